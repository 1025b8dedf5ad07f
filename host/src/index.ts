import { carryOutStartPlan, sendEarlyPortalInit } from './lib/start-plan';
import { nextTask } from './lib/next-task';

// Loading the app asynchronously lets Module Federation negotiate the shared singletons first; the
// libraries are then evaluated one per task (load-in-stages.ts), the app last.
const startApp = () => void import('./load-in-stages');

// The session is asked for first, while the start-up chunks below are still arriving and running
// (issue 8; docs/decisions/0012-early-portal-init.md). Not by a browser the inline check sends away.
// Then, one task later, the start plan the server wrote into the page (lib/start-plan.ts: the route's
// remote manifest, its shared modules, the screen's first reads): main.js's task already holds the
// federation runtime's start, and each piece of work after it goes in a task of its own.
if (window.__portalBrowserSupport !== 'outdated') {
  sendEarlyPortalInit();
  void nextTask()
    .then(() => carryOutStartPlan())
    .then(nextTask)
    .then(startApp);
} else {
  void nextTask().then(startApp);
}
