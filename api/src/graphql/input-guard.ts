/**
 * Input no operation may take, refused before anything executes with a Dutch message: null bytes
 * (PostgreSQL cannot store them in text, which made them a server error) and strings longer than
 * any field of the portal needs. Wrong types are refused by GraphQL itself; `dutchCoercionErrors`
 * gives those refusals a Dutch message too.
 */
import { GraphQLError, Kind, visit, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import { ERROR_CODES } from '../graphql-errors';

/** Longer than any text field of the portal (the longest free text allows a few thousand characters). */
export const MAX_STRING_LENGTH = 10_000;

export const INVALID_INPUT_MESSAGE =
  'De invoer bevat ongeldige tekens of is te lang. Controleer wat je hebt ingevuld en probeer het opnieuw.';
export const WRONG_TYPE_MESSAGE =
  'De invoer heeft niet de verwachte vorm. Vernieuw de pagina en probeer het opnieuw.';

function badString(value: string): boolean {
  return value.length > MAX_STRING_LENGTH || value.includes('\u0000');
}

function badValue(value: unknown, depth = 0): boolean {
  if (depth > 20) return true;
  if (typeof value === 'string') return badString(value);
  if (Array.isArray(value)) return value.some((item) => badValue(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => badString(key) || badValue(item, depth + 1));
  }
  return false;
}

// Yoga hands the same parsed document to every request with the same text: walk each one once.
const checkedLiterals = new WeakMap<DocumentNode, boolean>();

function badLiteral(document: DocumentNode): boolean {
  let found = checkedLiterals.get(document);
  if (found === undefined) {
    found = findBadLiteral(document);
    checkedLiterals.set(document, found);
  }
  return found;
}

function findBadLiteral(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.STRING]: (node) => {
      if (badString(node.value)) found = true;
    },
  });
  return found;
}

function invalidInputError(message: string, status: number): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: status === 422 ? ERROR_CODES.validation : ERROR_CODES.badRequest, http: { status } },
  });
}

export function inputGuardPlugin(): Plugin<GraphQLContext> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (badValue(args.variableValues) || badLiteral(args.document)) {
        setResultAndStopExecution({ errors: [invalidInputError(INVALID_INPUT_MESSAGE, 422)] });
      }
    },
  };
}

/** graphql-js's own refusals of wrongly typed variables and arguments, in English; ours say it in Dutch. */
const COERCION_PATTERNS = [
  /^Variable "\$[^"]+" (got invalid value|of required type|of non-null type)/,
  /cannot represent/,
  /^Expected value of type/,
  /^Argument "[^"]+" of (required|non-null) type/,
  /^Field "[^"]+" argument "[^"]+" of type/,
];

export function isCoercionMessage(message: string): boolean {
  return COERCION_PATTERNS.some((pattern) => pattern.test(message));
}

function translated<T extends ExecutionResult>(result: T): T {
  if (!result.errors?.some((error) => isCoercionMessage(error.message))) return result;
  return {
    ...result,
    errors: result.errors.map((error) =>
      isCoercionMessage(error.message) ? invalidInputError(WRONG_TYPE_MESSAGE, 400) : error,
    ),
  };
}

function isExecutionResult(value: unknown): value is ExecutionResult {
  return typeof value === 'object' && value !== null && 'errors' in value;
}

export function dutchCoercionErrorsPlugin(): Plugin<GraphQLContext> {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map((item) => translated(item)));
      else if (isExecutionResult(result)) setResult(translated(result));
    },
  };
}
