// Stands in for @ant-design/cssinjs-utils's util/genStyleUtils in the apps' builds (docs/decisions/0014):
// the components' styles are static CSS made at build time, so a component's style hook only hands
// back the classes that CSS is scoped to: what the original returns when the theme's zeroRuntime is on
// (the theme's hash class, and the CSS-variable class for hooks made by genStyleHooks). Without the
// original, @ant-design/cssinjs's style register and stylis leave the bundle, and the style functions
// antd passes in are dropped by the style module loader (../strip-style-functions.cjs).

/** antd's genStyleUtils(config), of which only config.useToken is read. */
export default function genStyleUtils(config) {
  const { useToken } = config;

  /** useStyle(prefixCls, rootCls) → hashId */
  function genComponentStyleHook() {
    return function useStyle() {
      return useToken().hashId;
    };
  }

  /** useStyle(prefixCls, rootCls) → [hashId, cssVarCls] */
  function genStyleHooks() {
    return function useStyle() {
      const { hashId, cssVar } = useToken();
      return [hashId, cssVar?.key];
    };
  }

  /** A component that registers a sub-component's styles: nothing to register. */
  function genSubStyleComponent() {
    return function StyledComponent() {
      return null;
    };
  }

  return { genStyleHooks, genSubStyleComponent, genComponentStyleHook };
}
