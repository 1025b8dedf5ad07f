import { createRoot } from 'react-dom/client';
import dayjs from 'dayjs';
import 'dayjs/locale/nl';
import { App } from './app/app';
import { readRuntimeConfig } from './config/runtime-config';
import { loadExternalScripts } from './features/layout/external-scripts';
import { installErrorReporting } from './lib/error-reporting';
import { initFederation } from './features/remote-loading/federation-runtime';
import { provideFederationSdk } from './runtime-plugins/provide-federation-sdk';
import './styles/portal.css';

dayjs.locale('nl');

const config = readRuntimeConfig();
installErrorReporting((message, error) => console.error('[portal]', message, error));
provideFederationSdk();
initFederation(config.remotes);
const container = document.getElementById('root');
if (!container) throw new Error('#root ontbreekt in index.html');
createRoot(container).render(<App config={config} />);
loadExternalScripts(config);
