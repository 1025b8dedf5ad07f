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
  it('refuses the tab and new-line bypass found in the pen test', () => {
    expect(safeRedirect(decodeURIComponent('%2F%09%2F127.0.0.1%3A4000%2Fhealth'))).toBe('/dashboard');
    expect(safeRedirect('/\n/evil.example')).toBe('/dashboard');
    expect(safeRedirect('javascript:alert(1)')).toBe('/dashboard');
  });
  it('takes paths only, not absolute URLs, even of the portal itself', () => {
    expect(safeRedirect(`${window.location.origin}/profiel`)).toBe('/dashboard');
  });
});
