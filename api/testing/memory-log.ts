/** A place for a real JSON logger to write its lines in memory, so tests read what it wrote. */
import { Writable } from 'node:stream';

export interface MemoryLines {
  /** Every line written so far, as written. */
  text(): string;
  /** The lines parsed. */
  entries(): Record<string, unknown>[];
  clear(): void;
}

export function memoryLines(): MemoryLines & { sink: Writable } {
  let lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return {
    sink,
    text: () => lines.join('\n'),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => {
      lines = [];
    },
  };
}
