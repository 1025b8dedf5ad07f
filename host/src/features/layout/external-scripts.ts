import type { RuntimeConfig } from '../../config/runtime-config';

function addScript(src: string, id: string): void {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * The layout wrapper's outside scripts (SPEC section 2): the font script, and the tag manager and chat
 * widget only when the configuration switches them on. Loaded after the portal renders, never blocking it.
 */
export function loadExternalScripts(config: RuntimeConfig): void {
  if (config.fontScriptUrl) addScript(config.fontScriptUrl, 'portal-font-script');
  if (config.tagManagerId) {
    addScript(
      `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.tagManagerId)}`,
      'portal-gtm',
    );
  }
  if (config.chat && config.chatScriptUrl) addScript(config.chatScriptUrl, 'portal-chat');
}
