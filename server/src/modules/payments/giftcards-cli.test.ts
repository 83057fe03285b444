import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { auditLedger } from '../wallet';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
// tsx itself, not through npx (whose start-up costs about a second per command).
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const CODE = /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/;
let app: TestApp;
let token: string;

beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
  token = await registerUser(app, 'Gifty', 'gifty@example.com');
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

type Outcome = { stdout: string; stderr: string; code?: number };
/**
 * Runs `npm run ops -- …` the way an operator would, against the test app's database. The app generated
 * its secrets in a temporary DATA_DIR; the command gets that DATA_DIR too, so it never writes the repository's
 * `.data/secrets.json`, and `env` can hand it SESSION_PEPPER explicitly or leave it to be read from there.
 */
const ops = (args: string[], env: NodeJS.ProcessEnv = {}): Promise<Outcome> => {
  const { SESSION_PEPPER: _pepper, COOKIE_SECRET: _cookie, ...inherited } = process.env;
  return run(tsx, ['server/scripts/ops.ts', ...args], {
    cwd: root,
    env: { ...inherited, DATABASE_URL: app.config.databaseUrl, DATA_DIR: app.config.dataDir, ...env },
  }).catch((e) => e as Outcome);
};
const codesOf = (out: Outcome) => out.stdout.split('\n').filter(Boolean);
const redeem = (code: string) =>
  app.request('/api/system_shop/recharge', {
    method: 'POST',
    json: { amount: 10, payment_id: 'giftcard', code },
    headers: bearer(token),
  });
const money = async () => (await app.request('/api/user', { headers: bearer(token) })).body.data.money;

describe('npm run ops -- giftcards', () => {
  it('prints new codes one per line, redeemable once through the recharge endpoint', async () => {
    const out = await ops(['giftcards', '--count', '3', '--amount', '10'], {
      SESSION_PEPPER: app.config.sessionPepper,
      COOKIE_SECRET: app.config.cookieSecret,
    });
    expect(out.code ?? 0).toBe(0);
    const codes = codesOf(out);
    expect(codes).toHaveLength(3);
    for (const code of codes) expect(code).toMatch(CODE);
    expect(new Set(codes).size).toBe(3);
    expect(out.stderr).toMatch(/created 3 gift card\(s\) of \$10\.00/);
    const stored = await app.database.pool.query(
      `select count(*)::int as n from gift_cards where state = 'active' and amount = 10000`,
    );
    expect(stored.rows[0].n).toBe(3);

    const first = await redeem(codes[0]!);
    expect(first.body.code).toBe(200);
    expect(await money()).toBe(12.5); // $10 + 20 % bonus + the VIP level 1 reward
    expect((await redeem(codes[0]!)).body.msg).toBe('Code already used');
    expect(await money()).toBe(12.5);
  }, 60_000);

  it('uses the pepper of the server it serves: the generated one under DATA_DIR in development', async () => {
    const out = await ops(['giftcards', '--count', '1', '--amount', '5.5'], { NODE_ENV: 'development' });
    expect(out.code ?? 0).toBe(0);
    const [code] = codesOf(out);
    expect(code).toMatch(CODE);
    expect((await redeem(code!)).body.code).toBe(200);
    expect(await money()).toBe(19.1); // 12.5 + 5.5 + 1.1 bonus
  }, 60_000);

  it('refuses bad input and keeps `adjust` working', async () => {
    const zero = await ops(['giftcards', '--count', '0', '--amount', '10']);
    expect(zero.code).toBe(2);
    expect(zero.stderr).toMatch(/--count must be a whole number/);
    const bad = await ops(['giftcards', '--count', '2', '--amount', '1.2345']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/not an amount/);
    const missing = await ops(['giftcards', '--count', '2']);
    expect(missing.code).toBe(2);
    const unknown = await ops(['refund']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/unknown command: refund/);
    const stored = await app.database.pool.query(`select count(*)::int as n from gift_cards`);
    expect(stored.rows[0].n).toBe(4);

    const adjusted = await ops([
      'adjust',
      '--user',
      'gifty@example.com',
      '--currency',
      'money',
      '--amount',
      '-0.6',
      '--reason',
      'rounding',
    ]);
    expect(adjusted.stdout).toMatch(/balance now 18.5(\s|$)/);
  }, 60_000);
});
