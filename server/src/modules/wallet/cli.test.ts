import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { milli } from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/auth';
import { wallet } from './index';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
// tsx itself, not through npx (whose start-up costs about a second per command).
const tsx = join(root, 'node_modules', '.bin', 'tsx');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
});
afterAll(() => app?.close());

type Outcome = { stdout: string; stderr: string; code?: number };
const cli = (script: string, args: string[]): Promise<Outcome> =>
  run(tsx, [`server/scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: app.config.databaseUrl },
  }).catch((e) => e as Outcome);

describe('operator commands', () => {
  // Each test registers the player it works on: none depends on what another left behind.
  it('adjusts a balance against house:promotions and the audit passes', async () => {
    await registerUser(app, 'Opal', 'opal@example.com');
    const out = await cli('ops', [
      'adjust',
      '--user',
      'opal@example.com',
      '--currency',
      'money',
      '--amount',
      '12.5',
      '--reason',
      'welcome gift',
    ]);
    expect(out.stdout).toMatch(/balance now 12.5/);
    const profile = await app.database.pool.query(
      `select balance from accounts a join users u on u.id = a.owner_id where u.email = 'opal@example.com' and a.name = 'main' and a.currency = 'money'`,
    );
    expect(Number(profile.rows[0].balance)).toBe(12_500);
    const memo = await app.database.pool.query(`select memo, kind from ledger_tx order by id desc limit 1`);
    expect(memo.rows[0]).toEqual({ memo: 'welcome gift', kind: 'adjustment' });
    const audit = await cli('audit-ledger', []);
    expect(audit.stdout).toMatch(/ledger audit passed/);
  }, 60_000);

  it('takes a liabilities snapshot on demand that the site then publishes', async () => {
    await registerUser(app, 'Garnet', 'garnet@example.com');
    await cli('ops', [
      'adjust',
      '--user',
      'garnet@example.com',
      '--currency',
      'money',
      '--amount',
      '3',
      '--reason',
      'gift',
    ]);
    const out = await cli('ops', ['liabilities', 'snapshot']);
    expect(out.stdout).toMatch(/^money +\d+ leaves {2}total [\d.]+ {2}root [0-9a-f]{64}/m);
    const published = (await app.request('/api/transparency/liabilities')).body.data.list;
    expect(published.map((p: { currency: string }) => p.currency)).toEqual(['money', 'shop_score', 'score']);
    expect(out.stdout).toContain(published[0].root);
    expect((await cli('ops', ['liabilities', 'nope'])).code).toBe(2);
  }, 60_000);

  it('flags and unflags an account (flagged accounts cannot withdraw)', async () => {
    await registerUser(app, 'Jade', 'jade@example.com');
    const flagged = async () =>
      (await app.database.pool.query(`select flagged from users where email = 'jade@example.com'`)).rows[0].flagged;
    expect((await cli('ops', ['flag', '--user', 'jade@example.com'])).stdout).toMatch(/^flagged Jade/);
    expect(await flagged()).toBe(true);
    expect((await cli('ops', ['unflag', '--user', 'JADE@example.com'])).stdout).toMatch(/^unflagged Jade/);
    expect(await flagged()).toBe(false);
    const missing = await cli('ops', ['flag', '--user', 'nobody@example.com']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no such user/);
  }, 60_000);

  it('refuses to take more than the balance, and bad input', async () => {
    await registerUser(app, 'Onyx', 'onyx@example.com');
    const out = await cli('ops', [
      'adjust',
      '--user',
      'onyx@example.com',
      '--currency',
      'money',
      '--amount',
      '-100',
      '--reason',
      'x',
    ]);
    expect(out.code).toBe(1);
    expect(out.stderr).toMatch(/insufficient_balance/);
    const bad = await cli('ops', [
      'adjust',
      '--user',
      'onyx@example.com',
      '--currency',
      'gold',
      '--amount',
      '1',
      '--reason',
      'x',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/unknown currency/);
  }, 60_000);

  it('exits non-zero naming the first violation', async () => {
    await registerUser(app, 'Ruby', 'ruby@example.com');
    const ruby = (await app.database.pool.query(`select id from users where email = 'ruby@example.com'`)).rows[0].id;
    await app.database.withTx((t) =>
      wallet.credit(t, {
        userId: ruby,
        currency: 'money',
        amount: milli(5_000),
        from: 'promotions',
        kind: 'adjustment',
        key: `cli-test:${ruby}`,
        ref: { kind: 'test', id: 'cli' },
      }),
    );
    const drift = (sign: '+' | '-') =>
      app.database.pool.query(
        `update accounts set balance = balance ${sign} 7 where owner = 'user' and owner_id = $1 and currency = 'money'`,
        [ruby],
      );
    await drift('+');
    const audit = await cli('audit-ledger', []);
    expect(audit.code).toBe(1);
    expect(audit.stderr).toMatch(/ledger audit FAILED: each cached user balance equals the sum of its postings/);
    await drift('-');
  }, 60_000);
});
