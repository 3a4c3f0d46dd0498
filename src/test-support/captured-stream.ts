/**
 * A writable stream that keeps what is written to it, for tests that run a command in-process:
 * read the text, or wait for a pattern to appear (no polling: each write checks the waiters).
 */
import { Writable } from 'node:stream';

export interface CapturedStream {
  readonly stream: Writable;
  /** Everything written so far. */
  text(): string;
  /** Resolves with the first match of `pattern` in what was written, now or once written. */
  when(pattern: RegExp): Promise<string>;
}

export function captureStream(): CapturedStream {
  let text = '';
  const listeners = new Set<() => void>();
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      for (const listener of listeners) listener();
      done();
    },
  });
  const when = (pattern: RegExp) =>
    new Promise<string>((resolve) => {
      const look = () => {
        const found = pattern.exec(text)?.[0];
        if (found === undefined) return;
        listeners.delete(look);
        resolve(found);
      };
      listeners.add(look);
      look();
    });
  return { stream, text: () => text, when };
}
