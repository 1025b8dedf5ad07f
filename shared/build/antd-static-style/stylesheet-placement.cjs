// Where a chunk's stylesheet goes in the page (mini-css-extract-plugin's `attributes` and `insert`).
// The host's stylesheets (portal.css) must win over the antd CSS the remotes bring at equal
// specificity, as they did when antd prepended its run-time <style> elements: a remote's stylesheet is
// placed before the host's first one, the host's are appended (docs/decisions/0014).

const HOST_STYLESHEET_ATTRIBUTE = 'data-portal-host-stylesheet';

/** Runs in the browser (mini-css-extract-plugin inlines its source): no closure, plain ES5. */
function insertBeforeHostStylesheets(linkTag) {
  var hostStylesheet = document.querySelector('link[data-portal-host-stylesheet]');
  if (hostStylesheet) hostStylesheet.parentNode.insertBefore(linkTag, hostStylesheet);
  else document.head.appendChild(linkTag);
}

/**
 * The placement options of an app's stylesheets. ignoreOrder: antd's static CSS comes one file per
 * style module, and chunks bundle the modules in different orders; each file's selectors are scoped to
 * its component's classes (as antd's run-time styles, written in render order, were), so the order
 * between files does not matter and mini-css-extract-plugin's warnings about it are noise.
 * @param {'host' | 'remote'} role
 */
function stylesheetPlacement(role) {
  const placement =
    role === 'host'
      ? { attributes: { [HOST_STYLESHEET_ATTRIBUTE]: '' } }
      : { insert: insertBeforeHostStylesheets };
  return { ...placement, ignoreOrder: true };
}

module.exports = { stylesheetPlacement, HOST_STYLESHEET_ATTRIBUTE };
