// A helper process of a benchmark (websocket fleets): started with its config in a temporary file, talked to by
// lines on stdin and stdout.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Runs `script` (under tsx) with `args` and the path of `config` written as JSON; `next()` reads its next line. */
export function spawnChild(script: string, args: string[], config: unknown, name: string) {
  const file = join(tmpdir(), `dropforge-${name}-${process.pid}-${randomBytes(3).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args, file], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  const queue: string[] = [];
  let wake: (() => void) | undefined;
  lines.on('line', (line) => {
    queue.push(line);
    wake?.();
  });
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return {
    /** The next line; throws when the process exits without one. */
    async next(): Promise<string> {
      while (queue.length === 0) {
        const gone = await Promise.race([
          new Promise<boolean>((r) => (wake = () => r(false))),
          exited.then(() => true),
        ]);
        if (gone && queue.length === 0) throw new Error(`the ${name} process exited early`);
      }
      return queue.shift()!;
    },
    send: (line: string) => child.stdin.write(`${line}\n`),
    /** Waits for the process to end and removes its config file. */
    async done() {
      await exited;
      rmSync(file, { force: true });
    },
  };
}
