import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { type Child, startChild } from '../../../test/child';
import { grantItems } from '../../../test/items';
import { auditLedger } from '../wallet';
import { extract, itemState, player, someGoods, TEST_APP_OPTIONS, testSettings } from './withdrawals.test-kit';

/**
 * A child server is `kill -9`ed while one of its withdrawal steps runs (its job stays `active` in pg-boss). After a
 * restart, new withdrawals must go on at once, not when the dead instance's job expires, and the interrupted one
 * finishes exactly once.
 */
const settings = testSettings();
let app: TestApp;
const children: Child[] = [];

beforeAll(async () => {
  // The test's own instance runs no jobs: only the child servers take steps.
  app = await startTestApp({ ...TEST_APP_OPTIONS, withdrawals: settings }, { CAPTCHA_MODE: 'off', JOBS: 'false' });
  await app.catalog.import({ categories: ['pistol'] });
}, 90_000);
afterAll(async () => {
  for (const c of children) await c.kill9();
  await app?.close();
});

const child = async () => {
  const c = await startChild(app, { ...TEST_APP_OPTIONS, withdrawals: settings });
  children.push(c);
  return c;
};

async function extractOn(url: string, token: string, knapsackId: number): Promise<number> {
  const res = await fetch(`${url}/api/system_shop/extract`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ knapsack_id: [knapsackId] }),
  });
  const body = (await res.json()) as { code: number; data: { list: Array<{ id: number }> } };
  expect(body.code).toBe(200);
  return body.data.list[0]!.id;
}

const stateOf = async (id: number) =>
  (await app.database.pool.query('select state from withdrawals where id = $1', [id])).rows[0]?.state as string;

const activeJob = async (id: number) =>
  (
    await app.database.pool.query(
      `select count(*)::int as n from pgboss.job where name = 'withdrawal-step' and singleton_key = $1 and state = 'active'`,
      [`withdrawal:${id}`],
    )
  ).rows[0].n as number;

/**
 * Kills a child server in the middle of a step, restarts, makes a new withdrawal and checks both finish once;
 * answers the seconds from the restart to each success. `before` runs between the kill and the restart.
 */
async function crashAndRestart(before: (interrupted: number) => Promise<void> = async () => {}) {
  const goods = await someGoods(app);
  const p = await player(app);
  const [a, b] = await grantItems(app, p.id, [goods[0]!.id, goods[1]!.id]);
  // Recorded on the instance without workers: no step is queued until a child's boot sweep.
  const wa = (await extract(app, p.token, [a])).body.data.list[0].id as number;

  // The row is held, so the child's first step blocks inside its update: the job is active when the child dies.
  const holder: pg.PoolClient = await app.database.pool.connect();
  await holder.query('begin');
  await holder.query('select 1 from withdrawals where id = $1 for update', [wa]);
  const crashed = await child();
  await expect.poll(() => activeJob(wa), { timeout: 15_000, interval: 50 }).toBe(1);
  await crashed.kill9();
  await holder.query('rollback');
  holder.release();
  expect(await activeJob(wa)).toBe(1);
  await before(wa);

  const restarted = await child();
  const t0 = Date.now();
  const wb = await extractOn(restarted.url, p.token, b!);
  await expect.poll(() => stateOf(wb), { timeout: 15_000, interval: 100 }).toBe('success');
  const recoverySeconds = (Date.now() - t0) / 1000;
  await expect.poll(() => stateOf(wa), { timeout: 15_000, interval: 100 }).toBe('success');
  const interruptedSeconds = (Date.now() - t0) / 1000;
  console.info(
    `withdrawals after kill -9 and restart: new one done in ${recoverySeconds.toFixed(1)} s, ` +
      `interrupted one in ${interruptedSeconds.toFixed(1)} s`,
  );
  expect(recoverySeconds).toBeLessThan(10);

  // Each finished once: one success, the items withdrawn once, the ledger clean.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const item of [a!, b!]) expect(await itemState(app, item)).toBe('withdrawn');
  const rows = await app.database.pool.query(
    `select count(*)::int as n, count(*) filter (where state = 'success' and finished_at is not null)::int as done
       from withdrawals where user_id = $1`,
    [p.id],
  );
  expect(rows.rows[0]).toEqual({ n: 2, done: 2 });
  expect(await auditLedger(app.database.pool)).toEqual([]);
  for (const c of children.splice(0)) await c.kill9();
}

describe('a crash in the middle of a withdrawal step', () => {
  it('does not stall other withdrawals after a restart, and finishes the interrupted one once', async () => {
    await crashAndRestart();
  }, 120_000);

  it('does not stall either when the crashed instance ran the old stately queue', async () => {
    // What a crash of a version before decision 58 can leave: a stately queue, a stately job stuck active and the
    // withdrawal's next stately step queued beside it (by another instance's sweep).
    await crashAndRestart(async (interrupted) => {
      const pool = app.database.pool;
      await pool.query(`update pgboss.queue set policy = 'stately' where name = 'withdrawal-step'`);
      await pool.query(
        `update pgboss.job set policy = 'stately' where name = 'withdrawal-step' and state < 'completed'`,
      );
      await pool.query(
        `insert into pgboss.job (name, data, singleton_key, policy, expire_in)
         select name, data, singleton_key, 'stately', expire_in from pgboss.job
         where name = 'withdrawal-step' and singleton_key = $1 and state = 'active'`,
        [`withdrawal:${interrupted}`],
      );
    });
  }, 120_000);
});
