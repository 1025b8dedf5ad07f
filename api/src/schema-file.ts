/** The printed schema as committed in `api/schema.graphql` (a test keeps the file in sync). */
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { API_ROOT } from './config/env';
import { schema } from './schema';

export const SCHEMA_FILE = path.join(API_ROOT, 'schema.graphql');

export function printPortalSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
