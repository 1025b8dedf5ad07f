import { shouldReport } from '../error-reporting';

describe('shouldReport (SPEC section 8)', () => {
  it.each([
    'ResizeObserver loop completed with undelivered notifications.',
    'Failed to fetch dynamically imported module: http://x/a.js',
    'Response not successful: Received status code 401',
    'Response not successful: Received status code 503',
    'TypeError: Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'ChunkLoadError: Loading chunk 123 failed.',
  ])('ignores %s', (message) => {
    expect(shouldReport(message)).toBe(false);
  });

  it('reports real faults', () => {
    expect(shouldReport("TypeError: Cannot read properties of undefined (reading 'uuid')")).toBe(true);
  });
});
