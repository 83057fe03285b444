import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { fakeWebDist } from '../../../test/web-dist';

const LIMITS = { max: 3, readMax: 4, moneyMax: 2, windowMs: 60_000 };
const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1'];

/** Statuses of `n` sequential calls. */
async function statuses(n: number, call: () => Promise<{ status: number }>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call()).status);
  return out;
}

describe('rate limits per group, per account or IP', () => {
  let app: TestApp;
  let dist: Awaited<ReturnType<typeof fakeWebDist>>;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    dist = await fakeWebDist();
    app = await startTestApp({ rateLimit: LIMITS, webDist: dist.dir }, { CAPTCHA_MODE: 'off' });
    alice = await registerUser(app, 'Alice', 'alice@example.com');
    bob = await registerUser(app, 'Bob', 'bob@example.com');
  }, 120_000);
  afterAll(() => app?.close());

  it('answers 429 with Retry-After and retry_after once a visitor spends the read limit', async () => {
    let last: Awaited<ReturnType<TestApp['request']>> | undefined;
    for (let i = 0; i < LIMITS.readMax + 1; i++) {
      last = await app.request('/api/banner', { headers: { Language: 'en' } });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    const seconds = Number(last?.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(last?.body).toEqual({
      code: 429,
      msg: `Too many requests, please try again in ${seconds} seconds`,
      data: { retry_after: seconds },
    });
  });

  it('never limits files, pictures or the app while the API is limited', async () => {
    expect((await app.request('/api/banner')).status).toBe(429);
    const paths = [dist.script, dist.preload, '/', '/de/mall', '/no-such-page', '/favicon.ico', '/robots.txt'];
    for (const path of paths) {
      const seen = await statuses(15, async () => {
        const res = await fetch(`${app.url}${path}`);
        await res.arrayBuffer();
        return res;
      });
      expect({ path, limited: seen.includes(429) }).toEqual({ path, limited: false });
    }
    const head = await fetch(`${app.url}/`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const picture = await fetch(`${app.url}/img/goods/999999999/none`);
    expect(picture.status).not.toBe(429);
  });

  it('keeps groups apart: a visitor out of reads may still write', async () => {
    expect((await app.request('/api/banner')).status).toBe(429);
    const out = await app.request('/api/user/logout', { method: 'POST' });
    expect(out.status).toBe(200);
  });

  it('counts a signed-in player against the account, not the address', async () => {
    expect((await app.request('/api/banner')).status).toBe(429);
    const me = () => app.request('/api/user', { headers: bearer(alice) });
    expect(await statuses(LIMITS.readMax + 1, me)).toEqual([...Array(LIMITS.readMax).fill(200), 429]);
    // Another account on the same address has a bucket of its own.
    expect((await app.request('/api/user', { headers: bearer(bob) })).status).toBe(200);
  });

  it('holds calls that move money to the strict money limit, GET purchases included', async () => {
    const sell = () => app.request('/api/system_shop/sell', { method: 'POST', headers: bearer(alice), json: {} });
    const buy = () => app.request('/api/system_shop/999999/buy', { headers: bearer(alice) });
    const first = await statuses(LIMITS.moneyMax, sell);
    expect(first.every((s) => s !== 429)).toBe(true);
    expect((await buy()).status).toBe(429);
    expect((await sell()).status).toBe(429);
    // Other writes of the same player are a separate group.
    const seed = await app.request('/api/pfv_api', { method: 'POST', headers: bearer(alice), json: {} });
    expect(seed.status).not.toBe(429);
    // And the money limit is per account.
    const bobSells = await app.request('/api/system_shop/sell', { method: 'POST', headers: bearer(bob), json: {} });
    expect(bobSells.status).not.toBe(429);
  });

  it('limits other writes per account at RATE_LIMIT_MAX', async () => {
    const write = () => app.request('/api/pfv_api', { method: 'POST', headers: bearer(bob), json: {} });
    const seen = await statuses(LIMITS.max + 1, write);
    expect(seen.slice(0, LIMITS.max).includes(429)).toBe(false);
    expect(seen[LIMITS.max]).toBe(429);
  });
});

describe('trusted addresses', () => {
  let app: TestApp;
  let carol: string;
  beforeAll(async () => {
    app = await startTestApp({ rateLimit: LIMITS, trustedIps: LOOPBACK }, { CAPTCHA_MODE: 'off' });
    carol = await registerUser(app, 'Carol', 'carol@example.com');
  }, 120_000);
  afterAll(() => app?.close());

  it('skip per-IP limits but never per-account ones', async () => {
    const visitor = await statuses(LIMITS.readMax * 3, () => app.request('/api/banner'));
    expect(visitor.includes(429)).toBe(false);
    const player = await statuses(LIMITS.readMax + 1, () => app.request('/api/user', { headers: bearer(carol) }));
    expect(player).toEqual([...Array(LIMITS.readMax).fill(200), 429]);
  });
});
