import { DEFAULT_AFTER_PT_LOGIN, safePortalPath } from '../safe-portal-path';

describe('safePortalPath', () => {
  it.each([
    ['%2Fmijn-facturen', '/mijn-facturen'],
    ['%2Fherregistratie%2Fabc%3Ftab%3D2', '/herregistratie/abc?tab=2'],
    ['/dashboard', '/dashboard'],
  ])('follows the portal path %s', (redirect, expected) => {
    expect(safePortalPath(redirect)).toBe(expected);
  });

  it.each([
    'https%3A%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '%2F%5Cevil.example',
    'javascript%3Aalert(1)',
    'evil.example%2Fpad',
    '%2F%09%2Fevil.example',
    '%E0%A4%A',
    '',
    undefined,
  ])('refuses %s and goes to the dashboard', (redirect) => {
    expect(safePortalPath(redirect)).toBe(DEFAULT_AFTER_PT_LOGIN);
  });
});
