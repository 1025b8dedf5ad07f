import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import { AntdScope } from '../antd-scope';

/**
 * The host's policy has no 'unsafe-inline': every <style> antd writes for a screen must carry the
 * nonce the host's server wrote into the page (the browser half: e2e/tests/csp.spec.ts).
 */
describe('AntdScope', () => {
  afterEach(() => {
    document.head.replaceChildren();
    Reflect.deleteProperty(globalThis, '__ANTD_STATIC_STYLES__');
  });

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

  it("writes none of the components' styles in a build with static CSS (decision 0014)", () => {
    // What the apps' webpack builds define (shared/build/antd-static-style).
    Object.assign(globalThis, { __ANTD_STATIC_STYLES__: true });
    render(
      <AntdScope>
        <Button type="primary">Opslaan</Button>
      </AntdScope>,
    );
    // The static CSS is written for the one variable class every scope uses.
    expect(screen.getByRole('button', { name: 'Opslaan' })).toHaveClass('ant-btn', 'portal');
    const written = [...document.head.querySelectorAll('style')].map((style) => style.textContent);
    // A component's rules are scoped by antd's hash class; its variables (still written here: the
    // build swaps that module out, see shared/build/antd-static-style) are not.
    expect(written.join('')).not.toMatch(/:where\(\.css-[\w-]+\)\.ant-btn/);
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
