/** @jest-environment node */
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformSync } from '@swc/core';
import { print, type DocumentNode } from 'graphql';
import { gql } from 'graphql-tag';
import { withFragments } from '../graphql-documents-runtime';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { compileDocuments } = require('../graphql-documents-loader.cjs');

const ROOT = resolve(__dirname, '../../..');

/** graphql-tag's tree as plain data, without the locations the loader leaves out. */
const withoutLocations = (document: DocumentNode): unknown =>
  JSON.parse(JSON.stringify(document, (key, value: unknown) => (key === 'loc' ? undefined : value)));

/** The trees the compiled source carries, in order. */
function treesIn(compiled: string): DocumentNode[] {
  return [...compiled.matchAll(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/g)].map(
    (match) => JSON.parse(JSON.parse(match[1]!) as string) as DocumentNode,
  );
}

/** The module as the apps' webpack rule compiles it: this loader first, then swc. */
const asBuilt = (source: string) =>
  transformSync(compileDocuments(source), {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2020' },
  }).code;

describe('GraphQL documents parsed at build time', () => {
  it('become the tree graphql-tag makes, and gql and graphql-tag leave the module', () => {
    const source = [
      "import { gql, type TypedDocumentNode } from '@apollo/client';",
      'export const QUERY: TypedDocumentNode<object, object> = gql`',
      '  query portalInitQuery($uri: String) { portalInit(uri: $uri) { session { auth } } }',
      '`;',
    ].join('\n');
    const [tree] = treesIn(compileDocuments(source));
    expect(tree).toEqual(
      withoutLocations(gql`
        query portalInitQuery($uri: String) {
          portalInit(uri: $uri) {
            session {
              auth
            }
          }
        }
      `),
    );
    const built = asBuilt(source);
    expect(built).not.toContain('gql');
    expect(built).not.toContain('@apollo/client');
  });

  it('append the fragments a document names at run time, as graphql-tag joins them', () => {
    const fragmentText = 'fragment ItemFields on Item { uuid status }';
    const source = [
      "import { gql } from 'graphql-tag';",
      "import { ITEM_FIELDS } from './item-fields';",
      'export const ITEM = gql`',
      '  query item($uuid: String!) { item(uuid: $uuid) { ...ItemFields step } }',
      '  ${ITEM_FIELDS}',
      '`;',
    ].join('\n');
    const compiled = compileDocuments(source);
    expect(compiled).toContain('graphql-documents-runtime.ts');
    expect(compiled).toMatch(/\(JSON\.parse\(.*\), \[ITEM_FIELDS\]\)/);

    const fragment = gql(fragmentText);
    const [query] = treesIn(compiled);
    const [fragmentTree] = treesIn(compileDocuments(`const ITEM_FIELDS = gql\`${fragmentText}\`;`));
    const expected = gql`
      query item($uuid: String!) {
        item(uuid: $uuid) {
          ...ItemFields
          step
        }
      }
      ${fragment}
    `;
    const joined = withFragments(query!, [fragmentTree!]);
    expect(print(joined)).toBe(print(expected));
    // A fragment named twice (directly and through another document) is sent once.
    expect(withFragments(joined, [fragmentTree!]).definitions).toHaveLength(2);
  });

  it('leave a module without documents as it is', () => {
    const source = "export const label = 'gql';\n";
    expect(compileDocuments(source)).toBe(source);
  });

  it('fail the build on an invalid document, naming the file', () => {
    expect(() => compileDocuments('const Q = gql`query { `;', 'remote-x/src/q.ts')).toThrow(
      'GraphQL-document in remote-x/src/q.ts is ongeldig',
    );
  });

  describe('every document of the clients', () => {
    const sourceFiles = (folder: string): string[] =>
      readdirSync(folder).flatMap((name) => {
        const path = join(folder, name);
        if (lstatSync(path).isDirectory())
          return ['__tests__', 'node_modules'].includes(name) ? [] : sourceFiles(path);
        return /\.tsx?$/.test(name) ? [path] : [];
      });
    const files = ['shared/src', 'remote-account/src', 'remote-professional/src', 'host/src']
      .flatMap((folder) => sourceFiles(join(ROOT, folder)))
      .filter((path) => readFileSync(path, 'utf8').includes('gql`'));

    it('are found', () => {
      expect(files.length).toBeGreaterThan(20);
    });

    it.each(files.map((path) => [path.slice(ROOT.length + 1), path]))(
      '%s: parsed as graphql-tag parses it, gql no longer called',
      (_name, path) => {
        const source = readFileSync(path, 'utf8');
        const texts = [...source.matchAll(/gql`([^`]*)`/g)].map((match) =>
          match[1]!.replace(/\$\{[^}]*\}/g, ''),
        );
        const trees = treesIn(compileDocuments(source, path));
        expect(trees).toEqual(texts.map((text) => withoutLocations(gql(text))));
        expect(asBuilt(source)).not.toMatch(/\bgql\b/);
      },
    );
  });
});
