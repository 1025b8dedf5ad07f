import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

/**
 * The remotes leave the federation SDK out of their remoteEntry.js (it was most of its 15 KB) and
 * read it from these globals, next to the runtime core the host already provides. Must run before
 * any remote loads. See docs/decisions/0003-remote-entry-budget.md.
 */
export const FEDERATION_SDK_GLOBALS = {
  '@module-federation/sdk': '_PORTAL_MF_SDK',
  '@module-federation/error-codes': '_PORTAL_MF_ERROR_CODES',
} as const;

export function provideFederationSdk(): void {
  Object.assign(globalThis, { _PORTAL_MF_SDK: sdk, _PORTAL_MF_ERROR_CODES: errorCodes });
}
