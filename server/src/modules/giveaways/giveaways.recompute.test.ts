import { execFile } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { until } from '../../../test/until';

/**
 * An independent check of giveaway draws: the room is made with `npm run ops`, players join over HTTP, and the
 * winners are recomputed from the revealed inputs with node:crypto only, following DESIGN §5 to the letter. This
 * file imports neither the server's modules nor the shared package (only the test fixtures that start the app).
 *
 *   digest  = HMAC_SHA256(key = server seed as UTF-8, msg = `giveaway:${clientSeeds.join(',')}:${k}:0`)
 *   float   = first 52 bits of the digest / 2^52
 *   index   = floor(float × remaining), exactly: (first 52 bits × remaining) >> 52
 *   winner k = remaining[index] (remaining = participants not yet drawn, in join order)
 */
const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

function recompute(serverSeed: string, clientSeeds: string[], winners: number) {
  const remaining = clientSeeds.map((_, i) => i);
  const out: Array<{ k: number; float: number; index: number; participant: number }> = [];
  for (let k = 0; k < winners && remaining.length > 0; k++) {
    const digest = createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
      .update(Buffer.from(`giveaway:${clientSeeds.join(',')}:${k}:0`, 'utf8'))
      .digest('hex');
    const bits = BigInt(`0x${digest.slice(0, 13)}`);
    const float = Number(bits) / 2 ** 52;
    const index = Number((bits * BigInt(remaining.length)) >> 52n);
    const [participant] = remaining.splice(index, 1);
    out.push({ k, float, index, participant: participant! });
  }
  return out;
}

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
});
afterAll(() => app?.close());

type Outcome = { stdout: string; stderr: string; code?: number };
const ops = async (...args: string[]): Promise<Outcome> => {
  const { SESSION_PEPPER: _p, COOKIE_SECRET: _c, ...inherited } = process.env;
  return run(tsx, ['server/scripts/ops.ts', ...args], {
    cwd: root,
    env: { ...inherited, DATABASE_URL: app.config.databaseUrl, DATA_DIR: app.config.dataDir },
  }).catch((e) => e as Outcome);
};

describe('giveaway winners, recomputed independently', () => {
  it('match the room detail, the shared verifier (npm run verify) and the published hash', async () => {
    const created = await ops(
      'giveaway',
      'create',
      '--title',
      'Independent',
      '--winners',
      '3',
      '--ends-in',
      '3600',
      '--prize-coins',
      '2.5',
    );
    const lines = created.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\d+$/);
    const id = Number(lines[0]);

    const tokens: string[] = [];
    for (let i = 0; i < 7; i++) {
      const name = `Ind${i}${Math.random().toString(36).slice(2, 6)}`;
      const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
      // Each player's own client seed (frozen in the room when they join).
      await app.request('/api/pfv_api', {
        method: 'POST',
        headers: bearer(token),
        json: { clientSeed: `seed ${i} ✓` },
      });
      expect((await app.request(`/api/gift/join/${id}`, { headers: bearer(token) })).body.code).toBe(200);
      tokens.push(token);
    }
    const before = (await app.request(`/api/gift/shop/${id}`)).body.data;
    expect(before.fairness.server_seed).toBeNull();
    const committed: string = before.fairness.server_seed_hash;

    await app.database.pool.query(`update gift_rooms set end_time = now() - interval '1 second' where id = $1`, [id]);
    await app.giveaways.service.draw(id);
    const d = await until(
      async () => (await app.request(`/api/gift/shop/${id}`)).body.data,
      (x) => x.state === 3,
    );
    const { server_seed: serverSeed, client_seeds: clientSeeds } = d.fairness;
    expect(createHash('sha256').update(serverSeed, 'utf8').digest('hex')).toBe(committed);
    expect(clientSeeds).toHaveLength(7);

    const mine = recompute(serverSeed, clientSeeds, d.gift_user_count);
    const users: number[] = d.participants.map((p: { user_id: number }) => p.user_id);
    expect(d.obtain_user_id).toEqual(mine.map((w) => users[w.participant]));
    expect(d.fairness.rolls).toEqual(
      mine.map((w) => ({ round: w.k, float: w.float, index: w.index, user_id: users[w.participant] })),
    );

    const verified = await run(
      tsx,
      [
        'server/scripts/verify.ts',
        '--game',
        'giveaway',
        '--server-seed',
        serverSeed,
        ...clientSeeds.flatMap((s: string) => ['--client-seed', s]),
        ...users.flatMap((u) => ['--participant', String(u)]),
        '--winners',
        String(d.gift_user_count),
        '--server-seed-hash',
        committed,
        '--json',
      ],
      { cwd: root },
    );
    const json = JSON.parse(verified.stdout);
    expect(json.hashMatches).toBe(true);
    expect(json.winners.map((w: { user_id: string }) => Number(w.user_id))).toEqual(d.obtain_user_id);
  }, 90_000);

  it('ops: host marks a player; giveaway create refuses bad options and creates nothing', async () => {
    const name = `Host${Math.random().toString(36).slice(2, 6)}`;
    await registerUser(app, name, `${name.toLowerCase()}@example.com`);
    const marked = await ops('host', '--user', `${name.toLowerCase()}@example.com`);
    expect(marked.stdout, marked.stderr).toContain('is a host');
    const n = async () =>
      Number((await app.database.pool.query('select count(*)::int as n from gift_hosts')).rows[0].n);
    expect(await n()).toBe(1);
    const off = await ops('host', '--user', `${name.toLowerCase()}@example.com`, '--off');
    expect(off.stdout, off.stderr).toContain('is not a host');
    expect(await n()).toBe(0);

    const rooms = async () =>
      Number(
        (await app.database.pool.query('select count(*)::int as n from gift_rooms where schedule_key is null')).rows[0]
          .n,
      );
    const before = await rooms();
    for (const args of [
      ['--title', 'x', '--winners', '1', '--prize-cash', '1'],
      ['--title', 'x', '--winners', '1', '--ends-in', '60', '--people', '3', '--prize-cash', '1'],
      ['--title', 'x', '--winners', '0', '--ends-in', '60', '--prize-cash', '1'],
      ['--title', 'x', '--winners', '1', '--ends-in', '60'],
      ['--title', 'x', '--winners', '1', '--ends-in', '60', '--prize-box', 'no-such-case'],
    ]) {
      const out = await ops('giveaway', 'create', ...args);
      expect(out.code).toBe(2);
      expect(out.stdout).toBe('');
    }
    expect(await rooms()).toBe(before);
  }, 90_000);
});
