import browserThresholds from './browser-thresholds.json';
/**
 * Business constants and limits of SPEC section 9, in one place so host, remotes and api agree.
 * Durations end in _MS, sizes in pixels are plain numbers.
 */

// Validation
export const PASSWORD_MIN_LENGTH = 12;
export const PHONE_MIN = 8;
export const PHONE_MAX = 15;

// Portal and form engine timing
/** The portal is initialised again in maintenance mode when the last initialisation is at least this old. */
export const MAINTENANCE_RECHECK_MS = 5000;
export const FORM_LOADING_POLL_MS = 50;
export const FORM_LOADING_MAX_ATTEMPTS = 600;
/** The loading state lingers this long after finishing, unless there are errors, to avoid flicker. */
export const FORM_LOADING_CLEAR_DELAY_MS = 1000;
export const DOCUMENT_TITLE_DELAY_MS = 50;

// GraphQL client
export const BATCH_INTERVAL_MS = 10;
export const BATCH_MAX = 10;
export const RETRY_MAX_ATTEMPTS = 5;
export const RETRY_INITIAL_DELAY_MS = 300;

// Layout
export const DRAWER_WIDTH = 300;
export const DRAWER_MINI_WIDTH = 57;
export const MOBILE_BREAKPOINT = 1023;
export const SWIPE_THRESHOLD = 75;
export const DRAWER_ANIMATION_MS = 150;
export const SCREEN_BREAKPOINTS = { sm: 600, md: 1024, lg: 1440, xl: 1920 } as const;
/** Below this width the date popup opens as a dialog. */
export const DATE_DIALOG_BREAKPOINT = 450;
export const YEARS_PER_PAGE = 20;
export const TOOLTIP_OFFSET = 14;
export const LIST_ANIMATION_MS = 250;

// Release
export const CLIENT_RELEASE = '2.44.0';
export const CLIENT_ENVIRONMENT = 'production';

// Browser support
export type BrowserName = 'chrome' | 'firefox' | 'edge' | 'safari' | 'opera' | 'ie';

/**
 * Highest major version that still counts as outdated (redirect) or as a warning (dialog).
 * Internet Explorer is always outdated, hence an infinite threshold.
 */
// The numbers live in JSON so the host's inline ES5 check (which runs before any bundle) reads the same.
export const BROWSER_THRESHOLDS = {
  outdated: { ...browserThresholds.outdated, ie: Number.POSITIVE_INFINITY },
  warning: browserThresholds.warning,
} as const satisfies {
  outdated: Record<BrowserName, number>;
  warning: Partial<Record<BrowserName, number>>;
};
