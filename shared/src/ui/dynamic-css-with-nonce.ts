import {
  clearContainerCache,
  injectCSS as injectOriginal,
  removeCSS,
  updateCSS as updateOriginal,
  type DynamicCssOptions,
} from 'rc-component-dynamic-css';
import { pageCspNonce } from './csp-nonce';

/**
 * Stands in for @rc-component/util's Dom/dynamicCSS in every app's build
 * (shared/build/create-webpack-config.cjs). antd's CSS-in-JS passes the nonce of its ConfigProvider
 * (AntdScope), but other callers of these helpers take no option for it: the dialogs' scroll lock
 * (@rc-component/portal, react-component/portal#35 is not merged) and the scrollbar measuring of
 * dialogs and tables. Their <style> elements were blocked by the portal's policy, and a dialog let
 * the page scroll behind it. A style without a nonce of its own gets the page's.
 *
 * antd's CSS-in-JS is static CSS made at build time in the apps (docs/decisions/0014): what it would
 * still write (the theme's CSS variables, which it computes for the components' own use) is in that CSS,
 * so its styles (marked with its attribute) are not written; the caller gets a detached element.
 */
const CSS_IN_JS_MARK = 'data-css-hash';

function withPageNonce(option: DynamicCssOptions = {}): DynamicCssOptions {
  if (option.csp?.nonce) return option;
  const nonce = pageCspNonce();
  return nonce ? { ...option, csp: { ...option.csp, nonce } } : option;
}

export function injectCSS(css: string, option?: DynamicCssOptions): HTMLStyleElement {
  return injectOriginal(css, withPageNonce(option));
}

export function updateCSS(css: string, key: string, option?: DynamicCssOptions): HTMLElement {
  if (option?.mark === CSS_IN_JS_MARK) return document.createElement('style');
  return updateOriginal(css, key, withPageNonce(option));
}

export { clearContainerCache, removeCSS };
