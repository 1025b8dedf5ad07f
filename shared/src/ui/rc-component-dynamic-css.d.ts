/**
 * @rc-component/util's Dom/dynamicCSS as the app's antd resolves it; the build aliases this name to
 * that file (shared/build/create-webpack-config.cjs), for ./dynamic-css-with-nonce.ts to wrap.
 */
declare module 'rc-component-dynamic-css' {
  export interface DynamicCssOptions {
    attachTo?: Element | ShadowRoot;
    csp?: { nonce?: string };
    prepend?: boolean | 'queue';
    priority?: number;
    mark?: string;
    styles?: HTMLElement[];
  }
  export function injectCSS(css: string, option?: DynamicCssOptions): HTMLStyleElement;
  export function removeCSS(key: string, option?: DynamicCssOptions): void;
  export function clearContainerCache(): void;
  export function updateCSS(css: string, key: string, option?: DynamicCssOptions): HTMLElement;
}
