/** The generated CSS file of a style module: 'button/style/index' → 'button__style__index.css'. */
function cssFileName(moduleName) {
  return `${moduleName.replace(/\//g, '__')}.css`;
}

module.exports = { cssFileName };
