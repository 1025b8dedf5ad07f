import { safePortalPath, safePortalUrl } from '../safe-redirect';

const ORIGIN = 'https://mijn.skjeugd.nl';

describe('safePortalPath', () => {
  it('follows paths of the portal, with query and fragment', () => {
    expect(safePortalPath('/mijn-facturen?jaar=2026#open', ORIGIN)).toBe('/mijn-facturen?jaar=2026#open');
    expect(safePortalPath('/betaling/0b6e?resultaat=paid', ORIGIN)).toBe('/betaling/0b6e?resultaat=paid');
    // Dot segments are resolved the way the browser would, and stay on the portal.
    expect(safePortalPath('/a/../profiel', ORIGIN)).toBe('/profiel');
  });

  it('falls back when there is no target', () => {
    expect(safePortalPath(undefined, ORIGIN)).toBe('/dashboard');
    expect(safePortalPath(null, ORIGIN)).toBe('/dashboard');
    expect(safePortalPath('', ORIGIN, '/start')).toBe('/start');
  });

  // Known bypasses of "starts with one slash" checks (OWASP, PortSwigger, our own pen test).
  const BYPASSES = [
    'https://evil.example',
    'http:evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/%09/127.0.0.1:4000/health',
    '%2F%09%2F127.0.0.1%3A4000%2Fhealth',
    '/%2F/evil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%255Cevil.example',
    '/%252F%252Fevil.example',
    '/%0a/evil.example',
    '/%E0%A4%A',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '/javascript:alert(1)//%0a',
    'data:text/html,<script>alert(1)</script>',
    'https://mijn.skjeugd.nl@evil.example/',
    '//user:pass@evil.example',
    '/\u0000//evil.example',
    '/\u0085/evil.example',
    'evil.example',
    '.evil.example',
    `/${'a'.repeat(3000)}`,
  ];

  it.each(BYPASSES.map((target) => [target.slice(0, 60), target]))('refuses %j', (_name, target) => {
    expect(safePortalPath(target, ORIGIN)).toBe('/dashboard');
  });

  it('refuses control characters even where they would do no harm', () => {
    expect(safePortalPath('/profiel\t', ORIGIN)).toBe('/dashboard');
  });
});

describe('safePortalUrl', () => {
  it('gives an absolute URL on the portal', () => {
    expect(safePortalUrl('/betaling/1?resultaat=paid', 'https://mijn.skjeugd.nl/')).toBe(
      'https://mijn.skjeugd.nl/betaling/1?resultaat=paid',
    );
    expect(safePortalUrl('//evil.example', 'https://mijn.skjeugd.nl')).toBe(
      'https://mijn.skjeugd.nl/dashboard',
    );
  });
});
