/** @jest-environment node */
import { resolve } from 'node:path';
import { readListState } from '@portal/shared/lists';
import { describeScreenReads } from '@portal/shared/testing/screen-reads';
import {
  PROFESSIONAL_LIST_OPTIONS,
  professionalVariables,
} from '../../features/professionals/api/company-professionals-query';
import { employerFirstReads } from '../screens';

describeScreenReads(resolve(__dirname, '../../..'), employerFirstReads, [
  ['dashboard', {}],
  ['companyProfessionals', {}],
]);

describe("the overview's first page as a first read", () => {
  it('has the variables the screen reads for an address without a search part', () => {
    const [read] = employerFirstReads.companyProfessionals ?? [];
    const state = readListState(new URLSearchParams(''), PROFESSIONAL_LIST_OPTIONS);
    expect(read && 'firstPage' in read ? read.firstPage : null).toStrictEqual(professionalVariables(state));
  });
});
