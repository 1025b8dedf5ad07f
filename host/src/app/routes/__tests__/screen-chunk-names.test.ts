import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import remotes from '@portal/shared/remotes.json';

/**
 * Each screen's chunk is named `screen-<route name>` (issue 37): the host preloads a route's screen
 * by that name (screen-chunks.json), so a chunk name typed wrong in a remote's screens.ts only makes
 * that screen slower, silently. Read as files: the host never imports a remote.
 */
const SCREEN_ENTRY =
  /^\s+'?([\w-]+)'?:\s*lazyScreen\(\s*\(\)\s*=>\s*import\(\s*\/\*\s*webpackChunkName:\s*"([^"]*)"\s*\*\//gm;

function screenEntries(folder: string) {
  const source = readFileSync(resolve(__dirname, '../../../../..', folder, 'src/app/screens.ts'), 'utf8');
  const entries = [...source.matchAll(SCREEN_ENTRY)].map((match) => ({ route: match[1]!, chunk: match[2]! }));
  return { entries, screens: source.match(/lazyScreen\(/g)?.length ?? 0 };
}

describe.each(Object.values(remotes).map((remote) => remote.folder))('the screens of %s', (folder) => {
  it('each load a chunk named after their route', () => {
    const { entries, screens } = screenEntries(folder);
    // Every lazyScreen has its route name and a webpackChunkName in the one form read here.
    expect(entries).toHaveLength(screens);
    expect(entries.filter((entry) => entry.chunk !== `screen-${entry.route}`)).toEqual([]);
  });
});
