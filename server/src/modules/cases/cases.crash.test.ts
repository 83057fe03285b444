import { rmSync } from 'node:fs';
import { parseMilli } from '@dropforge/shared/domain';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { type Child, startChild } from '../../../test/child';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { fund } from '../../../test/wallet';
import { auditLedger } from '../wallet';

/**
 * A child server is `kill -9`ed while a case opening with an Idempotency-Key is in flight (its transaction waits on
 * the player's account, so it never commits). A retry with the same key must not be told "already handled" for a
 * day: once the dead request's claim on the key has lapsed, the retry opens the case, once.
 */
let app: TestApp;
let contentDir: string;
const children: Child[] = [];
const overrides = () => ({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'], contentDir });

beforeAll(async () => {
  contentDir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  app = await startTestApp(overrides(), { CAPTCHA_MODE: 'off', JOBS: 'false' });
  await app.catalog.import({ categories: ['pistol', 'rifle', 'smg', 'sniper', 'heavy', 'knife', 'gloves'] });
  app.cases.service.reload();
}, 90_000);
afterAll(async () => {
  for (const child of children) await child.kill9();
  await app?.close();
  rmSync(contentDir, { recursive: true, force: true });
});

const child = async () => {
  const c = await startChild(app, overrides());
  children.push(c);
  return c;
};

async function open(url: string, token: string, key: string) {
  const res = await fetch(`${url}/api/box/test-pistols/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key, ...bearer(token) },
    body: JSON.stringify({ number: 1 }),
  });
  return { status: res.status, body: (await res.json()) as any, replayed: res.headers.get('idempotent-replayed') };
}

/** Starts a child server, sends it an opening that waits on the held account, and kills it with SIGKILL. */
async function crashMidRequest(token: string, key: string): Promise<number> {
  const crashed = await child();
  void open(crashed.url, token, key).catch(() => undefined);
  await expect
    .poll(
      async () =>
        (
          await app.database.pool.query(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%accounts%'`,
          )
        ).rows[0].n,
      { timeout: 15_000, interval: 50 },
    )
    .toBeGreaterThan(0);
  await crashed.kill9();
  return Date.now();
}

describe('an Idempotency-Key in flight when the server dies', () => {
  it('lets the retry run the operation once instead of answering "already handled" for a day', async () => {
    const token = await registerUser(app, 'Crashed', 'crashed@example.com');
    const userId: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
    await fund(app, userId, 100_000);
    const price = parseMilli((await app.request('/api/box/test-pistols')).body.data.price);
    const money = async () => parseMilli((await app.request('/api/user', { headers: bearer(token) })).body.data.money);
    const before = await money();
    const key = 'open-during-crash';

    // The player's account is held, so the child's opening waits inside its transaction when it is killed.
    let killedAt = 0;
    const holder: pg.PoolClient = await app.database.pool.connect();
    try {
      await holder.query('begin');
      await holder.query(`select 1 from accounts where owner = 'user' and owner_id = $1 for update`, [userId]);
      killedAt = await crashMidRequest(token, key);
    } finally {
      await holder.query('rollback');
      holder.release();
    }

    const restarted = await child();
    const t0 = Date.now();
    let answer = await open(restarted.url, token, key);
    // Until the dead request's claim lapses the key is busy (409, nothing changes); then the retry runs.
    while (answer.status === 409 && Date.now() - t0 < 30_000) {
      expect(answer.body.msg).toBe('This request was already handled');
      expect(await money()).toBe(before);
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = await open(restarted.url, token, key);
    }
    const seconds = (Date.now() - t0) / 1000;
    const sinceKill = (Date.now() - killedAt) / 1000;
    console.info(
      `idempotency key after kill -9: the retry answered ${answer.status} ${seconds.toFixed(1)} s after the restart, ` +
        `${sinceKill.toFixed(1)} s after the kill`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(200);
    expect(await money()).toBe(before - price);

    // The next retry replays the answer and debits nothing more.
    const again = await open(restarted.url, token, key);
    expect(again.replayed).toBe('true');
    expect(again.body).toEqual(answer.body);
    expect(await money()).toBe(before - price);
    const opens = await app.database.pool.query(
      `select count(*)::int as n from ledger_tx where kind = 'case' and user_id = $1`,
      [userId],
    );
    expect(opens.rows[0].n).toBe(1);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  }, 120_000);

  it("keeps a running call's key while it lasts longer than the lease: the retry is told to wait", async () => {
    const token = await registerUser(app, 'SlowOpen', 'slow-open@example.com');
    const userId: number = (await app.request('/api/user', { headers: bearer(token) })).body.data.id;
    await fund(app, userId, 100_000);
    const price = parseMilli((await app.request('/api/box/test-pistols')).body.data.price);
    const money = async () => parseMilli((await app.request('/api/user', { headers: bearer(token) })).body.data.money);
    const before = await money();

    const holder: pg.PoolClient = await app.database.pool.connect();
    let first: Promise<Awaited<ReturnType<typeof open>>> | undefined;
    try {
      await holder.query('begin');
      await holder.query(`select 1 from accounts where owner = 'user' and owner_id = $1 for update`, [userId]);
      first = open(app.url, token, 'slow-open');
      // Longer than the 10 s lease: only its renewals keep the key.
      await new Promise((resolve) => setTimeout(resolve, 13_000));
      const retry = await open(app.url, token, 'slow-open');
      expect(retry.status).toBe(409);
      expect(retry.body.msg).toBe('This request was already handled');
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    const answer = await first;
    expect(answer?.status).toBe(200);
    const replay = await open(app.url, token, 'slow-open');
    expect(replay.replayed).toBe('true');
    expect(replay.body).toEqual(answer?.body);
    expect(await money()).toBe(before - price);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  }, 60_000);
});
