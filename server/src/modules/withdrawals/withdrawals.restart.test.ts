import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { grantItems } from '../../../test/items';
import { type Running, start } from '../../main';
import { auditLedger } from '../wallet';
import {
  extract,
  itemState,
  listen,
  player,
  someGoods,
  TEST_APP_OPTIONS,
  testSettings,
  waitForState,
} from './withdrawals.test-kit';

/**
 * The site stops in the middle of withdrawals and a new one starts on the same database: pg-boss jobs and the boot
 * sweep carry every withdrawal to its end, once. One withdrawal is made meanwhile on an instance without workers.
 */
const settings = testSettings({}, { stepMs: 1_500 });
let first: TestApp;
const others: Running[] = [];

/** Another instance on the first one's database and secrets. */
async function instance(env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const running = await start(
    {
      ...TEST_APP_OPTIONS,
      withdrawals: settings,
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: first.config.dataDir,
    },
    {
      NODE_ENV: 'test',
      DATABASE_URL: first.database.url,
      REDIS_URL: process.env.REDIS_URL,
      REDIS_PREFIX: first.config.redisPrefix,
      CAPTCHA_MODE: 'off',
      ...env,
    },
  );
  others.push(running);
  return running;
}

beforeAll(async () => {
  first = await startTestApp({ ...TEST_APP_OPTIONS, withdrawals: settings }, { CAPTCHA_MODE: 'off' });
  await first.catalog.import({ categories: ['pistol'] });
}, 90_000);
afterAll(async () => {
  for (const running of others) await running.stop();
  await first?.close();
});

describe('restart in the middle of withdrawals', () => {
  it('continues each withdrawal after a restart and finishes it once', async () => {
    const goods = await someGoods(first);
    const p = await player(first);
    const [a, b, c] = await grantItems(first, p.id, [goods[0]!.id, goods[1]!.id, goods[2]!.id]);
    const wa = (await extract(first, p.token, [a])).body.data.list[0].id as number;
    await waitForState(first, wa, 'ready');
    const wb = (await extract(first, p.token, [b])).body.data.list[0].id as number;
    await first.stop();
    expect((await first.database.pool.query('select 1').catch(() => null)) ?? 'closed').toBe('closed');

    // An instance without workers records a withdrawal and runs nothing.
    const noJobs = await instance({ JOBS: 'false' });
    const viaNoJobs = await fetch(`${noJobs.url}/api/system_shop/extract`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
      body: JSON.stringify({ knapsack_id: [c] }),
    });
    const wc = ((await viaNoJobs.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]!.id;
    const pool = noJobs.database.pool;
    const stateOf = async (id: number) =>
      (await pool.query('select state from withdrawals where id = $1', [id])).rows[0].state;
    expect(await stateOf(wb)).toBe('in_progress');
    expect(await stateOf(wc)).toBe('in_progress');

    // The second instance's workers may finish a due step while it is still booting: with Redis the feed listens
    // (through the instance without workers) before it starts; the memory bus only carries an instance's own messages.
    const early = process.env.REDIS_URL ? listen({ ...first, bus: noJobs.bus } as TestApp, p.id) : undefined;
    const second = await instance();
    const feed = early ?? listen({ ...first, bus: second.bus } as TestApp, p.id);
    const on = { ...first, database: second.database } as TestApp;
    for (const id of [wa, wb, wc]) await waitForState(on, id, 'success', 20_000);
    for (const item of [a, b, c]) expect(await itemState(on, item!)).toBe('withdrawn');
    // Steps queued twice (the stopped instance's job and the sweep's) finished each withdrawal once.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(feed.states(wa)).toEqual(['success']);
    expect(feed.states(wb).filter((s) => s === 'success')).toHaveLength(1);
    expect(feed.states(wc).filter((s) => s === 'success')).toHaveLength(1);
    const rows = await pool.query(
      `select count(*) filter (where finished_at is not null)::int as finished, count(*)::int as n
       from withdrawals where user_id = $1`,
      [p.id],
    );
    expect(rows.rows[0]).toEqual({ finished: 3, n: 3 });
    expect(await auditLedger(pool)).toEqual([]);
    feed.stop();
  }, 90_000);
});
