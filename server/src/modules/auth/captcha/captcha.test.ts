import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStores } from '../../../../test/stores';
import { aesDecrypt, aesEncrypt } from './aes';
import { agent, type Kit, pngSize, pointJsonOf, post, type Server, solve, startKit } from './captcha.test-kit';

let kit: Kit;
beforeAll(async () => {
  kit = await startKit();
});
afterAll(async () => {
  await kit?.close();
});

const stores = () => kit.stores;
// The suites are declared at collection time; the stores are made once the kit has started.
describeStores('captcha on %s', (name) => {
  let server: Server;
  beforeAll(async () => {
    const make = stores().find(([n]) => n === name)?.[1];
    if (!make) throw new Error(`no ${name} store`);
    // Every test here answers from 127.0.0.1 and some answer wrong on purpose: the per-address failure lock is
    // tested in captcha-limits.test.ts, so it is out of the way of these protocol checks.
    server = await kit.serve(make(), { limits: { tokenTtlMs: 1_500, failuresBeforeLock: 1_000 } });
  });

  it('issues a slider: 310×155 background and 47×155 piece, base64 PNG without a data: prefix', async () => {
    const { body, status } = await post(server.url, '/api/captcha/get', { captchaType: 'blockPuzzle', ts: Date.now() });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, repCode: '0000', success: true });
    expect(body.msg).toBe(body.repMsg);
    expect(body.data).toEqual(body.repData);
    const data = body.repData;
    expect(data.captchaType).toBe('blockPuzzle');
    expect(data.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(data.token).toMatch(/^[a-f0-9]{32}$/);
    expect(data.originalImageBase64.startsWith('data:')).toBe(false);
    expect(data.jigsawImageBase64.startsWith('data:')).toBe(false);
    expect(pngSize(data.originalImageBase64)).toEqual({ width: 310, height: 155 });
    expect(pngSize(data.jigsawImageBase64)).toEqual({ width: 47, height: 155 });
    const answer = (await server.captcha.peekAnswer(data.token)) as { x: number; y: number };
    expect(answer.y).toBe(5);
    expect(answer.x).toBeGreaterThanOrEqual(90);
  });

  it('defaults to the slider and issues click-word with 3 distinct characters to click', async () => {
    const def = await post(server.url, '/api/captcha/get', {});
    expect(def.body.repData.captchaType).toBe('blockPuzzle');
    const { body } = await post(server.url, '/api/captcha/get', { captchaType: 'clickWord', clientUid: null });
    expect(body.repCode).toBe('0000');
    expect(pngSize(body.repData.originalImageBase64)).toEqual({ width: 310, height: 155 });
    expect(body.repData.jigsawImageBase64).toBeUndefined();
    expect(new Set(body.repData.wordList).size).toBe(3);
    expect(await server.captcha.peekAnswer(body.repData.token)).toHaveLength(3);
  });

  it('passes a slider within 5 px (AES pointJson) and the verification is single use', async () => {
    const ua = agent();
    const { issued, point, checked } = await solve(server, 'blockPuzzle', ua, { x: 5, y: 0 });
    expect(checked.body).toMatchObject({
      code: 200,
      repCode: '0000',
      success: true,
      repData: { captchaType: 'blockPuzzle', token: issued.token, result: true },
    });
    const verification = aesEncrypt(`${issued.token}---${point.plain}`, issued.secretKey as string);
    expect(aesDecrypt(verification, issued.secretKey as string)).toBe(`${issued.token}---${point.plain}`);
    expect(await server.captcha.consumeVerification({ captchaVerification: verification })).toBe(true);
    expect(await server.captcha.consumeVerification({ captchaVerification: verification })).toBe(false);
  });

  it('refuses a slider 6 px off, a wrong y, and a token of the other kind', async () => {
    const ua = agent();
    const off = await solve(server, 'blockPuzzle', ua, { x: -6, y: 0 });
    expect(off.checked.body).toMatchObject({ code: 200, repCode: '6111', success: false, repData: null, data: null });

    const got = await post(server.url, '/api/captcha/get', { captchaType: 'blockPuzzle' }, { 'user-agent': ua });
    const answer = (await server.captcha.peekAnswer(got.body.repData.token)) as { x: number };
    const wrongY = pointJsonOf(got.body.repData, { x: answer.x, y: 40 });
    const res = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: got.body.repData.token,
        pointJson: wrongY.sent,
      },
      { 'user-agent': ua },
    );
    expect(res.body.repCode).toBe('6111');

    const words = await post(server.url, '/api/captcha/get', { captchaType: 'clickWord' }, { 'user-agent': ua });
    const crossed = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: words.body.repData.token,
        pointJson: pointJsonOf(words.body.repData, { x: 100, y: 5 }).sent,
      },
      { 'user-agent': ua },
    );
    expect(crossed.body.repCode).toBe('6111');
  });

  it('passes click-word within the 25 px boxes in order, and refuses wrong order or distance', async () => {
    const ua = agent();
    const right = await solve(server, 'clickWord', ua, { x: 25, y: -25 });
    expect(right.checked.body).toMatchObject({ repCode: '0000', success: true, repData: { result: true } });

    const far = await solve(server, 'clickWord', ua, { x: 26, y: 0 });
    expect(far.checked.body.repCode).toBe('6111');

    const got = await post(server.url, '/api/captcha/get', { captchaType: 'clickWord' }, { 'user-agent': ua });
    const answer = (await server.captcha.peekAnswer(got.body.repData.token)) as Array<{ x: number; y: number }>;
    const swapped = [answer[1], answer[0], answer[2]];
    const res = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'clickWord',
        token: got.body.repData.token,
        pointJson: pointJsonOf(got.body.repData, swapped as Array<{ x: number; y: number }>).sent,
      },
      { 'user-agent': ua },
    );
    expect(res.body.repCode).toBe('6111');

    const two = await post(server.url, '/api/captcha/get', { captchaType: 'clickWord' }, { 'user-agent': ua });
    const twoAnswer = (await server.captcha.peekAnswer(two.body.repData.token)) as Array<{ x: number; y: number }>;
    const res2 = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'clickWord',
        token: two.body.repData.token,
        pointJson: pointJsonOf(two.body.repData, twoAnswer.slice(0, 2)).sent,
      },
      { 'user-agent': ua },
    );
    expect(res2.body.repCode).toBe('6111');
  });

  it('spends a token on its first check: reuse, unknown and expired tokens answer 6110', async () => {
    const ua = agent();
    const { issued, point, checked } = await solve(server, 'blockPuzzle', ua);
    expect(checked.body.repCode).toBe('0000');
    const again = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: issued.token,
        pointJson: point.sent,
      },
      { 'user-agent': ua },
    );
    expect(again.body).toMatchObject({ code: 200, repCode: '6110', success: false });

    const unknown = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: 'f'.repeat(32),
        pointJson: point.sent,
      },
      { 'user-agent': ua },
    );
    expect(unknown.body.repCode).toBe('6110');

    const got = await post(server.url, '/api/captcha/get', { captchaType: 'blockPuzzle' }, { 'user-agent': ua });
    const answer = await server.captcha.peekAnswer(got.body.repData.token);
    await sleep(1_800); // tokenTtlMs is 1.5 s for this server
    const late = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: got.body.repData.token,
        pointJson: pointJsonOf(got.body.repData, answer as { x: number; y: number }).sent,
      },
      { 'user-agent': ua },
    );
    expect(late.body.repCode).toBe('6110');
  });

  it('lets only one of 20 parallel correct checks of one token pass', async () => {
    const ua = agent();
    const got = await post(server.url, '/api/captcha/get', { captchaType: 'blockPuzzle' }, { 'user-agent': ua });
    const answer = (await server.captcha.peekAnswer(got.body.repData.token)) as { x: number; y: number };
    const body = {
      captchaType: 'blockPuzzle',
      token: got.body.repData.token,
      pointJson: pointJsonOf(got.body.repData, answer).sent,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => post(server.url, '/api/captcha/check', body, { 'user-agent': ua })),
    );
    const codes = results.map((r) => r.body.repCode);
    expect(codes.filter((c) => c === '0000')).toHaveLength(1);
    expect(codes.filter((c) => c === '6110')).toHaveLength(19);
  });

  it('requires AES when a key was issued: plain JSON answers 0001 and spends the token', async () => {
    const ua = agent();
    const got = await post(server.url, '/api/captcha/get', { captchaType: 'blockPuzzle' }, { 'user-agent': ua });
    const answer = await server.captcha.peekAnswer(got.body.repData.token);
    const res = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: got.body.repData.token,
        pointJson: JSON.stringify(answer),
      },
      { 'user-agent': ua },
    );
    expect(res.body).toMatchObject({ code: 200, repCode: '0001', success: false });
    expect(await server.captcha.peekAnswer(got.body.repData.token)).toBeUndefined();
  });

  it('answers missing fields with 0011 and bad values with 0001, in the envelope with code 200', async () => {
    const missing = await post(server.url, '/api/captcha/check', { captchaType: 'blockPuzzle', pointJson: 'x' });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ code: 200, repCode: '0011', success: false, repMsg: 'token cannot be empty' });
    const empty = await post(server.url, '/api/captcha/check', {
      captchaType: 'blockPuzzle',
      token: 't',
      pointJson: '',
    });
    expect(empty.body.repCode).toBe('0011');
    const badType = await post(server.url, '/api/captcha/get', { captchaType: 'rotate' });
    expect(badType.body).toMatchObject({ code: 200, repCode: '0001', success: false });
  });
});

