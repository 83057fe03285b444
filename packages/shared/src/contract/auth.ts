import { z } from 'zod';
import { envelope } from './envelope';
import { authRoutes } from './routes';

/** Custom messages are catalogue codes: the server answers them translated (spec §5 wording). */
const email = z.string().trim().max(254).email({ message: 'email_invalid' });
/** The client sends MD5(password) as 32 hex characters (spec §5). */
const digest = (code: 'password_invalid' | 'password_length') =>
  z.string().regex(/^[a-fA-F0-9]{32}$/, { message: code });
const emailCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { message: 'code_invalid' });
const optionalCode = z.string().trim().max(32).optional();

/** Either a verification from /api/captcha/check or the fields of an already checked token. */
export const ZCaptchaFields = z.object({
  captchaVerification: z.string().max(2000).optional(),
  captchaType: z.string().max(20).optional(),
  token: z.string().max(200).optional(),
  pointJson: z.string().max(4000).optional(),
});

export const ZSendCodeBody = ZCaptchaFields.extend({ email });
export type SendCodeBody = z.infer<typeof ZSendCodeBody>;

export const USERNAME = /^[\p{L}\p{N}_. -]{3,20}$/u;
export const ZRegisterBody = z
  .object({
    username: z.string().trim().regex(USERNAME, { message: 'username_invalid' }),
    email,
    email_code: emailCode,
    password: digest('password_length'),
    password_confirmation: digest('password_length'),
    extension_code: optionalCode,
    /** The spec's alternate register form names the referral code `code`. */
    code: optionalCode,
    ad: z.string().trim().max(64).optional(),
  })
  .refine((b) => b.password.toLowerCase() === b.password_confirmation.toLowerCase(), {
    message: 'password_mismatch',
    path: ['password_confirmation'],
  });
export type RegisterBody = z.infer<typeof ZRegisterBody>;

const truthy = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');
export const ZLoginBody = ZCaptchaFields.extend({
  email,
  password: digest('password_invalid'),
  /** Terms/age box; the alternate form omits it. */
  check: truthy.optional(),
  ad: z.string().trim().max(64).optional(),
  extension_code: optionalCode,
});
export type LoginBody = z.infer<typeof ZLoginBody>;

export const ZForgetBody = z
  .object({
    email,
    email_code: emailCode,
    password: digest('password_length'),
    password_confirmation: digest('password_length'),
  })
  .refine((b) => b.password.toLowerCase() === b.password_confirmation.toLowerCase(), {
    message: 'password_mismatch',
    path: ['password_confirmation'],
  });
export type ForgetBody = z.infer<typeof ZForgetBody>;

export const ZTokenResult = z.object({ token: z.string() });

/** Login data of spec §3. Money fields are thousandths-exact numbers with at most 3 decimals. */
export const ZProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  email: z.string().nullable(),
  money: z.number(),
  score: z.number(),
  shop_score: z.number(),
  created_at: z.string(),
  steam_id: z.string().nullable(),
  trade_url: z.string().nullable(),
  svip: z.object({ level: z.number().int(), color: z.string() }),
  extension: z.object({ current_level: z.number().int(), extension_code: z.string() }),
  invite: z.object({ apply: z.number().int(), proportion: z.number() }),
  parent: z.object({ extension_code: z.string().nullable() }),
  first_box: z.unknown().nullable(),
  last_recharge: z.object({ order_sn: z.string() }).nullable(),
  /** Unread notifications (personal and platform); the bell's badge. */
  unread: z.number().int(),
  /** The operator marked this player as a giveaway host: they may create host rooms (`POST /api/gift/shop`). */
  gift_host: z.boolean().optional(),
});
export type Profile = z.infer<typeof ZProfile>;

export const ZUpdateProfileBody = z
  .object({
    name: z.string().trim().regex(USERNAME, { message: 'username_invalid' }).optional(),
    avatar: z
      .string()
      .trim()
      .max(300)
      .regex(/^\/uploads\/[\w-]+\.(png|webp)$/)
      .optional(),
  })
  .refine((b) => b.name !== undefined || b.avatar !== undefined, { message: 'nothing_to_update' });

/** Spec §5 trade link; partner 1…4294967295. */
export const TRADE_URL =
  /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=(\d{1,10})&token=([A-Za-z0-9_-]{8})$/;
/** An account without an e-mail (Steam sign-in) adds one, proven by the code sent to it. */
export const ZBindEmailBody = z.object({ email, email_code: emailCode });
export type BindEmailBody = z.infer<typeof ZBindEmailBody>;
export const ZTradeUrlBody = z.object({ trade_url: z.string().trim().max(200).optional() });

export const ZUploadResult = z.object({ url: z.string() });

export const authApi = {
  sendCode: { ...authRoutes.sendCode, body: ZSendCodeBody, result: envelope(z.null()) },
  register: { ...authRoutes.register, body: ZRegisterBody, result: envelope(ZTokenResult) },
  login: { ...authRoutes.login, body: ZLoginBody, result: envelope(ZTokenResult) },
  forget: { ...authRoutes.forget, body: ZForgetBody, result: envelope(z.null()) },
  profile: { ...authRoutes.profile, result: envelope(ZProfile) },
  update: { ...authRoutes.update, body: ZUpdateProfileBody, result: envelope(ZProfile) },
  tradeUrl: { ...authRoutes.tradeUrl, body: ZTradeUrlBody, result: envelope(ZProfile) },
  bindEmail: { ...authRoutes.bindEmail, body: ZBindEmailBody, result: envelope(ZProfile) },
  upload: { ...authRoutes.upload, result: envelope(ZUploadResult) },
  logout: { ...authRoutes.logout, result: envelope(z.null()) },
  logoutAll: { ...authRoutes.logoutAll, result: envelope(z.null()) },
} as const;
