import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { stepAt, totpAt } from './totp';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../../../..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({}, { CAPTCHA_MODE: 'off' });
});
afterAll(() => app?.close());

type Outcome = { stdout: string; stderr: string; code?: number };
/** The CLI reads the site's pepper from the data directory, as on a server (no SESSION_PEPPER given). */
const ops = (args: string[]): Promise<Outcome> => {
  const { SESSION_PEPPER: _pepper, ...inherited } = process.env;
  return run(tsx, ['server/scripts/ops.ts', ...args], {
    cwd: root,
    env: { ...inherited, DATABASE_URL: app.config.databaseUrl, DATA_DIR: app.config.dataDir },
  }).catch((e) => e as Outcome);
};

describe('npm run ops -- operator create', () => {
  it('prints a first password, the TOTP secret, its otpauth URI and a QR once; they sign in', async () => {
    const out = await ops(['operator', 'create', '--email', 'Cli.Admin@ops.example.com', '--role', 'finance']);
    expect(out.stdout).toMatch(/operator #\d+ cli\.admin@ops\.example\.com \(finance\) created/);
    const password = /first password: (\S+)/.exec(out.stdout)![1]!;
    const secret = /TOTP secret:\s+([A-Z2-7]+)/.exec(out.stdout)![1]!;
    expect(secret).toHaveLength(32);
    expect(out.stdout).toContain(`otpauth://totp/Dropforge%20Ops%3Acli.admin%40ops.example.com?secret=${secret}`);
    expect(out.stdout).toMatch(/[▀▄█]{20,}/);
    const stored = await app.database.pool.query('select password_hash from operators where email = $1', [
      'cli.admin@ops.example.com',
    ]);
    expect(stored.rows[0].password_hash).not.toContain(password);

    const login = await app.request('/api/ops/login', {
      method: 'POST',
      json: { email: 'cli.admin@ops.example.com', password, totp: totpAt(secret, stepAt(Date.now())) },
    });
    expect(login.body.data.operator).toMatchObject({ role: 'finance' });

    const again = await ops(['operator', 'create', '--email', 'cli.admin@ops.example.com', '--role', 'admin']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already exists/);
    const badRole = await ops(['operator', 'create', '--email', 'x@ops.example.com', '--role', 'root']);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/--role must be one of admin, support, finance, content/);
  });
});
