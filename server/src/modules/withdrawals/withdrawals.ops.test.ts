import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer } from '../../../test/auth';
import { grantItems } from '../../../test/items';
import { stepAt, totpAt } from '../ops';
import { auditLedger } from '../wallet';
import { extract, itemState, player, someGoods, TEST_APP_OPTIONS, testSettings } from './withdrawals.test-kit';

/** The console's withdrawal queue: this instance runs no jobs, so a withdrawal waits unbought until told. */
let app: TestApp;
let support: string;
let content: string;

const ops = (path: string, token: string, json?: unknown) =>
  app.request(path, json === undefined ? { headers: bearer(token) } : { method: 'POST', json, headers: bearer(token) });

async function signIn(role: 'support' | 'content') {
  const o = await app.ops.operators.create(`${role}-wd@ops.example.com`, role);
  const res = await app.request('/api/ops/login', {
    method: 'POST',
    json: { email: o.operator.email, password: o.password, totp: totpAt(o.secret, stepAt(Date.now())) },
  });
  return res.body.data.token as string;
}

beforeAll(async () => {
  app = await startTestApp(
    { ...TEST_APP_OPTIONS, withdrawals: testSettings() },
    { CAPTCHA_MODE: 'off', JOBS: 'false' },
  );
  await app.catalog.import({ categories: ['pistol'] });
  support = await signIn('support');
  content = await signIn('content');
}, 90_000);
afterAll(async () => {
  await app?.close();
});

describe('withdrawal queue', () => {
  it('lists by state, cancels an unbought withdrawal once with the item back, and retries an active one', async () => {
    const p = await player(app);
    const [goods] = await someGoods(app);
    const [item] = await grantItems(app, p.id, [goods!.id]);
    const extracted = await extract(app, p.token, [item]);
    expect(extracted.body.code).toBe(200);
    const id = extracted.body.data.list[0].id as number;
    const queue = (await ops('/api/ops/withdrawals?state=in_progress', support)).body.data;
    expect(queue.list[0]).toMatchObject({ id, user_id: p.id, state: 'in_progress', purchased: false });
    const summary = (await ops('/api/ops/withdrawals/summary', support)).body.data;
    expect(summary.counts.in_progress).toBeGreaterThanOrEqual(1);
    // The sandbox has no account on a market: no balance, and no error either.
    expect(summary.providers.find((x: { name: string }) => x.name === 'sandbox')).toMatchObject({
      configured: true,
      balance: null,
      balance_error: null,
    });
    expect((await ops('/api/ops/withdrawals', content)).status).toBe(403);

    expect((await ops(`/api/ops/withdrawals/${id}/retry`, support, {})).body.code).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ops(`/api/ops/withdrawals/${id}/cancel`, support, { reason: 'player asked' })),
    );
    expect(answers.filter((a) => a.body.code === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.code !== 200)) expect(a.status).toBe(409);
    expect(await itemState(app, item!)).toBe('owned');
    const audit = await app.database.pool.query(`select action, after from ops_audit where target = $1 order by id`, [
      `withdrawal:${id}`,
    ]);
    expect(audit.rows.map((r) => r.action)).toEqual(['withdrawal.retry', 'withdrawal.cancel']);
    expect((await ops(`/api/ops/withdrawals/${id}/retry`, support, {})).status).toBe(409);
    expect((await ops('/api/ops/withdrawals/999999/cancel', support, { reason: 'player asked' })).status).toBe(404);
    expect(await auditLedger(app.database.pool)).toEqual([]);
  });

  it('refuses to cancel a withdrawal the marketplace may have bought', async () => {
    const p = await player(app);
    const [goods] = await someGoods(app);
    const [item] = await grantItems(app, p.id, [goods!.id]);
    const id = (await extract(app, p.token, [item])).body.data.list[0].id as number;
    await app.database.pool.query('update withdrawals set attempts = 1 where id = $1', [id]);
    const refused = await ops(`/api/ops/withdrawals/${id}/cancel`, support, { reason: 'player asked' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('This withdrawal was bought on the marketplace and cannot be cancelled');
    expect(await itemState(app, item!)).toBe('withdrawing');
  });
});
