import { safeRedirect } from '../safe-redirect';

describe('safeRedirect', () => {
  it('follows paths inside the portal', () => {
    expect(safeRedirect('/mijn-facturen?x=1')).toBe('/mijn-facturen?x=1');
  });
  it('refuses other sites and protocol-relative URLs', () => {
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect(undefined)).toBe('/dashboard');
  });
});
