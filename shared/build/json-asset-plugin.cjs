// A JSON file the build writes beside its own files, made from the finished compilation: a remote's
// screen-chunks.json (./screen-chunks-plugin.cjs), the host's start-routes.json for its server.

class JsonAssetPlugin {
  /**
   * @param {string} fileName the file's name in the build's folder
   * @param {(compilation: import('webpack').Compilation) => unknown} content its JSON value
   */
  constructor(fileName, content) {
    this.fileName = fileName;
    this.content = content;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const name = `JsonAssetPlugin ${this.fileName}`;
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the files have their final (hashed) names, which the content may list.
        { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () =>
          compilation.emitAsset(
            this.fileName,
            new RawSource(`${JSON.stringify(this.content(compilation))}\n`),
          ),
      );
    });
  }
}

module.exports = { JsonAssetPlugin };
