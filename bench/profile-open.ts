// A CPU profile of the server under the case-open load, as a flame graph (bench/flame.ts).
// `npx tsx bench/profile-open.ts [label]` starts the site in a child process under `node --cpu-prof`, signs in
// BENCH_PROFILE_PLAYERS (64) players, drives their $1 case opens for BENCH_PROFILE_SECONDS (20) with the
// load generator (bench/load.ts, a process of its own: never in the profile), then stops the server with
// SIGINT (it drains and exits, and Node writes the profile at exit). Out: bench/profiles/case-open-<label>.svg
// and .txt (top frames by self time, of the load window only: boot and sign-ins are cut by their timestamps);
// the raw profile stays under .data/profiles/. DATABASE_URL as for `npm run bench` (else the bench's embedded
// Postgres in .data/bench).
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { CpuProfile } from './flame';
import { startBenchSite } from './site';

const ROOT = join(import.meta.dirname, '..');
const SECONDS = Number(process.env.BENCH_PROFILE_SECONDS ?? 20);
const PLAYERS = Number(process.env.BENCH_PROFILE_PLAYERS ?? 64);
const BOX = process.env.BENCH_PROFILE_BOX ?? 'budget-one-buck';

/** The profiled child: the site (as bench/run.ts starts it), the load, then SIGINT → drain → exit. */
async function serve() {
  const { load } = await import('./load');
  const { makePlayers } = await import('./players');
  const running = await startBenchSite();
  // Like server/src/main.ts: drain everything on SIGINT, then exit (which writes the --cpu-prof file).
  process.removeAllListeners('SIGINT');
  process.once('SIGINT', () => running.stop().then(() => process.exit(0)));
  const tokens = await makePlayers(running, PLAYERS, 'profiler', { money: 100_000_000 });
  // V8's profile timestamps and hrtime share the monotonic clock (µs), so the window can be cut exactly.
  const from = Number(process.hrtime.bigint() / 1000n);
  const result = await load({
    url: `${running.url}/api/box/${BOX}/open`,
    method: 'POST',
    body: JSON.stringify({ number: 1 }),
    connections: PLAYERS,
    seconds: SECONDS,
    tokens,
  });
  const to = Number(process.hrtime.bigint() / 1000n);
  console.log(JSON.stringify({ from, to, result }));
}

async function main(label: string) {
  const dir = join(ROOT, '.data', 'profiles', label);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--import', 'tsx', import.meta.filename, '--serve'],
    { stdio: ['ignore', 'pipe', 'inherit'], cwd: ROOT },
  );
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  let marks:
    | { from: number; to: number; result: { rps: number; p50: number; p99: number; errors: number } }
    | undefined;
  for await (const line of createInterface({ input: child.stdout })) {
    if (!line.startsWith('{"from"')) continue;
    marks = JSON.parse(line);
    child.kill('SIGINT');
  }
  const code = await closed;
  // CPU.<date>.<time>.<pid>.<thread>.<seq>.cpuprofile: thread 0 is the main thread (tsx's loader runs in another).
  const file = readdirSync(dir).find((f) => /\.\d+\.0\.\d+\.cpuprofile$/.test(f));
  if (!marks || !file) throw new Error(`profiling failed (exit ${code}, profile ${file ?? 'missing'})`);

  const { fold, toSvg, topTable } = await import('./flame');
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  const fromMs = (marks.from - profile.startTime) / 1000;
  const toMs = (marks.to - profile.startTime) / 1000;
  const { root, top, cpuMs, idleMs } = fold(profile, fromMs, toMs);
  const r = marks.result;
  const opens = Math.round(r.rps * SECONDS);
  const title = `Case opens (${BOX}), ${PLAYERS} players, ${SECONDS} s: ${r.rps} opens/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors — ${label}`;
  const subtitle = `server process CPU ${Math.round(cpuMs)} ms (${((cpuMs * 1000) / Math.max(1, opens)).toFixed(0)} µs per open), idle ${Math.round(idleMs)} ms (left out); ${new Date().toISOString()}`;
  const out = join(ROOT, 'bench', 'profiles');
  mkdirSync(out, { recursive: true });
  writeFileSync(join(out, `case-open-${label}.svg`), toSvg(root, { title, subtitle }));
  const text = `${title}\n${subtitle}\n\ntop 15 frames by self time (% of server CPU in the load window):\n${topTable(top)}\n`;
  writeFileSync(join(out, `case-open-${label}.txt`), text);
  console.log(`\n${text}\nbench/profiles/case-open-${label}.svg; raw profile ${join(dir, file)}`);
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === '--serve') await serve();
  else await main(process.argv[2] ?? 'current');
}
