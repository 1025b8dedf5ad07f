// Child process of the build (./index.cjs): renders the CSS of antd's style modules with the portal's
// theme, as AntdScope (shared/src/ui/antd-scope.tsx) would at run time, one file per style module.
// A process of its own: antd's CSS-in-JS cache and React's server renderer stay out of webpack's.
//
//   node render-styles.cjs <app folder> <output folder> <production|development>
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');
const { STYLE_MODULES, BASE_MODULE, UNUSED_CLASS } = require('./style-modules.cjs');
const { loadPortalTheme } = require('./load-portal-theme.cjs');
const { cssFileName } = require('./css-file-name.cjs');

const [appDir, outDir, mode] = process.argv.slice(2);
// antd names its hash class after the build's mode ('css-dev-only-do-not-override-…' in development).
process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
const fromApp = createRequire(path.join(appDir, 'package.json'));
const fromAntd = createRequire(fromApp.resolve('antd/package.json'));
const React = fromAntd('react');
const { renderToString } = fromAntd('react-dom/server');
const { createCache, extractStyle, StyleProvider } = fromAntd('@ant-design/cssinjs');
const ConfigProvider = fromAntd('antd/lib/config-provider').default;
const { PORTAL_STATIC_THEME } = loadPortalTheme();
const h = React.createElement;

const ROOT_PREFIX = 'ant';
// extractStyle ends with a map of cache paths, for hydrating server-rendered pages: not needed here.
const CACHE_PATH_MAP = /\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/g;

const cache = createCache();

function render(children) {
  renderToString(h(StyleProvider, { cache }, h(ConfigProvider, { theme: PORTAL_STATIC_THEME }, children)));
}

// An at-rule left without rules (a media query whose rules were all for unused classes).
const EMPTY_AT_RULE = /@[^{}]+\{\}/g;
// A rule without nested blocks (in an at-rule or not): its selector list and its declarations.
const PLAIN_RULE = /([^{}]+)\{([^{}]*)\}/g;

/** The selectors of a list, split at commas outside parentheses (:where(…), :not(…)). */
function selectorsOf(list) {
  const selectors = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index += 1) {
    if (list[index] === '(') depth += 1;
    else if (list[index] === ')') depth -= 1;
    else if (list[index] === ',' && depth === 0) {
      selectors.push(list.slice(start, index));
      start = index + 1;
    }
  }
  return [...selectors, list.slice(start)];
}

/** The CSS without the selectors of unused variants and right-to-left layout (UNUSED_CLASS). */
function withoutUnusedClasses(css) {
  return css
    .replace(PLAIN_RULE, (rule, list, declarations) => {
      const kept = selectorsOf(list).filter((selector) => !UNUSED_CLASS.test(selector));
      if (kept.length === 0) return '';
      return `${kept.join(',')}{${declarations}}`;
    })
    .replace(EMPTY_AT_RULE, '');
}

/** What the cache holds that no earlier extraction took, as plain CSS. */
function extractNew() {
  return withoutUnusedClasses(extractStyle(cache, { plain: true, once: true }).replace(CACHE_PATH_MAP, ''));
}

function rootClass(prefixCls, root) {
  if (!root) return prefixCls;
  return root === 'css-var' ? `${prefixCls}-css-var` : `${prefixCls}${root}`;
}

function elementsFor(moduleName) {
  const styleModule = fromAntd(`antd/lib/${moduleName}`);
  return STYLE_MODULES[moduleName].map(([exportName, prefix, root], index) => {
    const prefixCls = `${ROOT_PREFIX}-${prefix}`;
    const isComponent = exportName.startsWith('<');
    const target = styleModule[isComponent ? 'default' : exportName];
    if (typeof target !== 'function') {
      throw new Error(`antd/lib/${moduleName} has no style hook '${exportName}' (style-modules.cjs)`);
    }
    if (isComponent) return h(target, { key: index, prefixCls });
    function CallHook() {
      target(prefixCls, rootClass(prefixCls, root));
      return null;
    }
    return h(CallHook, { key: index });
  });
}

/**
 * The base: the theme's CSS variables, antd's icon reset (ConfigProvider) and the reset every
 * component hook shares ('Shared'), which a first hook (Flex's, dropped again) brings into the cache.
 */
function renderBase() {
  render(elementsFor('flex/style/index'));
  const componentKeys = [...cache.cache.keys()].filter((key) =>
    /^(style%[^%]*%Flex-|cssVar%Flex%)/.test(key),
  );
  componentKeys.forEach((key) => cache.extracted.add(key));
  const css = extractNew();
  componentKeys.forEach((key) => {
    cache.extracted.delete(key);
    cache.cache.delete(key);
  });
  return css;
}

fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, cssFileName(BASE_MODULE)), renderBase());
for (const moduleName of Object.keys(STYLE_MODULES)) {
  render(elementsFor(moduleName));
  fs.writeFileSync(path.join(outDir, cssFileName(moduleName)), extractNew());
}
