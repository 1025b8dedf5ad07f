/* global __BROWSER_THRESHOLDS__ */
/* Old-browser check (SPEC section 9). Plain ES5 inlined into index.html, so it runs in browsers that
   cannot parse the portal's bundles. THRESHOLDS is filled in at build time from
   @portal/shared/options (browser-thresholds.json). */
(function () {
  var THRESHOLDS = __BROWSER_THRESHOLDS__;
  var ua = navigator.userAgent;
  function major(pattern) {
    var match = ua.match(pattern);
    return match ? parseInt(match[1], 10) : null;
  }
  var name = null;
  var version = null;
  if (/MSIE |Trident\//.test(ua)) name = 'ie';
  else if ((version = major(/Edge?\/(\d+)/))) name = 'edge';
  else if ((version = major(/OPR\/(\d+)/))) name = 'opera';
  else if ((version = major(/Firefox\/(\d+)/))) name = 'firefox';
  else if ((version = major(/Chrom(?:e|ium)\/(\d+)/))) name = 'chrome';
  else if ((version = major(/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//))) name = 'safari';
  var support = 'supported';
  if (name === 'ie' || (name && version !== null && version <= THRESHOLDS.outdated[name]))
    support = 'outdated';
  else if (name && version !== null && version <= THRESHOLDS.warning[name]) support = 'warning';
  window.__portalBrowserSupport = support;
  if (support === 'outdated' && location.pathname !== '/verouderde-browser.html') {
    location.replace('/verouderde-browser.html');
  }
})();
