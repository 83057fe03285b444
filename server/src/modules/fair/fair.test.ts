import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp({}, { CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '1000' });
  token = await registerUser(app, 'Roland', 'roland@example.com');
});
afterAll(() => app?.close());

const pfv = (json: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/pfv_api', { method: 'POST', json, headers: { ...bearer(token), ...headers } });

describe('seed rotation (issue 16)', () => {
  const seeds = async () =>
    (
      await app.database.pool.query(
        `select count(*)::int as n, count(*) filter (where active)::int as active from fair_seeds s
         join users u on u.id = s.user_id where u.email = 'roland@example.com'`,
      )
    ).rows[0];
  const current = async () => (await app.request('/api/pfv_api', { headers: bearer(token) })).body.data;

  it('rotates exactly once when 100 rotations of the same pair arrive at once; the others say so', async () => {
    const first = await current();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => pfv({ rotate: true, serverSeedHash: first.serverSeedHash })),
    );
    const rotated = answers.filter((r) => r.status === 200);
    expect(rotated).toHaveLength(1);
    expect(rotated[0]!.body.data.previous.serverSeedHash).toBe(first.serverSeedHash);
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect(r.body).toMatchObject({
        code: 409,
        msg: 'Your seeds were just changed by another request, please reload them',
      });
    }
    expect(await seeds()).toEqual({ n: 2, active: 1 });
    expect((await current()).serverSeedHash).toBe(rotated[0]!.body.data.current.serverSeedHash);
  });

  it('never answers 200 without rotating: every 200 retired a pair of its own', async () => {
    const before = await seeds();
    const answers = await Promise.all(Array.from({ length: 100 }, () => pfv({ rotate: true })));
    const rotated = answers.filter((r) => r.status === 200);
    const retired = new Set(rotated.map((r) => r.body.data.previous?.serverSeedHash));
    expect(retired.size).toBe(rotated.length);
    expect(retired.has(undefined)).toBe(false);
    for (const r of answers.filter((a) => a.status !== 200)) expect(r.status).toBe(409);
    expect(await seeds()).toEqual({ n: before.n + rotated.length, active: 1 });
  });

  it('says so in the request language', async () => {
    const res = await pfv({ rotate: true, serverSeedHash: 'f'.repeat(64) }, { language: 'de' });
    expect(res.body).toMatchObject({
      code: 409,
      msg: 'Deine Seeds wurden gerade durch eine andere Anfrage geändert, bitte lade sie neu',
    });
  });
});
