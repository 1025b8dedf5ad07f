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
  'input/style/textarea': [['default', 'input', 'css-var']],
  'input-number/style/index': [['default', 'input-number', 'css-var']],
  'layout/style/index': [['default', 'layout']],
  'layout/style/sider': [['default', 'layout-sider']],
  'modal/style/index': [['default', 'modal', 'css-var']],
  'pagination/style/index': [['default', 'pagination']],
  'pagination/style/bordered': [['<BorderedStyle>', 'pagination']],
  'popover/style/index': [['default', 'popover']],
  'progress/style/index': [['default', 'progress']],
  'radio/style/index': [['default', 'radio', 'css-var']],
  'select/style/index': [['default', 'select', 'css-var']],
  'skeleton/style/index': [['default', 'skeleton']],
  'space/style/index': [['default', 'space']],
  'space/style/compact': [['default', 'space-compact']],
  'spin/style/index': [['default', 'spin']],
  'steps/style/index': [['default', 'steps']],
  'table/style/index': [['default', 'table', 'css-var']],
  'tag/style/index': [['default', 'tag']],
  'tag/style/presetCmp': [['<PresetCmp>', 'tag']],
  'tag/style/statusCmp': [['<StatusCmp>', 'tag']],
  'typography/style/index': [['default', 'typography']],
  'upload/style/index': [['default', 'upload', '-wrapper']],
};

/**
 * Style modules that define hooks but whose CSS is not rendered: antd components that the portal never
 * shows, bundled only because a component it does show imports them for a feature it does not use.
 * Their CSS would be bytes on every page with that component (issue 8's budgets). A screen that starts
 * using one of them must move it to STYLE_MODULES (its prefix and root class are in the comment):
 * left here, the component renders unstyled.
 */
const NOT_RENDERED = [
  // Tooltip ('tooltip', css-var root): Form.Item's label tooltip, Typography's ellipsis and copy.
  'tooltip/style/index',
  // Tabs ('tabs', css-var root): Card's tabList.
  'tabs/style/index',
  // Dropdown ('dropdown', css-var root), its Menu ('menu', css-var root) and Tree ('tree'): Table's
  // column filters and row selections.
  'dropdown/style/index',
  'menu/style/index',
  'tree/style/index',
  // Input.OTP ('otp') and Input.Search ('input-search'): exported with Input.
  'input/style/otp',
  'input/style/search',
  // Space.Addon ('space-addon'): exported with Space.
  'space/style/addon',
  // Modal.confirm and its hook ('<Confirm>', 'modal'): the portal's dialogs are Modal elements.
  'modal/style/confirm',
];

/**
 * Rules for what no portal screen uses are left out of the rendered CSS: antd's 'filled', 'borderless'
 * and 'underlined' variants (the portal keeps the default 'outlined'), right-to-left layout (the
 * portal is Dutch) and the grid's sized columns (.ant-col-12, .ant-col-md-offset-2: the portal has no
 * Row or Col, and its vertical Form.Items give their Col no span). A selector naming such a class is
 * dropped; a rule is dropped when none is left.
 */
const UNUSED_CLASS = new RegExp(
  [
    String.raw`\.ant-[\w-]*-(filled|borderless|underlined|rtl)(?![\w-])`,
    String.raw`\.ant-col-((xs|sm|md|lg|xl|xxl|xxxl)-)?((push|pull|offset|order)-)?\d+(?![\w-])`,
  ].join('|'),
);

/**
 * The theme's CSS variables, antd's shared reset and its icon reset go with antd's ConfigProvider
 * (AntdScope renders it around every antd screen). Not with config-provider/style: that module only
 * re-exports, and webpack skips such modules of a package without side effects.
 */
const BASE_MODULE = 'config-provider/index';

module.exports = { STYLE_MODULES, NOT_RENDERED, BASE_MODULE, UNUSED_CLASS };
