import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { E2E_STATE_DIR, ROOT } from './paths';

/**
 * Other builds of one app for the browser tests: the roll-out build of the federation tests (the same
 * sources under another `APP_VERSION`) and the builds of the version-skew tests
 * (tests/version-skew.spec.ts) against other versions of the shared packages. Each is made as a team
 * would make it: the app and `shared/` at the changed versions (and with a new export where the recipe
 * adds one), built with the app's own webpack configuration, `APP_VERSION` and `OUTPUT_DIR`. The sources
 * are copied to a temporary folder, so the checkout is never touched. A build is kept under e2e/.cache,
 * keyed by its sources: a rerun reuses it.
 */
type App = 'host' | 'remote-account' | 'remote-professional';

interface SkewRecipe {
  app: App;
  appVersion: string;
  /** Which shared packages move (folder names under shared/src; none: `[]`), and how far. */
  packages: string[] | 'all';
  bump: 'minor' | 'major';
  /** Source edits in the copy, given the new version of each moved package. */
  edit?: (copy: string, versions: Record<string, string>) => void;
}

const PROBE_EXPORT = 'formatBuildLabel';

/** Appends an export to a shared package's index in the copy. */
function addExport(copy: string, sharedPackage: string, source: string): void {
  const file = join(copy, 'shared/src', sharedPackage, 'index.ts');
  writeFileSync(file, `${readFileSync(file, 'utf8')}\n${source}\n`);
}

/** Replaces `anchor` once in a copied file; a missing anchor fails loudly rather than testing nothing. */
function replaceOnce(copy: string, file: string, anchor: string, replacement: string): void {
  const path = join(copy, file);
  const source = readFileSync(path, 'utf8');
  if (!source.includes(anchor)) throw new Error(`${file}: '${anchor}' niet gevonden voor de skew-build`);
  writeFileSync(path, source.replace(anchor, replacement));
}

function prependLine(copy: string, file: string, line: string): void {
  const path = join(copy, file);
  writeFileSync(path, `${line}\n${readFileSync(path, 'utf8')}`);
}

const formatProbe = (version: string) =>
  `/** Added in ${version}. */\nexport const ${PROBE_EXPORT} = (label: string): string => \`\${label} · opmaak ${version}\`;`;

export const SKEW_BUILDS = {
  /** A next release of remote-professional, to roll out and back by configuration (tests/federation.spec.ts). */
  professionalNext: {
    app: 'remote-professional',
    appVersion: '9.9.9-e2e',
    packages: [],
    bump: 'minor',
  },
  /** (a) remote-account one minor ahead, with a new formatting export it uses when it starts. */
  accountAhead: {
    app: 'remote-account',
    appVersion: '1.1.0-skew',
    packages: ['format'],
    bump: 'minor',
    edit(copy, versions) {
      addExport(copy, 'format', formatProbe(versions.format!));
      // Used as the remote's module starts: the version label at the bottom of each of its screens.
      prependLine(
        copy,
        'remote-account/src/parcel.ts',
        `import { ${PROBE_EXPORT} } from '@portal/shared/format';`,
      );
      replaceOnce(
        copy,
        'remote-account/src/parcel.ts',
        // createRemoteParcel(accountScreens, __APP_VERSION__), inside withFirstReads(...).
        '__APP_VERSION__)',
        `${PROBE_EXPORT}(__APP_VERSION__))`,
      );
    },
  },
  /** (b) the host one minor ahead on every shared package, using a new stateless and a new stateful export. */
  hostAhead: {
    app: 'host',
    appVersion: '1.1.0-skew',
    packages: 'all',
    bump: 'minor',
    edit(copy, versions) {
      addExport(copy, 'format', formatProbe(versions.format!));
      addExport(
        copy,
        'session',
        `/** Added in ${versions.session}. */\nexport const SESSION_PACKAGE_LABEL = 'sessie ${versions.session}';`,
      );
      prependLine(copy, 'host/src/bootstrap.tsx', `import { ${PROBE_EXPORT} } from '@portal/shared/format';`);
      prependLine(
        copy,
        'host/src/bootstrap.tsx',
        "import { SESSION_PACKAGE_LABEL } from '@portal/shared/session';",
      );
      replaceOnce(
        copy,
        'host/src/bootstrap.tsx',
        'const config = readRuntimeConfig();',
        `const config = readRuntimeConfig();\ndocument.documentElement.dataset.skewProbe = ${PROBE_EXPORT}(SESSION_PACKAGE_LABEL);`,
      );
    },
  },
  /** (c) remote-professional built against the next major of every shared package. */
  professionalNextMajor: {
    app: 'remote-professional',
    appVersion: '2.0.0-skew',
    packages: 'all',
    bump: 'major',
  },
} satisfies Record<string, SkewRecipe>;

export type SkewBuildName = keyof typeof SKEW_BUILDS;

const CACHE_DIR = resolve(ROOT, 'e2e', '.cache', 'skew-builds');
const BUILDS_FILE = resolve(E2E_STATE_DIR, 'skew-builds.json');
const SKIPPED = new Set(['node_modules', 'dist', '.cache']);
const skip = (name: string) => SKIPPED.has(name) || name.startsWith('dist-');

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (skip(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else if (entry.isFile()) hash.update(relative(ROOT, path)).update(readFileSync(path));
  }
}