describe('plain mode (no secretKey issued)', () => {
  let server: Server;
  beforeAll(async () => {
    server = await kit.serve(stores()[0]![1](), { aes: false });
  });

  it('accepts plain JSON and base64 JSON; the verification is token---pointJson', async () => {
    const ua = agent();
    const { issued, point, checked } = await solve(server, 'clickWord', ua);
    expect(issued.secretKey).toBeUndefined();
    expect(checked.body.repCode).toBe('0000');
    expect(await server.captcha.consumeVerification({ captchaVerification: `${issued.token}---${point.plain}` })).toBe(
      true,
    );

    const got = await post(server.url, '/api/captcha/get', { captchaType: 'blockPuzzle' }, { 'user-agent': ua });
    const answer = await server.captcha.peekAnswer(got.body.repData.token);
    const plain = JSON.stringify({ ...(answer as object), y: 5.0 });
    const res = await post(
      server.url,
      '/api/captcha/check',
      {
        captchaType: 'blockPuzzle',
        token: got.body.repData.token,
        pointJson: Buffer.from(plain).toString('base64'),
      },
      { 'user-agent': ua },
    );
    expect(res.body.repCode).toBe('0000');
    expect(
      await server.captcha.consumeVerification({ captchaVerification: `${got.body.repData.token}---${plain}` }),
    ).toBe(true);
  });
});

describe('POST /api/aes', () => {
  it('encrypts code under key (AES-128-ECB, base64) and validates the key length', async () => {
    const server = await kit.serve(stores()[0]![1]());
    const res = await post(server.url, '/api/aes', { key: 'abcdefghijklmnop', code: '{"x":120,"y":5}' });
    expect(res.body).toMatchObject({ code: 200, msg: 'Success' });
    expect(aesDecrypt(res.body.data.secretKey, 'abcdefghijklmnop')).toBe('{"x":120,"y":5}');
    const bad = await post(server.url, '/api/aes', { key: 'short', code: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 400, data: { field: 'key' } });
  });
});
