import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Browser, backTo, type Harness, newSteamId, START, startHarness } from './test-harness';

let h: Harness;

beforeAll(async () => {
  h = await startHarness({ timeoutMs: 400 });
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => {
  h.steam.mode = 'honest';
});

type Fields = Array<[string, string]>;
const get = (fields: Fields, name: string) => fields.find(([k]) => k === `openid.${name}`)![1];
const put = (fields: Fields, name: string, value: string): Fields =>
  fields.map(([k, v]) => [k, k === `openid.${name}` ? value : v]);

/** Starts a real attempt and answers the browser, the return_to Steam would use and the signed fields. */
async function attempt(steamId = newSteamId(), options?: { nonceAt?: Date }) {
  const browser = h.browser();
  const begin = await browser.get(START);
  expect(begin.status).toBe(302);
  h.tokens.add(browser.cookies.get('steam_state')!);
  const fields = h.steam.assertion(begin.location!, steamId, options);
  return { browser, steamId, fields, returnTo: get(fields, 'return_to') };
}

/**
 * Sends a forged callback and expects the refusal: a redirect to `/?auth_error=steam_failed`, no
 * session, no user, and (for checks we make ourselves) the provider never asked.
 */
async function expectRefused(browser: Browser, url: string, steamId: string, opts: { providerAsked?: boolean } = {}) {
  const checks = h.steam.checks;
  const res = await browser.get(url);
  expect(res.status).toBe(302);
  expect(backTo(res.location)).toEqual({ page: '/', error: 'steam_failed' });
  expect(res.res.headers.get('content-type') ?? '').not.toMatch(/json|html/);
  expect(browser.cookies.has('authsk')).toBe(false);
  expect(await h.userBySteamId(steamId)).toBeUndefined();
  expect(h.steam.checks - checks).toBe(opts.providerAsked ? 1 : 0);
}

describe('forged assertions are refused before Steam is asked', () => {
  it('a foreign op_endpoint (an attacker-run provider signing its own assertion)', async () => {
    const a = await attempt();
    const forged = h.steam.sign(put(a.fields, 'op_endpoint', 'https://evil.example/openid/login'));
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, forged), a.steamId);
  });

  it('claimed_id different from identity', async () => {
    const a = await attempt();
    const victim = newSteamId();
    const forged = h.steam.sign(put(a.fields, 'claimed_id', `https://steamcommunity.com/openid/id/${victim}`));
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, forged), a.steamId);
    expect(await h.userBySteamId(victim)).toBeUndefined();
  });

  it.each([
    ['another host', 'https://steamcommunity.com.evil.example/openid/id/76561198000000001'],
    ['plain http', 'http://steamcommunity.com/openid/id/76561198000000001'],
    ['a short id', 'https://steamcommunity.com/openid/id/7656119800000001'],
    ['a long id', 'https://steamcommunity.com/openid/id/765611980000000012'],
    ['a trailing path', 'https://steamcommunity.com/openid/id/76561198000000001/'],
    ['a wrong prefix', 'https://steamcommunity.com/openid/id/12345678901234567'],
  ])('a malformed claimed_id: %s', async (_label, id) => {
    const a = await attempt();
    const forged = h.steam.sign(put(put(a.fields, 'claimed_id', id), 'identity', id));
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, forged), a.steamId);
  });

  it('a foreign return_to, and our return_to with another state', async () => {
    const a = await attempt();
    const state = new URL(a.returnTo).searchParams.get('state')!;
    const foreign = h.steam.sign(
      put(a.fields, 'return_to', `https://evil.example/api/steam_auth/callback?state=${state}`),
    );
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, foreign), a.steamId);

    const b = await attempt();
    const other = `${h.base}/api/steam_auth/callback?state=${'A'.repeat(32)}`;
    const swapped = h.steam.sign(put(b.fields, 'return_to', other));
    await expectRefused(b.browser, h.steam.callbackUrl(b.returnTo, swapped), b.steamId);
  });

  it('a missing state, an unknown state, and a state without its cookie or with another browser’s cookie', async () => {
    const a = await attempt();
    const withoutState = h.steam.callbackUrl(`${h.base}/api/steam_auth/callback`, a.fields);
    await expectRefused(a.browser, withoutState, a.steamId);

    const b = await attempt();
    const unknown = h.steam.callbackUrl(b.returnTo.replace(/state=[^&]+/, `state=${'B'.repeat(32)}`), b.fields);
    await expectRefused(b.browser, unknown, b.steamId);

    const c = await attempt();
    c.browser.cookies.delete('steam_state');
    await expectRefused(c.browser, h.steam.callbackUrl(c.returnTo, c.fields), c.steamId);

    // Login CSRF: the attacker's own valid callback, played in the victim's browser (which has its own attempt).
    const attacker = await attempt();
    const victim = await attempt();
    await expectRefused(victim.browser, h.steam.callbackUrl(attacker.returnTo, attacker.fields), attacker.steamId);
  });

  it('a replayed response_nonce on a fresh attempt', async () => {
    const first = await attempt();
    const ok = await first.browser.get(h.steam.callbackUrl(first.returnTo, first.fields));
    expect(ok.status).toBe(200);
    const second = await attempt(first.steamId);
    const replay = h.steam.sign(put(second.fields, 'response_nonce', get(first.fields, 'response_nonce')));
    const checks = h.steam.checks;
    const res = await second.browser.get(h.steam.callbackUrl(second.returnTo, replay));
    expect(backTo(res.location)).toEqual({ page: '/', error: 'steam_failed' });
    expect(second.browser.cookies.has('authsk')).toBe(false);
    expect(h.steam.checks).toBe(checks);
    // And the very same callback URL twice: the state is single use.
    const again = await first.browser.get(h.steam.callbackUrl(first.returnTo, first.fields));
    expect(backTo(again.location).error).toBe('steam_failed');
  });

  it('a stale response_nonce, and one from the future', async () => {
    const stale = await attempt(newSteamId(), { nonceAt: new Date(Date.now() - 6 * 60_000) });
    await expectRefused(stale.browser, h.steam.callbackUrl(stale.returnTo, stale.fields), stale.steamId);
    const future = await attempt(newSteamId(), { nonceAt: new Date(Date.now() + 10 * 60_000) });
    await expectRefused(future.browser, h.steam.callbackUrl(future.returnTo, future.fields), future.steamId);
  });

  it.each([
    ['an OpenID extension field', 'openid.ns.sreg=http://openid.net/extensions/sreg/1.1'],
    ['an unrelated parameter', 'redirect=https://evil.example/'],
    ['an empty key', '=1'],
  ])('an extra parameter: %s', async (_label, extra) => {
    const a = await attempt();
    await expectRefused(a.browser, `${h.steam.callbackUrl(a.returnTo, a.fields)}&${extra}`, a.steamId);
  });

  it.each([
    ['claimed_id', (a: { fields: Fields }) => `openid.claimed_id=${encodeURIComponent(get(a.fields, 'claimed_id'))}`],
    [
      'identity (another account)',
      () => `openid.identity=${encodeURIComponent(`https://steamcommunity.com/openid/id/${newSteamId()}`)}`,
    ],
    ['state', (a: { returnTo: string }) => a.returnTo.slice(a.returnTo.indexOf('state='))],
    ['mode', () => 'openid.mode=id_res'],
  ])('a duplicated parameter: %s', async (_label, extra) => {
    const a = await attempt();
    await expectRefused(a.browser, `${h.steam.callbackUrl(a.returnTo, a.fields)}&${extra(a)}`, a.steamId);
  });

  it.each(['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'])(
    'a signed list without %s',
    async (missing) => {
      const a = await attempt();
      const signed = get(a.fields, 'signed')
        .split(',')
        .filter((f) => f !== missing)
        .join(',');
      const forged = h.steam.sign(put(a.fields, 'signed', signed));
      await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, forged), a.steamId);
    },
  );

  it('a callback that is not id_res (the player pressed cancel)', async () => {
    const a = await attempt();
    const cancel = h.steam.callbackUrl(a.returnTo, [
      ['openid.ns', 'http://specs.openid.net/auth/2.0'],
      ['openid.mode', 'cancel'],
    ]);
    await expectRefused(a.browser, cancel, a.steamId);
    const b = await attempt();
    await expectRefused(b.browser, h.steam.callbackUrl(b.returnTo, put(b.fields, 'mode', 'setup_needed')), b.steamId);
  });
});

