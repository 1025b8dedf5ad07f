import { installErrorReporting, reportError, shouldReport } from '../error-reporting';

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

describe('reportError (a remote screen that failed)', () => {
  it('reports through the installed reporter, minus the ignore list', () => {
    const report = jest.fn();
    const stop = installErrorReporting(report);
    reportError(
      new TypeError("Cannot read properties of null (reading 'value')"),
      'Remote professional (render)',
    );
    reportError(new Error('ChunkLoadError: Loading chunk 12 failed.'), 'Remote professional (chunk)');
    stop();
    reportError(new TypeError('na het stoppen'), 'Remote professional (render)');
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toBe(
      "Remote professional (render): Cannot read properties of null (reading 'value')",
    );
  });
});
