import { rmSync } from 'node:fs';
import type { OpsRole } from '@dropforge/shared/contract';
import { expect } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { createManualClock } from '../../../test/clock';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';
import { stepAt, totpAt } from './totp';

export type OpsKit = Awaited<ReturnType<typeof startOpsKit>>;

/**
 * A console test app: content with the test pistol case, an operator of each role (signed in on first use, the
 * manual clock moving 30 s per sign-in so each has a fresh code) and helpers for requests and the audit log.
 */
export async function startOpsKit(env: Record<string, string> = {}) {
  const clock = createManualClock();
  const contentDir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  const app: TestApp = await startTestApp(
    { contentDir, trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    {
      CAPTCHA_MODE: 'off',
      RTP_DRAIN_MS: '60000',
      LIABILITIES_EVERY_HOURS: '0',
      OPS_LOGIN_PER_MINUTE: '1000',
      ...env,
    },
    { clock },
  );
  await app.catalog.import({ categories: ['pistol'] });
  app.cases.service.reload();
  const made: Record<string, { email: string; password: string; secret: string; token?: string }> = {};
  for (const role of ['admin', 'support', 'finance', 'content'] as const) {
    const created = await app.ops.operators.create(`${role}@ops.example.com`, role);
    made[role] = { email: created.operator.email, password: created.password, secret: created.secret };
  }
  const request = (path: string, token: string | undefined, init: { method?: string; json?: unknown } = {}) =>
    app.request(path, { ...init, headers: token ? bearer(token) : {} } as RequestInit & { json?: unknown });

  /** A code for the operator's next unused step (the clock moves 30 s so each sign-in has a fresh code). */
  const code = (secret: string) => {
    clock.advance(30_000);
    return totpAt(secret, stepAt(clock.now()));
  };
  async function operator(role: OpsRole) {
    const o = made[role]!;
    if (o.token) return o.token;
    const res = await request('/api/ops/login', undefined, {
      method: 'POST',
      json: { email: o.email, password: o.password, totp: code(o.secret) },
    });
    expect(res.body.code).toBe(200);
    o.token = res.body.data.token as string;
    return o.token;
  }
  let players = 0;
  return {
    app,
    clock,
    /** Each role's first password and TOTP secret (and its token once signed in). */
    made,
    code,
    operator,
    get: async (role: OpsRole, path: string) => request(path, await operator(role)),
    post: async (role: OpsRole, path: string, json: unknown = {}) =>
      request(path, await operator(role), { method: 'POST', json }),
    q: async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await app.database.pool.query(text, params)).rows as T[],
    lastAudit: async () =>
      (
        await app.database.pool.query<{ action: string; target: string; before: unknown; after: unknown }>(
          'select * from ops_audit order by id desc limit 1',
        )
      ).rows[0]!,
    /** A new registered player: its token and id. */
    async player() {
      players += 1;
      const token = await registerUser(app, `OpsKitP${players}`, `opskit${players}@example.com`);
      const id = (await app.request('/api/user', { headers: bearer(token) })).body.data.id as number;
      return { token, id };
    },
    async close() {
      await app.close();
      rmSync(contentDir, { recursive: true, force: true });
    },
  };
}
