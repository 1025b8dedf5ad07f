import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { AntdScope } from '../antd-scope';

/**
 * The host's policy has no 'unsafe-inline': every <style> antd writes for a screen must carry the
 * nonce the host's server wrote into the page (the browser half: e2e/tests/csp.spec.ts).
 */
describe('AntdScope', () => {
  afterEach(() => document.head.replaceChildren());

  it("hands the page's CSP nonce to antd's style elements", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.setAttribute('nonce', 'dGVzdC1ub25jZS0xMjM0NQ==');
    document.head.append(meta);
    render(
      <AntdScope>
        <Button type="primary">Opslaan</Button>
      </AntdScope>,
    );
    expect(screen.getByRole('button', { name: 'Opslaan' })).toBeVisible();
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.nonce).toBe('dGVzdC1ub25jZS0xMjM0NQ==');
  });

  it('writes styles without a nonce on a page that has none', () => {
    render(
      <AntdScope>
        <Button>Annuleren</Button>
      </AntdScope>,
    );
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.nonce ?? '').toBe('');
  });
});
