import { z } from 'zod';
import { ZOpenResult } from './cases';
import { envelope } from './envelope';
import { ZEventRoll } from './events';
import { bargainRoutes } from './routes';

/** `open`: friends may still help (until the target) and the asker may open once at the target; then `opened` or `expired`. */
export const BARGAIN_STATES = ['open', 'opened', 'expired'] as const;

export const ZBargainHelp = z.object({
  name: z.string(),
  avatar: z.string(),
  /** What this help cut off the price (USD). */
  cut: z.number(),
  created_at: z.string(),
  /** The draw that decided the cut (verify once the helper rotates their seed). */
  roll: ZEventRoll,
});
export type BargainHelp = z.infer<typeof ZBargainHelp>;

/** A bargain request (spec §1: valid 24 hours, with the invited count and the price). Amounts in USD. */
export const ZBargain = z.object({
  id: z.string(),
  box_id: z.string(),
  box: z.object({ name: z.string(), picture: z.string() }),
  /** The case's price when the bargain was made. */
  price: z.number(),
  /** The price the asker may open at once friends have cut it down. */
  target_price: z.number(),
  current_price: z.number(),
  /** Friends who helped so far. */
  helpers: z.number().int(),
  /** Friends it takes at most (the last one needed cuts the rest). */
  helpers_needed: z.number().int(),
  expires_at: z.string(),
  state: z.enum(BARGAIN_STATES),
  owner: z.object({ name: z.string(), avatar: z.string() }),
  help_list: z.array(ZBargainHelp),
  /** The viewer asked for it. */
  mine: z.boolean(),
  /** The viewer has helped it. */
  helped: z.boolean(),
  /** Helps the viewer has left today (null: a visitor). */
  helps_left: z.number().int().nullable(),
});
export type Bargain = z.infer<typeof ZBargain>;

export const ZBargainCase = z.object({
  box_id: z.string(),
  name: z.string(),
  picture: z.string(),
  price: z.number(),
  target_price: z.number(),
});
export type BargainCase = z.infer<typeof ZBargainCase>;
export const ZBargainMine = z.object({
  key: z.string(),
  /** Cases a bargain can be asked for. */
  cases: z.array(ZBargainCase),
  /** The player's bargains of the last days, newest first. */
  list: z.array(ZBargain),
  helps_left: z.number().int(),
  helps_per_day: z.number().int(),
  hours: z.number().int(),
});
export type BargainMine = z.infer<typeof ZBargainMine>;

export const ZBargainCreateBody = z.object({ box_id: z.string().min(1).max(64) });
export const ZBargainParams = z.object({ id: z.string().regex(/^[a-z0-9]{8,24}$/, 'bargain id') });
export const ZBargainHelpResult = ZBargain.extend({ cut: z.number() });
export type BargainHelpResult = z.infer<typeof ZBargainHelpResult>;

/** A bargain opened: the case's drop as a normal open answers it; `paid` what the asker paid (the bargained price). */
export const ZBargainOpenResult = ZOpenResult.extend({ id: z.string(), paid: z.number() });
export type BargainOpenResult = z.infer<typeof ZBargainOpenResult>;

export const bargainApi = {
  mine: { ...bargainRoutes.mine, result: envelope(ZBargainMine) },
  create: { ...bargainRoutes.create, body: ZBargainCreateBody, result: envelope(ZBargain) },
  detail: { ...bargainRoutes.detail, params: ZBargainParams, result: envelope(ZBargain) },
  help: { ...bargainRoutes.help, params: ZBargainParams, result: envelope(ZBargainHelpResult) },
  open: { ...bargainRoutes.open, params: ZBargainParams, result: envelope(ZBargainOpenResult) },
} as const;
