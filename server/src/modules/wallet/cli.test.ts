import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/auth';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  await registerUser(app, 'Opal', 'opal@example.com');
});
afterAll(() => app?.close());

type Outcome = { stdout: string; stderr: string; code?: number };
const cli = (script: string, args: string[]): Promise<Outcome> =>
  run('npx', ['tsx', `server/scripts/${script}.ts`, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: app.config.databaseUrl },
  }).catch((e) => e as Outcome);

describe('operator commands', () => {
  it('adjusts a balance against house:promotions and the audit passes', async () => {
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

  it('flags and unflags an account (flagged accounts cannot withdraw)', async () => {
    const flagged = async () =>
      (await app.database.pool.query(`select flagged from users where email = 'opal@example.com'`)).rows[0].flagged;
    expect((await cli('ops', ['flag', '--user', 'opal@example.com'])).stdout).toMatch(/^flagged Opal/);
    expect(await flagged()).toBe(true);
    expect((await cli('ops', ['unflag', '--user', 'OPAL@example.com'])).stdout).toMatch(/^unflagged Opal/);
    expect(await flagged()).toBe(false);
    const missing = await cli('ops', ['flag', '--user', 'nobody@example.com']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no such user/);
  }, 60_000);

  it('refuses to take more than the balance, and bad input', async () => {
    const out = await cli('ops', [
      'adjust',
      '--user',
      'opal@example.com',
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
      'opal@example.com',
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
    await app.database.pool.query(
      `update accounts set balance = balance + 7 where owner = 'user' and currency = 'money'`,
    );
    const audit = await cli('audit-ledger', []);
    expect(audit.code).toBe(1);
    expect(audit.stderr).toMatch(/ledger audit FAILED: each cached user balance equals the sum of its postings/);
    await app.database.pool.query(
      `update accounts set balance = balance - 7 where owner = 'user' and currency = 'money'`,
    );
  }, 60_000);
});
