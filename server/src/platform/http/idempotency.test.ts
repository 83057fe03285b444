import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { fund } from '../../../test/wallet';

/**
 * The Idempotency-Key's record commits or rolls back with the operation (DESIGN §6): whatever the key-value store
 * lost (a lease lapsed in a crash, Redis flushed), a retry replays what committed and runs what did not.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp(
    {
      trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
      contentDir: contentWithCases({ 'test-single': TEST_PISTOL_CASE }),
    },
    { CAPTCHA_MODE: 'off', BATTLE_ROUND_MS: '60000' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
});
afterAll(() => app?.close());

let players = 0;
async function player(a: TestApp, balance = 100_000) {
  players += 1;
  const name = `Idem${players}${Math.random().toString(36).slice(2, 7)}`;
  const token = await registerUser(a, name, `${name.toLowerCase()}@example.com`);
  const id: number = (await a.request('/api/user', { headers: bearer(token) })).body.data.id;
  if (balance > 0) await fund(a, id, balance);
  return { token, id };
}

const BODY = { boxes: ['test-single'], players: 2, mode: 'standard' };
const create = (token: string, key: string) =>
  app.request('/api/battle', { method: 'POST', headers: { ...bearer(token), 'Idempotency-Key': key }, json: BODY });
/** What the store knows of a key disappears, as when a crashed call's lease lapses or Redis loses its data. */
const forget = (token: string, key: string) => {
  const scope = createHash('sha256').update(`t:${token}`).digest('hex').slice(0, 32);
  return app.store.delete(`idem:${scope}:${key}`);
};
const battlesOf = async (id: number) =>
  Number(
    (await app.database.pool.query('select count(*)::int as n from battles where creator_id = $1', [id])).rows[0].n,
  );
const record = async (key: string) =>
  (await app.database.pool.query('select status from idempotency_records where key = $1', [key])).rows;

describe('Idempotency-Key record in the operation’s transaction', () => {
  it('replays a committed operation even when the store forgot the key', async () => {
    const alice = await player(app);
    const first = await create(alice.token, 'tx-commit-1');
    expect(first.body.code).toBe(200);
    await forget(alice.token, 'tx-commit-1');
    const retry = await create(alice.token, 'tx-commit-1');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await battlesOf(alice.id)).toBe(1);
    expect(await record('tx-commit-1')).toEqual([{ status: 200 }]);
  });

  it('leaves no record when the operation rolls back, so the retry runs it', async () => {
    const bob = await player(app, 0);
    const refused = await create(bob.token, 'tx-rollback-1');
    expect(refused.status).toBe(422);
    expect(await record('tx-rollback-1')).toEqual([]);
    await fund(app, bob.id, 100_000);
    await forget(bob.token, 'tx-rollback-1');
    const retry = await create(bob.token, 'tx-rollback-1');
    expect(retry.body.code).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await battlesOf(bob.id)).toBe(1);
  });

  it('rebuilds the answer of an operation that committed before its answer was stored, and runs nothing', async () => {
    const carol = await player(app);
    const first = await create(carol.token, 'tx-lost-answer');
    expect(first.body.code).toBe(200);
    // A crash between the commit and the answer: the record and the battle id it noted are there, the answer is not.
    await app.database.pool.query(
      `update idempotency_records set status = null, body = null where key = 'tx-lost-answer'`,
    );
    await forget(carol.token, 'tx-lost-answer');
    const retry = await create(carol.token, 'tx-lost-answer');
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data.id).toBe(first.body.data.id);
    expect(await battlesOf(carol.id)).toBe(1);
    expect(await record('tx-lost-answer')).toEqual([{ status: 200 }]);
  });

  it('answers 409 for a committed operation whose route cannot rebuild a lost answer', async () => {
    const dan = await player(app);
    const id = (await create(dan.token, 'tx-leave-create')).body.data.id;
    const leave = () =>
      app.request(`/api/battle/${id}/leave`, {
        method: 'POST',
        headers: { ...bearer(dan.token), 'Idempotency-Key': 'tx-leave' },
      });
    expect((await leave()).body.code).toBe(200);
    await app.database.pool.query(`update idempotency_records set status = null, body = null where key = 'tx-leave'`);
    await forget(dan.token, 'tx-leave');
    const retry = await leave();
    expect(retry.status).toBe(409);
    expect(retry.body.msg).toBe('This request was already handled');
  });

  it('refuses another body under a committed key', async () => {
    const dave = await player(app);
    expect((await create(dave.token, 'tx-other-body')).body.code).toBe(200);
    await forget(dave.token, 'tx-other-body');
    const other = await app.request('/api/battle', {
      method: 'POST',
      headers: { ...bearer(dave.token), 'Idempotency-Key': 'tx-other-body' },
      json: { ...BODY, players: 3 },
    });
    expect(other.status).toBe(409);
    expect(other.body.msg).toBe('This Idempotency-Key was used for a different request');
    expect(await battlesOf(dave.id)).toBe(1);
  });

  it('runs 30 parallel copies once and records one answer', async () => {
    const erin = await player(app);
    const all = await Promise.all(Array.from({ length: 30 }, () => create(erin.token, 'tx-burst')));
    const ok = all.filter((r) => r.body.code === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.data.id)).size).toBe(1);
    expect(all.every((r) => r.body.code === 200 || r.status === 409)).toBe(true);
    expect(await battlesOf(erin.id)).toBe(1);
    expect(await record('tx-burst')).toEqual([{ status: 200 }]);
  });
});
