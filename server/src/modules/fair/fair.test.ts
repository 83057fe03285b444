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

  it('rotates exactly once when 100 bare rotations arrive at once; the others say it was already rotated', async () => {
    const other = await registerUser(app, 'Bare', 'bare-rotations@example.com');
    const mine = async () =>
      (
        await app.database.pool.query(
          `select count(*)::int as n, count(*) filter (where active)::int as active from fair_seeds s
           join users u on u.id = s.user_id where u.email = 'bare-rotations@example.com'`,
        )
      ).rows[0];
    const seen = (await app.request('/api/pfv_api', { headers: bearer(other) })).body.data;
    const bare = () => app.request('/api/pfv_api', { method: 'POST', json: { rotate: true }, headers: bearer(other) });
    const answers = await Promise.all(Array.from({ length: 100 }, bare));
    const rotated = answers.filter((r) => r.status === 200);
    expect(rotated).toHaveLength(1);
    expect(rotated[0]!.body.data.previous.serverSeedHash).toBe(seen.serverSeedHash);
    for (const r of answers.filter((a) => a.status !== 200)) {
      expect(r.body).toEqual({
        code: 409,
        msg: 'Your seeds were just changed by another request, please reload them',
        data: null,
      });
    }
    expect(await mine()).toEqual({ n: 2, active: 1 });
    // A bare rotation a moment later still says so; once the last rotation is older than the grace, it rotates.
    expect((await bare()).status).toBe(409);
    await app.database.pool.query(
      `update fair_seeds set revealed_at = revealed_at - interval '1 minute'
        where user_id = (select id from users where email = 'bare-rotations@example.com') and revealed_at is not null`,
    );
    const later = await bare();
    expect(later.body.code).toBe(200);
    expect(later.body.data.previous.serverSeedHash).toBe(rotated[0]!.body.data.current.serverSeedHash);
    expect(await mine()).toEqual({ n: 3, active: 1 });
  });

  it('rotates at once when the request names the pair it saw, even right after another rotation', async () => {
    const now = await current();
    const named = await pfv({ rotate: true, serverSeedHash: now.serverSeedHash });
    expect(named.body.code).toBe(200);
    const again = await pfv({ rotate: true, serverSeedHash: named.body.data.current.serverSeedHash });
    expect(again.body.code).toBe(200);
    expect(again.body.data.previous.serverSeedHash).toBe(named.body.data.current.serverSeedHash);
  });

  it('says so in the request language', async () => {
    const res = await pfv({ rotate: true, serverSeedHash: 'f'.repeat(64) }, { language: 'de' });
    expect(res.body).toMatchObject({
      code: 409,
      msg: 'Deine Seeds wurden gerade durch eine andere Anfrage geändert, bitte lade sie neu',
    });
  });
});
