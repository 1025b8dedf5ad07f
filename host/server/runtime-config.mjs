// Builds window.config from the environment (ARCHITECTURE.md step 1). An optional JSON file
// (PORTAL_CONFIG_FILE) is re-read on change, so operators can point one remote at another version
// without restarting or rebuilding anything (docs/operations.md).
import { readFileSync, statSync } from 'node:fs';

// The one list of remotes and their default ports (the container copies it to the same place).
const REMOTES = Object.fromEntries(
  Object.entries(
    JSON.parse(readFileSync(new URL('../../shared/src/routes/remotes.json', import.meta.url), 'utf8')),
  ).map(([name, remote]) => [name, remote.devPort]),
);
let cachedFile = { path: null, mtimeMs: 0, value: {} };

function readConfigFile(path) {
  if (!path) return {};
  try {
    const { mtimeMs } = statSync(path);
    if (cachedFile.path !== path || cachedFile.mtimeMs !== mtimeMs) {
      cachedFile = { path, mtimeMs, value: JSON.parse(readFileSync(path, 'utf8')) };
    }
    return cachedFile.value;
  } catch (error) {
    console.error(`PORTAL_CONFIG_FILE ${path} kon niet worden gelezen: ${error.message}`);
    return cachedFile.path === path ? cachedFile.value : {};
  }
}

/**
 * The remotes default to localhost on their default ports (development). Nothing here comes from the
 * request: the Host header is the client's to choose, so a forged one must not steer the portal.
 */
function defaultRemoteUrl(port) {
  return `http://localhost:${port}/mf-manifest.json`;
}

export function buildRuntimeConfig(env) {
  const file = readConfigFile(env.PORTAL_CONFIG_FILE);
  const remotes = {};
  for (const [name, port] of Object.entries(REMOTES)) {
    remotes[name] = file.remotes?.[name] ?? env[`REMOTE_${name.toUpperCase()}_URL`] ?? defaultRemoteUrl(port);
  }
  return {
    // The host forwards /graphql on its own origin, so a path is enough by default.
    qoreGraphqlUrl: file.qoreGraphqlUrl ?? env.QORE_GRAPHQL_URL ?? '/graphql',
    remotes,
    externalSiteUrl: file.externalSiteUrl ?? env.EXTERNAL_SITE_URL ?? 'https://www.skjeugd.nl',
    tagManagerId: file.tagManagerId ?? env.TAG_MANAGER_ID ?? null,
    chat: (file.chat ?? env.CHAT_ENABLED) === true || env.CHAT_ENABLED === 'true',
    release: file.release ?? env.RELEASE ?? '2.44.0',
    fontScriptUrl: file.fontScriptUrl ?? env.FONT_SCRIPT_URL ?? null,
    chatScriptUrl: file.chatScriptUrl ?? env.CHAT_SCRIPT_URL ?? null,
  };
}

export function renderConfigScript(config) {
  // JSON is valid JavaScript; escaping '<' keeps a value from closing a script element.
  return `window.config = ${JSON.stringify(config).replace(/</g, '\\u003c')};\n`;
}
