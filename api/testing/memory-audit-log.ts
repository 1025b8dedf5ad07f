/** An audit log that keeps its JSON lines in memory: tests read what the real logger wrote. */
import { createAuditLog, type AuditLog } from '../src/audit/audit-log';
import { memoryLines, type MemoryLines } from './memory-log';

export interface MemoryAuditLog extends AuditLog, MemoryLines {}

export function createMemoryAuditLog(): MemoryAuditLog {
  const { sink, ...lines } = memoryLines();
  const log = createAuditLog(sink);
  return { record: (event) => log.record(event), ...lines };
}
