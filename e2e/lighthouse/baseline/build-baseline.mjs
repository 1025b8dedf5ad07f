import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The baseline's build (ignored by git); rebuilt when a source of the baseline is newer. */
export const BASELINE_DIST = resolve(here, 'dist');
const SOURCES = ['webpack.config.cjs', 'host', 'remote'].map((name) => resolve(here, name));

const newestChange = (path) =>
  statSync(path).isDirectory()
    ? Math.max(...readdirSync(path).map((name) => newestChange(join(path, name))))
    : statSync(path).mtimeMs;

/** Builds the bare React page and its one remote unless an up-to-date build is there. */
export async function ensureBaselineBuild() {
  const page = join(BASELINE_DIST, 'index.html');
  if (existsSync(page) && statSync(page).mtimeMs > Math.max(...SOURCES.map(newestChange))) return;
  console.log('Basislijn bouwen (React + één gefedereerde remote)...');
  rmSync(BASELINE_DIST, { recursive: true, force: true });
  const configs = createRequire(import.meta.url)('./webpack.config.cjs')(BASELINE_DIST);
  await new Promise((done, fail) =>
    webpack(configs, (error, stats) => {
      if (error || !stats || stats.hasErrors()) fail(error ?? new Error(stats?.toString('errors-only')));
      else done();
    }),
  );
}
