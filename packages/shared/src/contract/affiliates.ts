import { z } from 'zod';
import { envelope, paged } from './envelope';
import { affiliatesRoutes } from './routes';

/** A referral code as typed: 4–16 letters and digits (stored upper-case). */
export const ZSpreadCodeBody = z.object({ code: z.string().trim().min(1).max(32) });
export const ZSpreadCodeResult = z.object({ code: z.string(), link: z.string() });
export const ZPromotionResult = z.object({ code: z.string(), proportion: z.number() });
export const ZSpreadQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

export const ZAffiliateLevel = z.object({ level: z.number().int(), deposits: z.number(), proportion: z.number() });
/** `GET /api/user/spread`: my code and link, level and share, referred players, earnings (USD). */
export const ZSpreadInfo = z.object({
  code: z.string(),
  link: z.string(),
  level: z.number().int(),
  /** Share of each referred deposit earned at this level. */
  proportion: z.number(),
  next: ZAffiliateLevel.nullable(),
  /** Deposits of referred players since they joined (what the level follows). */
  deposits: z.number(),
  earnings: z.number(),
  claimable: z.number(),
  users: paged(z.object({ name: z.string(), joined: z.string(), deposited: z.boolean() })),
  by_day: z.array(z.object({ day: z.string(), amount: z.number() })),
  levels: z.array(ZAffiliateLevel),
  /** Bonus share a referred player gets on deposits. */
  invite_bonus: z.number(),
  bind_days: z.number().int(),
});
export type SpreadInfo = z.infer<typeof ZSpreadInfo>;
export const ZSpreadReceiveResult = z.object({ amount: z.number(), claimable: z.number() });

export const affiliatesApi = {
  buildSpread: { ...affiliatesRoutes.buildSpread, body: ZSpreadCodeBody, result: envelope(ZSpreadCodeResult) },
  spread: { ...affiliatesRoutes.spread, query: ZSpreadQuery, result: envelope(ZSpreadInfo) },
  receive: { ...affiliatesRoutes.receive, result: envelope(ZSpreadReceiveResult) },
  /** The invitation poster: a PNG (not an envelope), in the request's language. */
  poster: { ...affiliatesRoutes.poster },
  promotion: { ...affiliatesRoutes.promotion, body: ZSpreadCodeBody, result: envelope(ZPromotionResult) },
} as const;
