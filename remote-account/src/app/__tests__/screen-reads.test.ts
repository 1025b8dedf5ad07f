/** @jest-environment node */
import { resolve } from 'node:path';
import { describeScreenReads } from '@portal/shared/testing/screen-reads';
import { accountFirstReads } from '../screens';

describeScreenReads(resolve(__dirname, '../../..'), accountFirstReads, [['profileOverview', {}]]);
