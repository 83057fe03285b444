import { z } from 'zod';
import { envelope } from './envelope';
import { captchaRoutes } from './routes';

/**
 * Behaviour captcha speaking the AJ-Captcha protocol (anji-plus): `repCode`/`repMsg`/`repData`/`success`.
 * Every captcha answer also carries the site envelope `{code: 200, msg, data}` (data = repData), so generic
 * clients work; protocol failures keep `code: 200` and say so with `success: false` and the `repCode`.
 */
export const CAPTCHA_REP = {
  success: '0000',
  /** Bad parameters (unreadable pointJson, unknown captcha type). */
  error: '0001',
  /** A required field is missing or empty. */
  blank: '0011',
  /** Token missing, expired or already used. */
  expired: '6110',
  /** Wrong answer. */
  wrong: '6111',
  /** Too many `get` calls in a minute. */
  getLimit: '6201',
  /** Locked after too many failed checks. */
  locked: '6202',
  /** Too many `check` calls in a minute. */
  checkLimit: '6204',
  /** Unexpected server error. */
  exception: '9999',
} as const;
export type CaptchaRepCode = (typeof CAPTCHA_REP)[keyof typeof CAPTCHA_REP];

export const CAPTCHA_TYPES = ['blockPuzzle', 'clickWord'] as const;
export type CaptchaType = (typeof CAPTCHA_TYPES)[number];

/** Image size of the protocol; the puzzle piece strip is `CAPTCHA_PIECE_WIDTH` × `CAPTCHA_HEIGHT`. */
export const CAPTCHA_WIDTH = 310;
export const CAPTCHA_HEIGHT = 155;
export const CAPTCHA_PIECE_WIDTH = 47;

// The AJ client sends `clientUid: localStorage.getItem(...)` (may be null) and `ts: Date.now()`.
const clientFields = {
  clientUid: z.string().max(128).nullish(),
  ts: z.union([z.number(), z.string().max(32)]).nullish(),
};

export const ZCaptchaGetBody = z.object({
  captchaType: z.enum(CAPTCHA_TYPES).default('blockPuzzle'),
  ...clientFields,
});
export type CaptchaGetBody = z.infer<typeof ZCaptchaGetBody>;

export const ZCaptchaCheckBody = z.object({
  captchaType: z.enum(CAPTCHA_TYPES),
  token: z.string().min(1).max(128),
  /** AES-128-ECB/PKCS7 base64 of the point JSON under `secretKey`; plain (or base64) JSON when no key was issued. */
  pointJson: z.string().min(1).max(4096),
  ...clientFields,
});
export type CaptchaCheckBody = z.infer<typeof ZCaptchaCheckBody>;

export const ZCaptchaGetData = z.object({
  captchaType: z.enum(CAPTCHA_TYPES),
  /** PNG, base64 without a `data:` prefix, 310×155. */
  originalImageBase64: z.string(),
  /** blockPuzzle: PNG base64, 47×155, transparent except the piece. */
  jigsawImageBase64: z.string().optional(),
  /** clickWord: the 3 characters to click, in order. */
  wordList: z.array(z.string()).optional(),
  token: z.string(),
  /** 16-character AES key for `pointJson`; absent when the server runs without AES. */
  secretKey: z.string().optional(),
});
export type CaptchaGetData = z.infer<typeof ZCaptchaGetData>;

export const ZCaptchaCheckData = z.object({
  captchaType: z.enum(CAPTCHA_TYPES),
  token: z.string(),
  result: z.boolean(),
});
export type CaptchaCheckData = z.infer<typeof ZCaptchaCheckData>;

/** A protocol answer with the site envelope fields alongside. */
export function captchaAnswer<T extends z.ZodType>(repData: T) {
  return z.object({
    code: z.number().int(),
    msg: z.string(),
    data: repData.nullable(),
    repCode: z.string(),
    repMsg: z.string(),
    repData: repData.nullable(),
    success: z.boolean(),
  });
}
export const ZCaptchaGetAnswer = captchaAnswer(ZCaptchaGetData);
export const ZCaptchaCheckAnswer = captchaAnswer(ZCaptchaCheckData);
export const ZCaptchaAnswer = captchaAnswer(z.union([ZCaptchaGetData, ZCaptchaCheckData]));
export type CaptchaAnswer<T> = {
  code: number;
  msg: string;
  data: T | null;
  repCode: string;
  repMsg: string;
  repData: T | null;
  success: boolean;
};

/** `key` must be 16 bytes of UTF-8 (AES-128). */
export const ZAesBody = z.object({
  key: z.string().refine((k) => new TextEncoder().encode(k).length === 16, { message: 'key must be 16 bytes (UTF-8)' }),
  code: z.string().max(4096),
});
export type AesBody = z.infer<typeof ZAesBody>;
export const ZAesResult = z.object({ secretKey: z.string() });

export const captchaApi = {
  get: { ...captchaRoutes.get, body: ZCaptchaGetBody, result: ZCaptchaGetAnswer },
  check: { ...captchaRoutes.check, body: ZCaptchaCheckBody, result: ZCaptchaCheckAnswer },
  aes: { ...captchaRoutes.aes, body: ZAesBody, result: envelope(ZAesResult) },
} as const;
