/**
 * A document for any root field of the schema with literals that pass GraphQL's own checks, so the
 * auth scopes (and after them the resolver's validation) decide. Shared by the verification-policy
 * test and the authorization matrix.
 */
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

const SCALAR_SAMPLES: Record<string, string> = {
  String: '"x"',
  ID: '"x"',
  Int: '0',
  Float: '0',
  Boolean: 'false',
  JSON: '{}',
  Date: '"2026-01-01"',
  DateTime: '"2026-01-01T00:00:00Z"',
};

export function sampleLiteral(type: GraphQLInputType): string {
  if (isNonNullType(type)) return sampleLiteral(type.ofType);
  if (isListType(type)) return `[${sampleLiteral(type.ofType)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isScalarType(type)) return SCALAR_SAMPLES[type.name] ?? '"x"';
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return `{ ${fields.map((field) => `${field.name}: ${sampleLiteral(field.type)}`).join(', ')} }`;
  }
  throw new Error(`geen voorbeeld voor ${String(type)}`);
}

export type RootKind = 'query' | 'mutation';

export function rootField(
  schema: GraphQLSchema,
  kind: RootKind,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  const type = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return type?.getFields()[name];
}

/** `query { field(required: sample) { __typename } }`, or with the given argument literals. */
export function sampleDocument(
  schema: GraphQLSchema,
  kind: RootKind,
  name: string,
  argLiterals: Record<string, string> = {},
): string {
  const field = rootField(schema, kind, name);
  if (!field) throw new Error(`${kind} ${name} bestaat niet`);
  const args = field.args
    .filter((arg) => isNonNullType(arg.type) || arg.name in argLiterals)
    .map((arg) => `${arg.name}: ${argLiterals[arg.name] ?? sampleLiteral(arg.type)}`);
  const argText = args.length ? `(${args.join(', ')})` : '';
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind} { ${name}${argText}${selection} }`;
}
