/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * `@portal/shared` as a tree (issue 42): no import circle between its folders (its packages and the
 * folders of the root package), type-only imports included, which eslint's `import-x/no-cycle` lets
 * through. Tests are left out: a test may use any folder.
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

/** The folder an import names: `@portal/shared/<folder>` or a relative path into another folder. */
function folderOf(specifier: string, file: string): string | null {
  const byName = /^@portal\/shared\/([\w-]+)/.exec(specifier);
  if (byName) return byName[1] === 'operations' ? 'graphql' : byName[1]!;
  if (!specifier.startsWith('.')) return null;
  const path = relative(SRC, resolve(dirname(file), specifier));
  return path.startsWith('..') ? null : path.split(sep)[0]!;
}

/** folder → the folders it imports, with one import of each as the example. */
function folderGraph(): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const folder of FOLDERS) {
    const edges = new Map<string, string>();
    for (const file of sourcesOf(join(SRC, folder))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      for (const { fileName } of importedFiles) {
        const target = folderOf(fileName, file);
        if (target && target !== folder && !edges.has(target))
          edges.set(target, `${relative(SRC, file)} imports '${fileName}'`);
      }
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
