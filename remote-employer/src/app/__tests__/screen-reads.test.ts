/** @jest-environment node */
import { resolve } from 'node:path';
import { describeScreenReads } from '@portal/shared/testing/screen-reads';
import { employerFirstReads } from '../screens';

describeScreenReads(resolve(__dirname, '../../..'), employerFirstReads, [['dashboard', {}]]);
