// The load generator, in a process of its own so it never shares the server's event loop.
// Parent: `await load({...})`; child: `tsx bench/load.ts <config.json>` prints the result as JSON.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export type LoadConfig = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  body?: string;
  /** One bearer token per connection (each connection is its own player). */
  tokens?: string[];
  /** A mix of paths (with query) on `url`'s host: each connection requests them in turn, round and round. */
  paths?: string[];
};
export type LoadResult = { rps: number; p50: number; p99: number; errors: number };

export async function load(config: LoadConfig): Promise<LoadResult> {
  const file = join(tmpdir(), `dropforge-load-${process.pid}-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify(config));
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`load generator exited with ${code}`);
    return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult;
  } finally {
    rmSync(file, { force: true });
  }
}

async function main(file: string) {
  const config = JSON.parse(readFileSync(file, 'utf8')) as LoadConfig;
  const tokens = config.tokens ?? [];
  let next = 0;
  const headers: Record<string, string> = config.body ? { 'content-type': 'application/json' } : {};
  const result = await autocannon({
    url: config.url,
    method: config.method ?? 'GET',
    connections: config.connections,
    duration: config.seconds,
    headers,
    body: config.body,
    requests: config.paths?.map((path) => ({ method: config.method ?? 'GET', path })),
    setupClient: tokens.length
      ? (client) => client.setHeaders({ ...headers, authorization: `Bearer ${tokens[next++ % tokens.length]}` })
      : undefined,
  });
  const summary: LoadResult = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
  console.log(JSON.stringify(summary));
}

if (process.argv[1] === import.meta.filename && process.argv[2]) await main(process.argv[2]);