/** The cache key: the recipe, this file, the lockfile and every source file of shared/ and the app. */
function buildKey(name: SkewBuildName): string {
  const hash = createHash('sha256').update(name).update(readFileSync(__filename));
  hash.update(readFileSync(resolve(ROOT, 'pnpm-lock.yaml')));
  hashTree(hash, resolve(ROOT, 'shared'));
  hashTree(hash, resolve(ROOT, SKEW_BUILDS[name].app));
  return hash.digest('hex').slice(0, 12);
}

function nextVersion(version: string, bump: 'minor' | 'major'): string {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return bump === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
}

/** Moves the chosen shared packages of the copy to their next minor or major; returns the new versions. */
function bumpPackages(copy: string, recipe: SkewRecipe): Record<string, string> {
  const versions: Record<string, string> = {};
  const sharedSrc = join(copy, 'shared/src');
  for (const folder of readdirSync(sharedSrc)) {
    const manifestFile = join(sharedSrc, folder, 'package.json');
    if (!existsSync(manifestFile)) continue;
    if (recipe.packages !== 'all' && !recipe.packages.includes(folder)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string };
    manifest.version = nextVersion(manifest.version, recipe.bump);
    versions[folder] = manifest.version;
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  }
  return versions;
}

/**
 * The app's node_modules in the copy: links to the installed packages, except `@portal/shared`,
 * which is the copy's shared/ (pnpm's own links are relative and would point elsewhere from here).
 */
function linkNodeModules(copy: string, app: App): void {
  const source = resolve(ROOT, app, 'node_modules');
  const target = join(copy, app, 'node_modules');
  const link = (from: string, to: string) => symlinkSync(realpathSync(from), to);
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (entry === '.bin' || entry.startsWith('.')) continue;
    if (!entry.startsWith('@')) {
      link(join(source, entry), join(target, entry));
      continue;
    }
    mkdirSync(join(target, entry));
    for (const scoped of readdirSync(join(source, entry))) {
      const to = join(target, entry, scoped);
      if (`${entry}/${scoped}` === '@portal/shared') symlinkSync(join(copy, 'shared'), to);
      else link(join(source, entry, scoped), to);
    }
  }
  symlinkSync(resolve(ROOT, 'shared/node_modules'), join(copy, 'shared/node_modules'));
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`${args.join(' ')} in ${cwd}: ${errors}`)),
    );
  });
}

async function makeBuild(name: SkewBuildName, outputDir: string): Promise<void> {
  const recipe: SkewRecipe = SKEW_BUILDS[name];
  const copy = mkdtempSync(join(tmpdir(), `portal-skew-${name}-`));
  try {
    const filter = (path: string) => !skip(path.split(/[\\/]/).pop() ?? '');
    cpSync(resolve(ROOT, 'shared'), join(copy, 'shared'), {
      recursive: true,
      verbatimSymlinks: true,
      filter,
    });
    // The packages inside shared link back to it (shared/src/<package>/node_modules/@portal/shared).
    for (const folder of readdirSync(resolve(ROOT, 'shared/src'))) {
      const nested = resolve(ROOT, 'shared/src', folder, 'node_modules');
      if (existsSync(nested))
        cpSync(nested, join(copy, 'shared/src', folder, 'node_modules'), {
          recursive: true,
          verbatimSymlinks: true,
        });
    }
    cpSync(resolve(ROOT, recipe.app), join(copy, recipe.app), { recursive: true, filter });
    linkNodeModules(copy, recipe.app);
    const versions = bumpPackages(copy, recipe);
    recipe.edit?.(copy, versions);
    const partial = `${outputDir}.partial`;
    rmSync(partial, { recursive: true, force: true });
    const webpackCli = resolve(ROOT, recipe.app, 'node_modules/webpack-cli/bin/cli.js');
    await run('nice', [process.execPath, webpackCli, '--mode', 'production'], join(copy, recipe.app), {
      APP_VERSION: recipe.appVersion,
      OUTPUT_DIR: partial,
    });
    renameSync(partial, outputDir);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

/** Makes the builds that are not cached yet (two at a time) and records where each one is. */
export async function ensureSkewBuilds(): Promise<void> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const names = Object.keys(SKEW_BUILDS) as SkewBuildName[];
  const dirs = Object.fromEntries(names.map((name) => [name, join(CACHE_DIR, `${name}-${buildKey(name)}`)]));
  const missing = names.filter((name) => !existsSync(join(dirs[name]!, 'mf-manifest.json')));
  // Older builds of the same recipe are of no use any more.
  for (const entry of readdirSync(CACHE_DIR)) {
    if (!Object.values(dirs).includes(join(CACHE_DIR, entry)))
      rmSync(join(CACHE_DIR, entry), { recursive: true, force: true });
  }
  const queue = [...missing];
  const worker = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) await makeBuild(name, dirs[name]!);
  };
  await Promise.all([worker(), worker()]);
  writeFileSync(BUILDS_FILE, JSON.stringify(dirs));
}

/** Where global setup put a skew build. */
export function skewBuildDir(name: SkewBuildName): string {
  const dirs = JSON.parse(readFileSync(BUILDS_FILE, 'utf8')) as Record<SkewBuildName, string>;
  return dirs[name];
}

export const skewAppVersion = (name: SkewBuildName) => SKEW_BUILDS[name].appVersion;
