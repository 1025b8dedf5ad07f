import { sendEarlyPortalInit } from './lib/early-portal-init';
import { preloadStartRemote } from './lib/early-remote-preload';

// The session is asked for first, while the start-up chunks below are still arriving and running
// (issue 8; docs/decisions/0012-early-portal-init.md). Not by a browser the inline check sends away.
// So is the opened page's remote (docs/decisions/0016-early-remote-preload.md).
if (window.__portalBrowserSupport !== 'outdated') {
  sendEarlyPortalInit();
  preloadStartRemote();
}
// Loading the app asynchronously lets Module Federation negotiate the shared singletons first; the
// libraries are then evaluated one per task (load-in-stages.ts), the app last.
import('./load-in-stages');
