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
  /** Bearer tokens: by default one per connection (each connection is its own player, round and round). */
  tokens?: string[];
  /**
   * `request`: every request takes the next token in turn instead (players that may act only once, or a few
   * times, a day), each token at most `usesPerToken` times (default 1); the run ends early, before a token
   * would be used once more, when the pool runs out.
   */
  tokenMode?: 'connection' | 'request';
  usesPerToken?: number;
  /** A mix of paths (with query) on `url`'s host: each connection requests them in turn, round and round. */
  paths?: string[];
  /** One path per connection instead (connection i requests `clientPaths[i % n]` only), e.g. to spread hot rows. */
  clientPaths?: string[];
};
export type LoadResult = {
  /** Completed requests per second over the run's duration. */
  rps: number;
  p50: number;
  p99: number;
  /** Socket errors, timeouts and answers other than 2xx. */
  errors: number;
  requests: number;
  seconds: number;
  /** Answers by HTTP status other than 2xx, e.g. `{ "409": 12 }`. */
  statuses: Record<string, number>;
};

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
  const method = config.method ?? 'GET';
  const headers: Record<string, string> = config.body ? { 'content-type': 'application/json' } : {};
  const auth = (token: string | undefined): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const perRequest = config.tokenMode === 'request' && tokens.length > 0;
  // Tokens handed out so far (per request), and the most that may be: the run stops with a margin of about a
  // second's requests left, since autocannon acts on `stop()` at its next one-second tick.
  const limit = tokens.length * (config.usesPerToken ?? 1);
  let taken = 0;
  let stopped = false;
  // Set once autocannon has answered (it builds each connection's first request before that).
  let instance: { stop: () => void } | undefined;
  const started = Date.now();
  const nextToken = () => {
    const rate = taken / Math.max(0.25, (Date.now() - started) / 1000);
    if (!stopped && limit - taken < rate * 1.5 + config.connections * 2) {
      stopped = true;
      instance?.stop();
    }
    return tokens[taken++ % tokens.length];
  };
  let client = 0;
  const run = autocannon({
    url: config.url,
    method,
    connections: config.connections,
    duration: config.seconds,
    headers,
    body: config.body,
    requests: perRequest
      ? [
          {
            method,
            setupRequest: (req: Record<string, unknown>) => ({ ...req, headers: { ...headers, ...auth(nextToken()) } }),
          },
        ]
      : config.paths?.map((path) => ({ method, path })),
    setupClient:
      !perRequest && (tokens.length > 0 || config.clientPaths)
        ? (c: { setRequests: (r: unknown[]) => void; setHeaders: (h: Record<string, string>) => void }) => {
            const i = client++;
            const own = { ...headers, ...auth(tokens[i % Math.max(1, tokens.length)]) };
            const path = config.clientPaths?.[i % config.clientPaths.length];
            if (path) c.setRequests([{ method, path, headers: own, body: config.body }]);
            else c.setHeaders(own);
          }
        : undefined,
  });
  instance = run;
  if (stopped) run.stop();
  const result = await run;
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries((result.statusCodeStats ?? {}) as Record<string, { count: number }>))
    if (!status.startsWith('2')) statuses[status] = count;
  if (result.timeouts) statuses.timeout = result.timeouts;
  const summary: LoadResult = {
    rps: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
    seconds: result.duration,
    statuses,
  };
  console.log(JSON.stringify(summary));
}

if (process.argv[1] === import.meta.filename && process.argv[2]) await main(process.argv[2]);
