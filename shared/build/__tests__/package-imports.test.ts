/** @jest-environment node */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { packageImports } = require('../package-imports.cjs');
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedEntryPoints } = require('../shared-modules.cjs');

/**
 * A shared package imported by its own name reaches the build as the entry point federation shares
 * (package-imports.cjs): otherwise the graphql package's `@portal/shared-options` would be a bundled copy
 * beside the shared `@portal/shared/options`, and data's `@portal/shared-graphql` a second Apollo client.
 */
describe('the imports of shared packages by their own names', () => {
  const imports: Map<string, string> = packageImports();

  it('go to the entry point that exports the same file', () => {
    expect(imports.get('@portal/shared-graphql')).toBe('@portal/shared/graphql');
    expect(imports.get('@portal/shared-graphql/operations')).toBe('@portal/shared/operations');
    expect(imports.get('@portal/shared-routes/remotes.json')).toBe('@portal/shared/remotes.json');
    expect(imports.get('@portal/shared-held-answers')).toBe('@portal/shared/held-answers');
  });

  it('cover every entry point shared through Module Federation', () => {
    const mapped = new Set(imports.values());
    const unmapped = sharedEntryPoints()
      .map((entry: { request: string }) => entry.request)
      .filter((request: string) => !mapped.has(request));
    expect(unmapped).toEqual([]);
  });
});
