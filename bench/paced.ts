// A rate-limited (paced) load generator for long runs, in a process of its own: autocannon with `overallRate`
// for `seconds`, reporting every `windowSeconds` the requests answered in that window and their latency.
// Parent: `const run = startPaced({...}, onWindow)`, then `await run.done` (or `run.stop()`).
// Child: `tsx bench/paced.ts <config.json>` prints one JSON line per window.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { LoadConfig } from './load';

export type PacedConfig = LoadConfig & { rate: number; windowSeconds: number };
export type PacedWindow = { window: number; requests: number; errors: number; p50: number; p99: number; max: number };

export function startPaced(config: PacedConfig, onWindow: (w: PacedWindow) => void) {
  const file = join(tmpdir(), `dropforge-paced-${process.pid}-${randomBytes(3).toString('hex')}.json`);
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (line.startsWith('{')) onWindow(JSON.parse(line) as PacedWindow);
  });
  const done = new Promise<void>((resolve) =>
    child.on('close', () => {
      rmSync(file, { force: true });
      resolve();
    }),
  );
  return { done, stop: () => child.kill('SIGINT') };
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function main(file: string) {
  const config = JSON.parse(readFileSync(file, 'utf8')) as PacedConfig;
  const tokens = config.tokens ?? [];
  let next = 0;
  const headers: Record<string, string> = config.body ? { 'content-type': 'application/json' } : {};
  let latencies: number[] = [];
  let errors = 0;
  let window = 0;
  const flush = () => {
    latencies.sort((a, b) => a - b);
    const w: PacedWindow = {
      window: window++,
      requests: latencies.length,
      errors,
      p50: Math.round(quantile(latencies, 0.5)),
      p99: Math.round(quantile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? Number.NaN),
    };
    console.log(JSON.stringify(w));
    latencies = [];
    errors = 0;
  };
  const tick = setInterval(flush, config.windowSeconds * 1000);
  const instance = autocannon({
    url: config.url,
    method: config.method ?? 'GET',
    connections: config.connections,
    overallRate: Math.max(1, Math.round(config.rate)),
    duration: config.seconds,
    headers,
    body: config.body,
    requests: config.paths?.map((path) => ({ method: config.method ?? 'GET', path })),
    setupClient: tokens.length
      ? (client: { setHeaders: (h: Record<string, string>) => void }) =>
          client.setHeaders({ ...headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` })
      : undefined,
  });
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status < 200 || status >= 300) errors++;
  });
  instance.on('reqError', () => void errors++);
  process.once('SIGINT', () => instance.stop());
  await instance;
  clearInterval(tick);
  if (latencies.length > 0) flush();
}

if (process.argv[1] === import.meta.filename && process.argv[2]) await main(process.argv[2]);
