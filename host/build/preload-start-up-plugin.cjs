// Issue 8: the host's start-up chunks (react-dom, react-router, Apollo, the app; host/src/load-in-stages.ts)
// were only asked for once main.js had downloaded and run, and the shared libraries they consume only once
// those had run: two round trips after main.js. This plugin writes a <link rel="preload"> for each of
// them into index.html, so the browser fetches them beside main.js. Which files: webpack's own chunk
// graph, read at build time, so the list follows the code without a hand-kept list.

const { CONSUME_SHARED, PROVIDE_SHARED, blockGroups } = require('@portal/shared/build');

const NAME = 'PreloadStartUpPlugin';

/**
 * The chunk groups the entry module starts itself with `import()`: in the host, './load-in-stages' (its
 * libraries and the app are "eager" imports inside it, so they are in the same group).
 */
function startUpGroups(entrypoint, entryModules) {
  return entrypoint
    .getChildren()
    .filter((group) => group.origins.some((origin) => entryModules.has(origin.module)));
}

/**
 * Where the federation runtime takes each shared library from at start-up: the app's own provided copy
 * (strategy 'loaded-first', nothing else registered yet). webpack puts a provided copy and a consumer's
 * fallback copy of the same module in different chunks, so the provider's chunks are the ones to follow.
 */
function providedGroups(compilation) {
  const byName = new Map();
  for (const module of compilation.modules) {
    if (module.type !== PROVIDE_SHARED) continue;
    const groups = byName.get(module._name) ?? [];
    byName.set(module._name, [...groups, ...blockGroups(compilation.chunkGraph, module)]);
  }
  return byName;
}

/**
 * Every chunk the start-up groups need before the app renders: their own chunks, and the chunks of the
 * shared libraries their modules consume (react, react-dom, @portal/shared/*, ...), which the federation
 * runtime loads when a chunk arrives; consumed libraries may consume others in turn.
 */
function startUpChunks(compilation, groups) {
  const { chunkGraph } = compilation;
  const provided = providedGroups(compilation);
  const chunks = new Set();
  const pending = [...groups];
  const seenGroups = new Set(pending);
  const follow = (group) => {
    if (seenGroups.has(group)) return;
    seenGroups.add(group);
    pending.push(group);
  };
  while (pending.length > 0) {
    const group = pending.shift();
    for (const chunk of group.chunks) {
      if (chunks.has(chunk)) continue;
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== CONSUME_SHARED) continue;
        const fromProvider = provided.get(module.options.shareKey);
        for (const next of fromProvider?.length ? fromProvider : blockGroups(chunkGraph, module))
          follow(next);
      }
    }
  }
  return chunks;
}

/** The script and style files of those chunks, in a stable order (scripts first, largest first). */
function startUpFiles(compilation, entrypoint) {
  const entryChunk = entrypoint.getEntrypointChunk();
  // A concatenated entry holds the modules webpack merged into it (a file of main.js imported only by
  // the entry is merged so): the import() that starts the app may sit in any of them.
  const entryModules = new Set(
    [...compilation.chunkGraph.getChunkEntryModulesIterable(entryChunk)].flatMap((module) => [
      module,
      ...(module.modules ?? []),
    ]),
  );
  const files = [];
  for (const chunk of startUpChunks(compilation, startUpGroups(entrypoint, entryModules))) {
    if (chunk === entryChunk) continue;
    for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(file);
  }
  const size = (file) => compilation.getAsset(file)?.source.size() ?? 0;
  const kind = (file) => (file.endsWith('.js') ? 0 : 1);
  return [...new Set(files)].sort((a, b) => kind(a) - kind(b) || size(b) - size(a) || a.localeCompare(b));
}

/**
 * As webpack loads them: scripts without `crossorigin` (output.crossOriginLoading is off, main.js has
 * none either), otherwise the preload would be a second, unused request. At low priority, as webpack's
 * own script elements load: a preload is fetched at high priority otherwise, ahead of main.js (a
 * deferred script, low) that needs to run first, and Lighthouse counts high-priority files in the head
 * as render-blocking (its simulated first paint then waits for all of them).
 */
function preloadTag(publicPath, file) {
  return {
    tagName: 'link',
    voidTag: true,
    meta: { plugin: NAME },
    attributes: {
      rel: 'preload',
      as: file.endsWith('.css') ? 'style' : 'script',
      href: `${publicPath}${file}`,
      fetchpriority: 'low',
    },
  };
}

class PreloadStartUpPlugin {
  /** @param {{ entry?: string, htmlFilename?: string }} [options] */
  constructor({ entry = 'main', htmlFilename = 'index.html' } = {}) {
    this.entry = entry;
    this.htmlFilename = htmlFilename;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // The HtmlWebpackPlugin instance the configuration uses (shared/build), whatever copy of the
      // package this file would resolve.
      const html = compiler.options.plugins.find(
        (plugin) => plugin?.constructor?.name === 'HtmlWebpackPlugin',
      );
      if (!html) throw new Error(`${NAME}: geen HtmlWebpackPlugin in de configuratie`);
      html.constructor.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (data.outputName !== this.htmlFilename) return data;
        const entrypoint = compilation.entrypoints.get(this.entry);
        if (!entrypoint) throw new Error(`${NAME}: entry '${this.entry}' bestaat niet`);
        const publicPath = data.publicPath ?? '/';
        const files = startUpFiles(compilation, entrypoint);
        // A page without preloads still works, only slower: fail the build instead of shipping that.
        if (files.length === 0)
          compilation.errors.push(new Error(`${NAME}: geen start-upbestanden gevonden voor index.html`));
        const tags = files.map((file) => preloadTag(publicPath, file));
        data.headTags.push(...tags);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartUpPlugin };
