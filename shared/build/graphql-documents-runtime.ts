import type { DefinitionNode, DocumentNode } from 'graphql';

/**
 * What graphql-documents-loader.cjs leaves for run time: a document that names fragment documents
 * (`${FRAGMENT}` in its template) gets their definitions appended, each fragment once, as graphql-tag
 * does when it parses the joined text.
 */
export function withFragments(document: DocumentNode, fragments: readonly DocumentNode[]): DocumentNode {
  const definitions: DefinitionNode[] = [...document.definitions];
  const fragmentNames = new Set(
    definitions.flatMap((definition) =>
      definition.kind === 'FragmentDefinition' ? [definition.name.value] : [],
    ),
  );
  for (const definition of fragments.flatMap((fragment) => fragment.definitions)) {
    if (definition.kind === 'FragmentDefinition') {
      if (fragmentNames.has(definition.name.value)) continue;
      fragmentNames.add(definition.name.value);
    }
    definitions.push(definition);
  }
  return { ...document, definitions };
}
