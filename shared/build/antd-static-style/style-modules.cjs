// Which antd style modules the build renders to static CSS, and how (docs/decisions/0014).
//
// A style module (antd/es/<component>/style/<file>.js) that defines style hooks (genStyleHooks,
// genSubStyleComponent, genComponentStyleHook) has its CSS rendered at build time by calling its hooks
// the way antd's component calls them: the same prefix class and the same root class. The build fails
// on a bundled style module that defines hooks and is in neither list below.
//
// Each call: [export, prefix, root]
// - export: the module's export that is the hook ('default' for most), or `<Name>` for a style
//   component (genSubStyleComponent), which is rendered as an element with `prefixCls`.
// - prefix: what the component passes to getPrefixCls ('btn' → ant-btn).
// - root: 'css-var' when the component passes useCSSVarCls(prefixCls) as the root class
//   (`ant-<prefix>-css-var`), a suffix such as '-wrapper' for a class of its own, absent when it
//   passes only the prefix class.

/** @type {Record<string, Array<[string, string, string?]>>} */
const STYLE_MODULES = {
  'alert/style/index': [['default', 'alert']],
  'button/style/index': [['default', 'btn']],
  'button/style/compact': [['<Compact>', 'btn']],
  'card/style/index': [['default', 'card']],
  'checkbox/style/index': [['default', 'checkbox', 'css-var']],
  'collapse/style/index': [['default', 'collapse']],
  'date-picker/style/index': [['default', 'picker', 'css-var']],
  'descriptions/style/index': [['default', 'descriptions']],
  'dropdown/style/index': [['default', 'dropdown', 'css-var']],
  'empty/style/index': [['default', 'empty']],
  'flex/style/index': [['default', 'flex']],
  'form/style/index': [['default', 'form', 'css-var']],
  'form/style/fallbackCmp': [['<FallbackCmp>', 'form']],
  'grid/style/index': [
    ['useRowStyle', 'row'],
    ['useColStyle', 'col'],
  ],
  'input/style/index': [
    ['useSharedStyle', 'input'],
    ['default', 'input', 'css-var'],
  ],
  'input/style/otp': [['default', 'otp']],
  'input/style/search': [['default', 'input-search']],
  'input/style/textarea': [['default', 'input', 'css-var']],
  'input-number/style/index': [['default', 'input-number', 'css-var']],
  'layout/style/index': [['default', 'layout']],
  'layout/style/sider': [['default', 'layout-sider']],
  'menu/style/index': [['default', 'menu', 'css-var']],
  'modal/style/index': [['default', 'modal', 'css-var']],
  'modal/style/confirm': [['<Confirm>', 'modal']],
  'pagination/style/index': [['default', 'pagination']],
  'pagination/style/bordered': [['<BorderedStyle>', 'pagination']],
  'popover/style/index': [['default', 'popover']],
  'progress/style/index': [['default', 'progress']],
  'radio/style/index': [['default', 'radio', 'css-var']],
  'select/style/index': [['default', 'select', 'css-var']],
  'skeleton/style/index': [['default', 'skeleton']],
  'space/style/index': [['default', 'space']],
  'space/style/compact': [['default', 'space-compact']],
  'space/style/addon': [['default', 'space-addon']],
  'spin/style/index': [['default', 'spin']],
  'steps/style/index': [['default', 'steps']],
  'table/style/index': [['default', 'table', 'css-var']],
  'tabs/style/index': [['default', 'tabs', 'css-var']],
  'tag/style/index': [['default', 'tag']],
  'tag/style/presetCmp': [['<PresetCmp>', 'tag']],
  'tag/style/statusCmp': [['<StatusCmp>', 'tag']],
  'tooltip/style/index': [['default', 'tooltip', 'css-var']],
  'tree/style/index': [['default', 'tree']],
  'typography/style/index': [['default', 'typography']],
  'upload/style/index': [['default', 'upload', '-wrapper']],
};

/**
 * Style modules that define hooks but whose CSS is not rendered, each with its reason. Empty today: every
 * bundled one is rendered. Add a module here only when its hooks write nothing the portal shows (for
 * instance a right-to-left sub-style); a component that renders with it would be unstyled.
 */
const NOT_RENDERED = [];

/**
 * The theme's CSS variables, antd's shared reset and its icon reset go with antd's ConfigProvider
 * (AntdScope renders it around every antd screen). Not with config-provider/style: that module only
 * re-exports, and webpack skips such modules of a package without side effects.
 */
const BASE_MODULE = 'config-provider/index';

module.exports = { STYLE_MODULES, NOT_RENDERED, BASE_MODULE };
