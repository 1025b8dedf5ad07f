/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * `@portal/shared` as a tree (issue 42): no import circle between its folders (its packages and the
 * folders of the root package), type-only imports included, which eslint's `import-x/no-cycle` lets
 * through. Tests are left out: a test may use any folder. And each package under src/ (a folder with a
 * package.json) imports the others by their own names only, declaring exactly those as dependencies,
 * and not the umbrella, which exports them all (docs/decisions/0033-shared-packages-as-a-tree.md).
 */
const SRC = resolve(__dirname, '../../src');
const FOLDERS = readdirSync(SRC, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
const UMBRELLA: { exports: Record<string, string> } = readJson(resolve(SRC, '../package.json'));

/** The folders that are packages of their own (a package.json beside their index), by package name. */
const PACKAGES = new Map<string, { folder: string; dependencies: Record<string, string> }>(
  FOLDERS.filter((folder) => existsSync(join(SRC, folder, 'package.json'))).map((folder) => {
    const manifest = readJson(join(SRC, folder, 'package.json'));
    return [manifest.name, { folder, dependencies: manifest.dependencies ?? {} }];
  }),
);
const packageOfFolder = (folder: string) => [...PACKAGES].find(([, entry]) => entry.folder === folder)?.[0];

/** The folder under src/ a path inside shared/ lies in; null outside src/. */
function folderOfPath(path: string): string | null {
  const inside = relative(SRC, path);
  return inside.startsWith('..') ? null : inside.split(sep)[0]!;
}

/**
 * The folder an import names: `@portal/shared/<entry>` (the umbrella's exports), `@portal/shared-<name>`
 * (a package by its own name) or a relative path into another folder.
 */
function folderOf(specifier: string, file: string): string | null {
  if (specifier.startsWith('@portal/shared/')) {
    const target = UMBRELLA.exports[`./${specifier.slice('@portal/shared/'.length)}`];
    return target ? folderOfPath(resolve(SRC, '..', target)) : null;
  }
  const byOwnName = /^(@portal\/shared-[\w-]+)/.exec(specifier);
  if (byOwnName) return PACKAGES.get(byOwnName[1]!)?.folder ?? null;
  if (!specifier.startsWith('.')) return null;
  return folderOfPath(resolve(dirname(file), specifier));
}

/** Every import of a folder's sources (tests left out) that names another folder. */
function importsOf(folder: string): Array<{ file: string; specifier: string; target: string }> {
  return sourcesOf(join(SRC, folder)).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.map(({ fileName }) => ({
        file: relative(SRC, file),
        specifier: fileName,
        target: folderOf(fileName, file),
      }))
      .filter(
        (found): found is { file: string; specifier: string; target: string } =>
          found.target !== null && found.target !== folder,
      ),
  );
}

/** folder → the folders it imports, with one import of each as the example. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const folder of FOLDERS) {
    const edges = new Map<string, string>();
    for (const { file, specifier, target } of importsOf(folder)) {
      if (!edges.has(target)) edges.set(target, `${file} imports '${specifier}'`);
    }
    graph.set(folder, edges);
  }
  return graph;
}

/** Every circle of the graph once, as the imports that make it. */
function circles(graph: Map<string, Map<string, string>>): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const visit = (folder: string, path: string[]) => {
    for (const [target, example] of graph.get(folder) ?? []) {
      const at = path.indexOf(target);
      if (at >= 0) {
        const circle = [...path.slice(at), target];
        const key = [...circle.slice(0, -1)].sort().join(',');
        if (!seen.has(key)) {
          seen.add(key);
          found.push([
            ...circle.slice(0, -1).map((name, index) => `${name} → ${circle[index + 1]}`),
            example,
          ]);
        }
        continue;
      }
      if (path.length < FOLDERS.length) visit(target, [...path, target]);
    }
  };
  for (const folder of FOLDERS) visit(folder, [folder]);
  return found;
}

describe("@portal/shared's folders", () => {
  it('import each other without a circle, type-only imports included', () => {
    const graph = folderGraph();
    expect(graph.get('ui')?.size).toBeGreaterThan(0);
    expect(circles(graph)).toEqual([]);
  });

  it('finds a circle made of a type-only import', () => {
    const graph = new Map([
      ['contract', new Map([['routes', "contract imports type from 'routes'"]])],
      ['routes', new Map([['contract', "routes imports type from 'contract'"]])],
    ]);
    expect(circles(graph)).toHaveLength(1);
  });
});

describe("@portal/shared's packages", () => {
  it('are the folders with a package.json, none of them depending on the umbrella @portal/shared', () => {
    expect([...PACKAGES.keys()]).toContain('@portal/shared-data');
    const onTheUmbrella = [...PACKAGES]
      .filter(([, { dependencies }]) => '@portal/shared' in dependencies)
      .map(([name]) => name);
    expect(onTheUmbrella).toEqual([]);
    // The umbrella exports every package, so it depends on each (a tool that installs only what a
    // workspace package needs, the api's container, then links them all).
    const umbrellaDependencies = Object.keys(readJson(resolve(SRC, '../package.json')).dependencies);
    expect([...PACKAGES.keys()].filter((name) => !umbrellaDependencies.includes(name))).toEqual([]);
  });

  it.each([...PACKAGES].map(([name, { folder }]) => [name, folder]))(
    '%s imports another folder only by a package name it declares, and declares no other',
    (name, folder) => {
      const imports = importsOf(folder);
      // By its own name, never by path or through the umbrella's entry points: the umbrella exports
      // every package, so importing it would make the importing package depend on all of them.
      expect(imports.filter(({ specifier }) => !specifier.startsWith('@portal/shared-'))).toEqual([]);
      const imported = [...new Set(imports.map(({ target }) => packageOfFolder(target)))].sort();
      const declared = Object.keys(PACKAGES.get(name)!.dependencies)
        .filter((dependency) => dependency.startsWith('@portal/'))
        .sort();
      expect(imported).toEqual(declared);
    },
  );
});
