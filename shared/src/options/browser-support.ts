import { BROWSER_THRESHOLDS, type BrowserName } from './constants';

export type BrowserSupport = 'outdated' | 'warning' | 'supported';

/**
 * Classifies a browser by name and major version against SPEC section 9: outdated browsers are
 * redirected, warned ones get the 'Jouw browser is verouderd' dialog. Unknown browsers pass.
 */
export function classifyBrowser(name: string, majorVersion: number): BrowserSupport {
  const browser = name.toLowerCase();
  if (!isBrowserName(browser)) return 'supported';
  if (majorVersion <= BROWSER_THRESHOLDS.outdated[browser]) return 'outdated';
  const warning: number | undefined = (BROWSER_THRESHOLDS.warning as Partial<Record<BrowserName, number>>)[
    browser
  ];
  if (warning !== undefined && majorVersion <= warning) return 'warning';
  return 'supported';
}

function isBrowserName(name: string): name is BrowserName {
  return Object.prototype.hasOwnProperty.call(BROWSER_THRESHOLDS.outdated, name);
}
