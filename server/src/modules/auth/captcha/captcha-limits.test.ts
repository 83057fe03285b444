import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStores } from '../../../../test/stores';
import { aesEncrypt } from './aes';
import { address, agent, type Kit, post, solve, startKit } from './captcha.test-kit';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit?.close();
});

const store = (name = 'postgres') => {
  const make = kit.stores.find(([n]) => n === name)?.[1];
  if (!make) throw new Error(`no ${name} store`);
  return make();
};
describeStores('rate limits on %s', (name) => {
  it('locks a client for 6202 after 5 failed checks, to get and check; other clients go on', async () => {
    const server = await kit.serve(store(name));
    const ua = agent();
    for (let i = 0; i < 5; i++) {
      const wrong = await solve(server, 'blockPuzzle', ua, { x: 40, y: 0 });
      expect(wrong.checked.body.repCode).toBe('6111');
    }
    const get = await post(server.url, '/api/captcha/get', { captchaType: 'blockPuzzle' }, { 'user-agent': ua });
    expect(get.body).toMatchObject({ code: 200, repCode: '6202', success: false, repData: null });
    const check = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: 'a'.repeat(32),
        pointJson: 'x',
      },
      { 'user-agent': ua },
    );
    expect(check.body.repCode).toBe('6202');

    // Another address is another client (a new user agent at the locked address is not: see the next test).
    const other = await solve(server, 'blockPuzzle', agent(), { x: 0, y: 0 }, { 'x-forwarded-for': address() });
    expect(other.checked.body.repCode).toBe('0000');
    // Same user agent behind another forwarded address is another client.
    const forwarded = await post(
      server.url,
      '/api/captcha/get',
      {},
      { 'user-agent': ua, 'x-forwarded-for': '203.0.113.9, 10.0.0.1' },
    );
    expect(forwarded.body.repCode).toBe('0000');
  });

  it('locks the address, not the user agent: rotating it gives no further guesses (issue 16, 5b)', async () => {
    const server = await kit.serve(store(name));
    const from = { 'x-forwarded-for': address() };
    for (let i = 0; i < 5; i++) {
      const wrong = await solve(server, 'blockPuzzle', agent(), { x: 40, y: 0 }, from);
      expect(wrong.checked.body.repCode).toBe('6111');
    }
    const get = await post(
      server.url,
      '/api/captcha/get',
      { captchaType: 'blockPuzzle' },
      { 'user-agent': agent(), ...from },
    );
    expect(get.body.repCode).toBe('6202');
    const check = await post(
      server.url,
      '/api/captcha/check',
      { captchaType: 'blockPuzzle', token: 'a'.repeat(32), pointJson: 'x' },
      { 'user-agent': agent(), ...from },
    );
    expect(check.body.repCode).toBe('6202');
    const elsewhere = await solve(server, 'blockPuzzle', agent(), { x: 0, y: 0 }, { 'x-forwarded-for': address() });
    expect(elsewhere.checked.body.repCode).toBe('0000');
  });

  it('answers 6201 over the get limit and 6204 over the check limit', async () => {
    const server = await kit.serve(store(name), { limits: { getPerMinute: 3, checkPerMinute: 2 } });
    const ua = agent();
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      codes.push((await post(server.url, '/api/captcha/get', {}, { 'user-agent': ua })).body.repCode);
    }
    expect(codes).toEqual(['0000', '0000', '0000', '6201']);

    const ua2 = agent();
    const checks: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await post(
        server.url,
        '/api/captcha/check',
        {
          captchaType: 'blockPuzzle',
          token: `missing${i}`,
          pointJson: 'x',
        },
        { 'user-agent': ua2 },
      );
      checks.push(res.body.repCode);
    }
    expect(checks).toEqual(['6110', '6110', '6204']);
  });

  it('exempts trusted addresses from the volume limits', async () => {
    const server = await kit.serve(store(name), { limits: { getPerMinute: 1 }, trustedIps: ['127.0.0.1'] });
    const ua = agent();
    for (let i = 0; i < 3; i++) {
      expect((await post(server.url, '/api/captcha/get', {}, { 'user-agent': ua })).body.repCode).toBe('0000');
    }
  });

  it('lets exactly one of 50 parallel uses of one verification succeed', async () => {
    const server = await kit.serve(store(name));
    const { issued, point, checked } = await solve(server, 'clickWord', agent());
    expect(checked.body.repCode).toBe('0000');
    const captchaVerification = aesEncrypt(`${issued.token}---${point.plain}`, issued.secretKey as string);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => server.captcha.consumeVerification({ captchaVerification })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('accepts the second-step fields {captchaType, token, pointJson} once, 50 in parallel', async () => {
    const server = await kit.serve(store(name));
    const { issued, point } = await solve(server, 'blockPuzzle', agent());
    const wrong = await server.captcha.consumeVerification({ token: issued.token, pointJson: 'nonsense' });
    expect(wrong).toBe(false);
    const otherType = await server.captcha.consumeVerification({
      token: issued.token,
      pointJson: point.sent,
      captchaType: 'clickWord',
    });
    expect(otherType).toBe(false);
    const input = { captchaType: 'blockPuzzle', token: issued.token, pointJson: point.sent };
    const results = await Promise.all(Array.from({ length: 50 }, () => server.captcha.consumeVerification(input)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('expires an unused verification', async () => {
    const server = await kit.serve(store(name), { limits: { verificationTtlMs: 300 } });
    const { issued, point } = await solve(server, 'blockPuzzle', agent());
    await new Promise((r) => setTimeout(r, 600));
    expect(await server.captcha.consumeVerification({ token: issued.token, pointJson: point.sent })).toBe(false);
  });
});

describe('CAPTCHA_MODE=off', () => {
  it('still serves get/check, but business verification always passes', async () => {
    const server = await kit.serve(store(), { mode: 'off' });
    const { checked } = await solve(server, 'blockPuzzle', agent());
    expect(checked.body.repCode).toBe('0000');
    const wrong = await solve(server, 'clickWord', agent(), { x: 60, y: 0 });
    expect(wrong.checked.body.repCode).toBe('6111');
    expect(await server.captcha.consumeVerification({})).toBe(true);
    expect(await server.captcha.consumeVerification({ captchaVerification: 'anything' })).toBe(true);
  });

  it('refuses everything unproven when on', async () => {
    const server = await kit.serve(store());
    expect(await server.captcha.consumeVerification({})).toBe(false);
    expect(await server.captcha.consumeVerification({ captchaVerification: 'anything' })).toBe(false);
    expect(await server.captcha.consumeVerification({ token: 'x'.repeat(32), pointJson: '{}' })).toBe(false);
  });
});