describe('assertions Steam does not confirm are refused', () => {
  it('is_valid:false', async () => {
    h.steam.mode = 'invalid';
    const a = await attempt();
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, a.fields), a.steamId, { providerAsked: true });
  });

  it('a tampered assertion (another SteamID, signature left as it was) fails the provider’s check', async () => {
    const a = await attempt();
    const victim = newSteamId();
    const id = `https://steamcommunity.com/openid/id/${victim}`;
    const tampered = put(put(a.fields, 'claimed_id', id), 'identity', id);
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, tampered), victim, { providerAsked: true });
  });

  it('a provider that does not answer in time', async () => {
    h.steam.mode = 'hang';
    const a = await attempt();
    const started = Date.now();
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, a.fields), a.steamId, { providerAsked: true });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(h.logs.join('\n')).toContain('provider timeout');
  });

  it('a provider answering with a redirect (never followed)', async () => {
    h.steam.mode = 'redirect';
    const a = await attempt();
    await expectRefused(a.browser, h.steam.callbackUrl(a.returnTo, a.fields), a.steamId, { providerAsked: true });
  });
});

describe('the log', () => {
  it('names each refusal at info level without the state cookie', async () => {
    const lines = h.logs.map((l) => JSON.parse(l) as { level: number; msg: string; reason?: string });
    const refusals = lines.filter((l) => l.msg === 'steam sign-in refused');
    expect(refusals.length).toBeGreaterThan(20);
    for (const l of refusals) expect(l.level).toBe(30);
    const text = h.logs.join('\n');
    for (const secret of h.tokens) expect(text).not.toContain(secret);
    const reasons = new Set(refusals.map((l) => l.reason));
    for (const reason of [
      'foreign op_endpoint',
      'claimed_id differs from identity',
      'malformed claimed_id',
      'foreign return_to',
      'replayed response_nonce',
      'stale response_nonce',
      'provider says is_valid:false',
      'provider timeout',
    ]) {
      expect(reasons).toContain(reason);
    }
  });
});
