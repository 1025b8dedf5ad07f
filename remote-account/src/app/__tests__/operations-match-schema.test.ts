/** @jest-environment node */
import { resolve } from 'node:path';
import { featureOperations, schemaErrorsOf } from '@portal/shared/testing';

const operations = featureOperations(resolve(__dirname, '../../features'));

describe("this remote's GraphQL operations", () => {
  if (operations.length === 0) it.todo('are checked against the api schema once this remote has some');
  else {
    it.each(operations)('%s is valid against the api schema', (_name, document) => {
      expect(schemaErrorsOf(document)).toEqual([]);
    });
  }
});
