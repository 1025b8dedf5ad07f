/** An error log that keeps its JSON lines in memory: tests read what the real logger wrote. */
import { createErrorLog, type ErrorLog } from '../src/logging/error-log';
import { memoryLines, type MemoryLines } from './memory-log';

export interface MemoryErrorLog extends ErrorLog, MemoryLines {}

export function createMemoryErrorLog(): MemoryErrorLog {
  const { sink, ...lines } = memoryLines();
  const log = createErrorLog(sink);
  return { record: (event) => log.record(event), ...lines };
}
