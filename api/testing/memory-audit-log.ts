/** An audit log that keeps its JSON lines in memory: tests read what the real logger wrote. */
import { Writable } from 'node:stream';
import { createAuditLog, type AuditLog } from '../src/audit/audit-log';

export interface MemoryAuditLog extends AuditLog {
  /** Every line written so far, as written. */
  text(): string;
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
  clear(): void;
}

export function createMemoryAuditLog(): MemoryAuditLog {
  let lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const log = createAuditLog(sink);
  return {
    record: (event) => log.record(event),
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      lines = [];
    },
  };
}
