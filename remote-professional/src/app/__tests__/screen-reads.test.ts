/** @jest-environment node */
import { resolve } from 'node:path';
import { describeScreenReads } from '@portal/shared/testing/screen-reads';
import { professionalFirstReads } from '../screens';

describeScreenReads(resolve(__dirname, '../../..'), professionalFirstReads, [
  ['dashboard', {}],
  ['registrationForm', { uuid: 'b9b25d3e', step: '2' }],
  ['registration', {}],
  ['reRegistration', {}],
  ['myRegistrationCard', {}],
  ['vog', {}],
]);
