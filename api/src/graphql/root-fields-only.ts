/**
 * A route that runs only some root fields (the participant list's route: http/participant-list-route.ts):
 * any other field, or a fragment at the root that could hide one, is refused while the document is
 * validated, before anything executes.
 */
import { GraphQLError, Kind, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export const FIELD_NOT_ON_ROUTE_MESSAGE = 'Deze bewerking kan niet via dit adres worden uitgevoerd.';

function onlyRootFieldsRule(allowed: ReadonlySet<string>): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      for (const selection of node.selectionSet.selections) {
        const name = selection.kind === Kind.FIELD ? selection.name.value : null;
        if (name === null || (!allowed.has(name) && name !== '__typename')) {
          context.reportError(
            new GraphQLError(FIELD_NOT_ON_ROUTE_MESSAGE, {
              nodes: [selection],
              extensions: { code: 400, http: { status: 400 } },
            }),
          );
        }
      }
    },
  });
}

export function rootFieldsOnlyPlugin(fields: readonly string[]): Plugin {
  const rule = onlyRootFieldsRule(new Set(fields));
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(rule);
    },
  };
}
