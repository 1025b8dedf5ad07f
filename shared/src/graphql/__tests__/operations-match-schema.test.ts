/** @jest-environment node */
import { documentsOf, schemaErrorsOf } from '../../../testing';
import * as operations from '..';

describe('the shared operations', () => {
  it.each(documentsOf(operations))('%s is valid against the api schema', (_name, document) => {
    expect(schemaErrorsOf(document)).toEqual([]);
  });
});
