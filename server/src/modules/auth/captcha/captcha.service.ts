import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  CAPTCHA_REP,
  type CaptchaCheckBody,
  type CaptchaCheckData,
  type CaptchaGetData,
  type CaptchaRepCode,
  type CaptchaType,
} from '@dropforge/shared/contract';
import type { Store } from '../../../platform/kv';
import { decodePointJson, verificationOf } from './aes';
import { type CaptchaClient, type CaptchaLimits, createLimiter } from './limits';
import { clicksMatch, type Point, parseClickPoints, parseSliderPoint, sliderMatches } from './points';
import { renderPuzzle } from './render-puzzle';
import { renderWords } from './render-words';

export type Outcome<T> = { repCode: CaptchaRepCode; repData: T | null };
export type VerificationInput = {
  captchaVerification?: string;
  token?: string;
  pointJson?: string;
  captchaType?: string;
};

/** What a token stands for until it is checked (single use). */
type TokenRecord = { type: CaptchaType; secretKey?: string; answer: Point | Point[] };
/** A passed check, until a business call consumes it (single use). */
type PassedRecord = { type: CaptchaType; secretKey?: string; pointJson: string; plain: string; verification: string };

export type CaptchaServiceDeps = {
  store: Store;
  mode: 'on' | 'off';
  limits: CaptchaLimits;
  /** Issue a `secretKey` and require AES pointJson (the default); false answers without a key (plain JSON). */
  aes: boolean;
};

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const secretKey = () => Array.from({ length: 16 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join('');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const tokenKey = (token: string) => `captcha:token:${token}`;
const passedKey = (token: string) => `captcha:passed:${token}`;
const verificationKey = (verification: string) => `captcha:verification:${sha256(verification)}`;
const fail = <T>(repCode: CaptchaRepCode): Outcome<T> => ({ repCode, repData: null });

function parse<T>(raw: string | undefined): T | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService({ store, mode, limits, aes }: CaptchaServiceDeps) {
  const limiter = createLimiter(store, limits);

  /** Issues a token with freshly drawn images. `exempt` clients skip the volume limit, never the lock. */
  async function get(type: CaptchaType, client: CaptchaClient, exempt = false): Promise<Outcome<CaptchaGetData>> {
    if (await limiter.isLocked(client)) return fail(CAPTCHA_REP.locked);
    if (!exempt && (await limiter.overGetLimit(client))) return fail(CAPTCHA_REP.getLimit);
    const token = randomBytes(16).toString('hex');
    const key = aes ? secretKey() : undefined;
    let data: CaptchaGetData;
    let answer: TokenRecord['answer'];
    if (type === 'blockPuzzle') {
      const images = await renderPuzzle();
      answer = images.answer;
      data = {
        captchaType: type,
        originalImageBase64: images.originalImageBase64,
        jigsawImageBase64: images.jigsawImageBase64,
        token,
        secretKey: key,
      };
    } else {
      const images = await renderWords();
      answer = images.answer;
      data = {
        captchaType: type,
        originalImageBase64: images.originalImageBase64,
        wordList: images.wordList,
        token,
        secretKey: key,
      };
    }
    const record: TokenRecord = { type, secretKey: key, answer };
    await store.set(tokenKey(token), JSON.stringify(record), limits.tokenTtlMs);
    return { repCode: CAPTCHA_REP.success, repData: data };
  }

  /** Checks an answer; the token is taken first, so it is spent whatever the outcome. */
  async function check(
    body: CaptchaCheckBody,
    client: CaptchaClient,
    exempt = false,
  ): Promise<Outcome<CaptchaCheckData>> {
    if (await limiter.isLocked(client)) return fail(CAPTCHA_REP.locked);
    if (!exempt && (await limiter.overCheckLimit(client))) return fail(CAPTCHA_REP.checkLimit);
    const record = parse<TokenRecord>(await store.take(tokenKey(body.token)));
    if (!record) return fail(CAPTCHA_REP.expired);
    if (record.type !== body.captchaType) {
      await limiter.recordFailure(client);
      return fail(CAPTCHA_REP.wrong);
    }

    let plain: string;
    try {
      plain = decodePointJson(body.pointJson, record.secretKey);
    } catch {
      await limiter.recordFailure(client);
      return fail(CAPTCHA_REP.error);
    }
    let passed: boolean;
    if (record.type === 'blockPuzzle') {
      const point = parseSliderPoint(plain);
      passed = point !== undefined && sliderMatches(point, record.answer as Point);
    } else {
      const points = parseClickPoints(plain);
      passed = points !== undefined && clicksMatch(points, record.answer as Point[]);
    }
    if (!passed) {
      await limiter.recordFailure(client);
      return fail(CAPTCHA_REP.wrong);
    }

    const verification = verificationOf(body.token, plain, record.secretKey);
    const pass: PassedRecord = {
      type: record.type,
      secretKey: record.secretKey,
      pointJson: body.pointJson,
      plain,
      verification,
    };
    await store.set(passedKey(body.token), JSON.stringify(pass), limits.verificationTtlMs);
    await store.set(verificationKey(verification), body.token, limits.verificationTtlMs);
    return { repCode: CAPTCHA_REP.success, repData: { captchaType: record.type, token: body.token, result: true } };
  }

  /** Takes the passed check of `token` (the atomic step: at most one caller gets it). */
  async function takePassed(token: string): Promise<PassedRecord | undefined> {
    const pass = parse<PassedRecord>(await store.take(passedKey(token)));
    if (pass) await store.delete(verificationKey(pass.verification));
    return pass;
  }

  async function consumeByVerification(verification: string): Promise<boolean> {
    const token = await store.get(verificationKey(verification));
    if (!token) return false;
    const pass = await takePassed(token);
    return pass?.verification === verification;
  }

  /** The AJ second step: the token and the same pointJson the check passed with (as sent, or re-encoded). */
  async function consumeByToken(token: string, pointJson: string, type: string | undefined): Promise<boolean> {
    const pass = parse<PassedRecord>(await store.get(passedKey(token)));
    if (!pass || (type && type !== pass.type)) return false;
    let same = pointJson === pass.pointJson;
    if (!same) {
      try {
        same = decodePointJson(pointJson, pass.secretKey) === pass.plain;
      } catch {
        same = false;
      }
    }
    return same && (await takePassed(token)) !== undefined;
  }

  /**
   * Consumes a passed captcha (single use). Accepts `captchaVerification`; or `token` + `pointJson`
   * (+ optional `captchaType`) of a checked token; or, as some clients send it, the verification in
   * `pointJson` without a token. Always true when the mode is off, unless `required` (a sign-in under attack).
   */
  async function consumeVerification(input: VerificationInput, options?: { required?: boolean }): Promise<boolean> {
    if (mode === 'off' && !options?.required) return true;
    if (input.captchaVerification) return consumeByVerification(input.captchaVerification);
    if (input.token && input.pointJson) return consumeByToken(input.token, input.pointJson, input.captchaType);
    if (input.pointJson) return consumeByVerification(input.pointJson);
    return false;
  }

  async function peekAnswer(token: string): Promise<unknown> {
    return parse<TokenRecord>(await store.get(tokenKey(token)))?.answer;
  }

  return { get, check, consumeVerification, peekAnswer };
}
