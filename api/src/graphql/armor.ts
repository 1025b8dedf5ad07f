/**
 * Abuse limits (GraphQL Armor), set just above what the portal's own operations need. The deepest
 * today is portalInitQuery (approvedRegistration.currentItem.registrationTarget.registrationBranch
 * .value: depth 9, fragments not counted), cost about 2,000 (Armor's default weights grow by 1.5
 * per level) and 241 tokens. Apollo Client adds __typename to every selection set, which pushes the
 * cost past 2,400, hence 5,000. Tests run portalInitQuery in both forms and a query one level deeper
 * (refused).
 * Limits are never shown in error messages.
 */
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import type { Plugin } from 'graphql-yoga';

export const ARMOR_LIMITS = {
  maxDepth: 9,
  maxCost: 5000,
  maxAliases: 15,
  maxDirectives: 10,
  maxTokens: 1000,
} as const;

const REFUSED = 'Deze opvraging is te groot of te diep en wordt niet uitgevoerd.';

/**
 * In development, introspection (GraphiQL, codegen) is allowed and is deeper than any portal
 * operation, so there the limits skip it; in production introspection is off and counted.
 */
export function armorPlugin(options: { development: boolean }): Plugin {
  const ignoreIntrospection = options.development;
  return EnvelopArmorPlugin({
    maxDepth: {
      n: ARMOR_LIMITS.maxDepth,
      flattenFragments: true,
      // Counting introspection too closes the old bypass through a fragment named __schema.
      ignoreIntrospection,
      exposeLimits: false,
      errorMessage: REFUSED,
    },
    costLimit: {
      maxCost: ARMOR_LIMITS.maxCost,
      ignoreIntrospection,
      exposeLimits: false,
      errorMessage: REFUSED,
    },
    maxAliases: { n: ARMOR_LIMITS.maxAliases, exposeLimits: false, errorMessage: REFUSED },
    maxDirectives: { n: ARMOR_LIMITS.maxDirectives, exposeLimits: false, errorMessage: REFUSED },
    maxTokens: { n: ARMOR_LIMITS.maxTokens, exposeLimits: false, errorMessage: REFUSED },
    blockFieldSuggestion: { enabled: !options.development },
  }) as Plugin;
}
