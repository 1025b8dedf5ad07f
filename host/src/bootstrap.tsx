import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { MOBILE_BREAKPOINT } from '@portal/shared/options';
import { App } from './app/app';
import { createPortalRouter, routeAtStart } from './app/router/create-portal-router';
import { readRuntimeConfig } from './config/runtime-config';
import { preloadDrawerGroups } from './features/layout/drawer/lazy-drawer-groups';
import { loadExternalScripts } from './features/layout/external-scripts';
import { installErrorReporting } from './lib/error-reporting';
import { nextTask } from './lib/next-task';
import { initFederation } from './features/remote-loading/federation-runtime';
import { provideFederationSdk } from './runtime-plugins/provide-federation-sdk';
import './styles/portal.css';

// No global dayjs locale here: @portal/shared/format shows Dutch dates without dayjs, and the date
// field's calendar sets the `nl` locale per instance, so dayjs stays off the first load of every page
// that does not ask for a date.
const config = readRuntimeConfig();
installErrorReporting((message, error) => console.error('[portal]', message, error));
provideFederationSdk();
initFederation(config.remotes);
// The router, and then the first render, each in a task of their own (issue 8): the data router matches
// the address against the whole route table when it is made, 60–80 ms at a phone's speed on top of
// evaluating the app's modules. The route's remote has been loading since main.js ran
// (lib/start-plan.ts), so nothing waits on these tasks but the shell's first paint.
await nextTask();
const router = createPortalRouter(config);
const startRoute = routeAtStart(router);
// A page that needs a session shows the signed-in drawer: its chunk loads beside portalInitQuery too,
// where the drawer shows at start (on a phone it starts closed: lazy-drawer-groups.tsx).
if (startRoute?.access === 'auth' && window.innerWidth > MOBILE_BREAKPOINT) void preloadDrawerGroups();
const container = document.getElementById('root');
if (!container) throw new Error('#root ontbreekt in index.html');
await nextTask();
// The shell's first render as a transition: React renders it in slices of a few milliseconds with the
// browser let in between, instead of one long task on a phone (issue 8; the remotes' parcels do the same,
// create-remote-parcel.tsx). Later updates are ordinary ones.
const root = createRoot(container);
startTransition(() => root.render(<App router={router} />));
loadExternalScripts(config);
