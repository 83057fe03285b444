import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { milli, ZERO_MILLI } from '@dropforge/shared/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser, userEdited } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { deposit } from '../../../test/deposits';
import { until } from '../../../test/until';
import { auditLedger } from '../wallet';
import { type CodeBatch, createCodeBatch } from './index';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const CODE = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      trustProxy: true,
      contentDir: contentWithCases({ 'test-pistols': TEST_PISTOL_CASE }),
    },
    { CAPTCHA_MODE: 'off' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let players = 0;
/** Each call comes from its own address unless a test says otherwise (the guess limit counts per address). */
let addresses = 0;
async function player() {
  players += 1;
  const name = `Code${players}${Math.random().toString(36).slice(2, 6)}`;
  const token = await registerUser(app, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
  return { token, id };
}
type P = Awaited<ReturnType<typeof player>>;
const redeem = (p: P, code: unknown, ip = `10.9.${Math.floor(++addresses / 250)}.${addresses % 250}`) =>
  app.request('/api/user/cdkey', {
    method: 'POST',
    headers: { ...bearer(p.token), 'x-forwarded-for': ip },
    json: { code },
  });
const balance = async (p: P) => {
  const d = (await app.request('/api/user', { headers: bearer(p.token) })).body.data;
  return { money: Number(d.money), score: Number(d.score) };
};
const batch = (terms: Partial<CodeBatch>, now?: Date) =>
  createCodeBatch(
    app.database.db,
    app.config.sessionPepper,
    {
      kind: 'cash',
      amount: milli(2_000),
      box: null,
      uses: 100,
      perAccount: 1,
      count: 1,
      validDays: null,
      minDeposit: ZERO_MILLI,
      campaign: 'test',
      ...terms,
    },
    now,
  );

describe('POST /api/user/cdkey', () => {
  it('credits a cash code once per account, as a code transaction of the history', async () => {
    const p = await player();
    const first = await redeem(p, 'dropforge');
    expect(first.body).toMatchObject({
      code: 200,
      data: { type: 'cash', amount: 0.5, tokens: 0, data: { amount: 0.5, token: 0 } },
    });
    expect((await balance(p)).money).toBe(0.5);
    const again = await redeem(p, 'DROP-FORGE');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Code already used');
    expect((await balance(p)).money).toBe(0.5);
    const history = await app.request('/api/wallet/transactions?type=code', { headers: bearer(p.token) });
    expect(history.body.data.list).toHaveLength(1);
    expect(history.body.data.list[0]).toMatchObject({ type: 'code', amount: 0.5, memo: 'welcome' });
    // One personal notification, in the player's language.
    const notes = async () =>
      (await app.request('/api/message/notifications?type=1', { headers: { ...bearer(p.token), Language: 'de' } })).body
        .data.list;
    await until(notes, (l) => l.length > 0);
    expect((await notes()).map((n: { content: { title: string; text: string } }) => n.content)).toEqual([
      {
        title: 'Code eingelöst',
        text: '$0.50 wurde deinem Guthaben gutgeschrieben.',
        image: '',
        sign_contract: expect.any(String),
      },
    ]);
  });

  it('credits coins for a token code and opens the case of a box code', async () => {
    const p = await player();
    const coins = await redeem(p, 'COINS100');
    expect(coins.body.data).toMatchObject({ type: 'token', tokens: 100, amount: 0, open: null });
    expect((await balance(p)).score).toBe(100);

    const [boxCode] = await batch({ kind: 'box', box: 'test-pistols', amount: ZERO_MILLI });
    const box = await redeem(p, boxCode);
    expect(box.body.code).toBe(200);
    expect(box.body.data.type).toBe('box');
    expect(box.body.data.open.box_id).toBe('test-pistols');
    expect(box.body.data.open.list).toHaveLength(1);
    const drop = box.body.data.open.list[0];
    const owned = await app.database.pool.query(
      'select owner_id as user_id, source from items where knapsack_id = $1',
      [drop.knapsack_id],
    );
    expect(owned.rows[0]).toEqual({ user_id: p.id, source: 'promotion' });
    // The roll is one of the player's provably-fair rolls, listed with its inputs.
    const log = await app.request('/api/pfv_log', { headers: bearer(p.token) });
    expect(JSON.stringify(log.body.data)).toContain(String(drop.ticket));
  });

  it('answers the spec messages for unknown, expired and unmet codes, and changes nothing', async () => {
    const p = await player();
    expect((await redeem(p, 'NOPE-NOPE-NOPE')).body).toMatchObject({ code: 422, msg: 'Code does not exist' });
    const [expired] = await batch({ validDays: 1 }, new Date(Date.now() - 2 * 86_400_000));
    expect((await redeem(p, expired)).body).toMatchObject({ code: 422, msg: 'The code has expired' });
    const [rich] = await batch({ minDeposit: milli(5_000) });
    expect((await redeem(p, rich)).body).toMatchObject({
      code: 422,
      msg: 'Activity conditions not met, please recharge',
    });
    expect(await balance(p)).toEqual({ money: 0, score: 0 });
    await deposit(app, p.token, 5);
    const before = (await balance(p)).money;
    expect((await redeem(p, rich)).body.data).toMatchObject({ type: 'cash', amount: 2 });
    expect((await balance(p)).money).toBe(before + 2);
  });

  it('keeps new-account codes for new accounts', async () => {
    const p = await player();
    await app.database.pool.query(`update users set created_at = now() - interval '8 days' where id = $1`, [p.id]);
    await userEdited(app, p.id);
    expect((await redeem(p, 'DROPFORGE')).body.msg).toBe('Activity conditions not met, please recharge');
  });

  it('counts 50 parallel redemptions by one account once, and three times when the code allows three', async () => {
    const p = await player();
    const [once] = await batch({ uses: 1000, amount: milli(1_000) });
    const all = await Promise.all(Array.from({ length: 50 }, () => redeem(p, once)));
    expect(all.filter((r) => r.body.code === 200)).toHaveLength(1);
    expect(all.every((r) => r.body.code === 200 || r.body.msg === 'Code already used')).toBe(true);
    expect((await balance(p)).money).toBe(1);

    const [thrice] = await batch({ uses: 1000, perAccount: 3, amount: milli(1_000) });
    const more = await Promise.all(Array.from({ length: 50 }, () => redeem(p, thrice)));
    expect(more.filter((r) => r.body.code === 200)).toHaveLength(3);
    expect((await balance(p)).money).toBe(4);
  });

  it('redeems a code of N uses exactly N times across accounts', async () => {
    const [code] = await batch({ uses: 5, amount: milli(1_000) });
    const everyone = await Promise.all(Array.from({ length: 12 }, player));
    const all = await Promise.all(everyone.map((p) => redeem(p, code)));
    expect(all.filter((r) => r.body.code === 200)).toHaveLength(5);
    expect(all.filter((r) => r.status === 409)).toHaveLength(7);
    const used = await app.database.pool.query('select used from promo_codes where uses = 5 order by id desc limit 1');
    expect(used.rows[0].used).toBe(5);
    const paid = await app.database.pool.query(
      `select count(*)::int as n from ledger_tx where kind = 'code' and memo = 'test'`,
    );
    expect(paid.rows[0].n).toBeGreaterThanOrEqual(5);
  });

  it('answers 429 with the time to wait after 40 wrong codes, per account and per address', async () => {
    const a = await player();
    const b = await player();
    const ip = '10.77.0.1';
    for (let i = 0; i < 40; i++) expect((await redeem(a, `WRONG${i}XX`, ip)).status).toBe(422);
    const locked = await redeem(a, 'DROPFORGE', ip);
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/try again in \d+ seconds/);
    expect((await redeem(a, 'DROPFORGE', '10.77.0.2')).status).toBe(429);
    expect((await redeem(b, 'DROPFORGE', ip)).status).toBe(429);
    expect((await balance(a)).money).toBe(0);
    expect((await redeem(b, 'DROPFORGE', '10.77.0.3')).body.code).toBe(200);
  });

  it('refuses bad input with a 4xx and visitors with 401', async () => {
    const p = await player();
    for (const code of ['', 123, null, 'x'.repeat(65), { $ne: 1 }]) {
      const res = await redeem(p, code);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const visitor = await app.request('/api/user/cdkey', { method: 'POST', json: { code: 'DROPFORGE' } });
    expect(visitor.status).toBe(401);
  });
});

describe('npm run ops -- codes create', () => {
  type Outcome = { stdout: string; stderr: string; code?: number };
  const ops = (args: string[]): Promise<Outcome> => {
    const { SESSION_PEPPER: _p, COOKIE_SECRET: _c, ...inherited } = process.env;
    return run(tsx, ['server/scripts/ops.ts', ...args], {
      cwd: root,
      env: { ...inherited, DATABASE_URL: app.config.databaseUrl, DATA_DIR: app.config.dataDir },
    }).catch((e) => e as Outcome);
  };

  it('prints each new code alone on its own line, once, and they redeem', async () => {
    const out = await ops([
      'codes',
      'create',
      '--kind',
      'cash',
      '--amount',
      '1.25',
      '--uses',
      '2',
      '--per-account',
      '1',
      '--count',
      '3',
      '--campaign',
      'cli',
    ]);
    const lines = out.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(CODE);
    const stored = await app.database.pool.query(`select code_hash from promo_codes where campaign = 'cli'`);
    expect(stored.rows).toHaveLength(3);
    expect(JSON.stringify(stored.rows)).not.toContain(lines[0]!.replace(/-/g, ''));
    const p = await player();
    expect((await redeem(p, lines[0])).body.data.amount).toBe(1.25);
  });

  it('refuses bad options with a message and creates nothing', async () => {
    const before = (await app.database.pool.query('select count(*)::int as n from promo_codes')).rows[0].n;
    for (const args of [
      ['--kind', 'gold', '--amount', '1', '--uses', '1', '--per-account', '1'],
      ['--kind', 'cash', '--amount', '1.0001', '--uses', '1', '--per-account', '1'],
      ['--kind', 'box', '--box', 'no-such-case', '--uses', '1', '--per-account', '1'],
      ['--kind', 'cash', '--amount', '1', '--uses', '0', '--per-account', '1'],
    ]) {
      const out = await ops(['codes', 'create', ...args]);
      expect(out.code).toBe(2);
      expect(out.stdout).toBe('');
    }
    expect((await app.database.pool.query('select count(*)::int as n from promo_codes')).rows[0].n).toBe(before);
  });
});
