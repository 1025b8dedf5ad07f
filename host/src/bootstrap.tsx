import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { App } from './app/app';
import { createPortalRouter, matchedRoute } from './app/router/create-portal-router';
import { readRuntimeConfig } from './config/runtime-config';
import { loadExternalScripts } from './features/layout/external-scripts';
import { installErrorReporting } from './lib/error-reporting';
import { initFederation } from './features/remote-loading/federation-runtime';
import { preloadRouteRemote } from './features/remote-loading/preload-remote';
import { provideFederationSdk } from './runtime-plugins/provide-federation-sdk';
import './styles/portal.css';

dayjs.locale('nl');

const config = readRuntimeConfig();
installErrorReporting((message, error) => console.error('[portal]', message, error));
provideFederationSdk();
initFederation(config.remotes);
// The router matches the address once; the route's remote starts loading now, beside portalInitQuery,
// not after the session is known.
const router = createPortalRouter(config);
preloadRouteRemote(matchedRoute(router.state.matches.map((match) => match.route)));
const container = document.getElementById('root');
if (!container) throw new Error('#root ontbreekt in index.html');
createRoot(container).render(<App router={router} />);
loadExternalScripts(config);
