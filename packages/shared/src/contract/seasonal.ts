import { z } from 'zod';
import { envelope } from './envelope';
import { ZEventTokens, ZGrant, ZPrizeOdds, ZPrizeView } from './events';
import { seasonalRoutes } from './routes';

export const SEASONS = ['christmas', 'thanksgiving', 'saints'] as const;
export type Season = (typeof SEASONS)[number];
export const MILESTONE_STATES = ['locked', 'ready', 'received'] as const;
export const SEASONAL_OPEN_MAX = 10;

/** An event case: bought with the event's tokens, its prize table drawn with game `seasonal`. */
export const ZSeasonalCase = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string(),
  /** Tokens one open costs. */
  price: z.number().int(),
  prizes: z.array(ZPrizeOdds),
});
export type SeasonalCase = z.infer<typeof ZSeasonalCase>;

/** Open `opens` event cases of this event, receive `reward` once. `number` is the route's `{milestone}`. */
export const ZSeasonalMilestone = z.object({
  number: z.number().int(),
  opens: z.number().int(),
  reward: ZPrizeView,
  state: z.enum(MILESTONE_STATES),
});
export type SeasonalMilestone = z.infer<typeof ZSeasonalMilestone>;

export const ZSeasonalInfo = z.object({
  key: z.string(),
  season: z.enum(SEASONS),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  /** Whether the event runs now; outside its window it is shown but opens are refused. */
  active: z.boolean(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** Milestones granted inside the open that reaches them (`auto`) or received on the prize route (`receive`). */
  milestones_by: z.enum(['auto', 'receive']),
  /** The player's tokens (visitors: balance 0). */
  tokens: ZEventTokens,
  /** Event cases this player opened in this event. */
  opened: z.number().int(),
  cases: z.array(ZSeasonalCase),
  milestones: z.array(ZSeasonalMilestone),
});
export type SeasonalInfo = z.infer<typeof ZSeasonalInfo>;
export const ZSeasonalDetails = ZSeasonalInfo.extend({ case: ZSeasonalCase });
export type SeasonalDetails = z.infer<typeof ZSeasonalDetails>;

export const ZSeasonalMilestoneGrant = ZGrant.extend({ milestone: z.number().int(), opens: z.number().int() });
export type SeasonalMilestoneGrant = z.infer<typeof ZSeasonalMilestoneGrant>;
/** One open of an event case: its draw (revealed inputs in `roll`) and what it granted. */
export const ZSeasonalDraw = ZGrant.extend({ index: z.number().int() });
export type SeasonalDraw = z.infer<typeof ZSeasonalDraw>;
export const ZSeasonalOpenResult = z.object({
  key: z.string(),
  case_id: z.string(),
  draws: z.array(ZSeasonalDraw),
  /** Milestones this open reached and granted (`auto` events). */
  milestones: z.array(ZSeasonalMilestoneGrant),
  tokens_left: z.number().int(),
  opened: z.number().int(),
});
export type SeasonalOpenResult = z.infer<typeof ZSeasonalOpenResult>;

export const ZSeasonalDrop = z.object({
  /** The player's name, masked: first 2 characters plus an ellipsis. */
  name: z.string(),
  case_id: z.string().nullable(),
  prize: ZPrizeView,
  at: z.string(),
});
export type SeasonalDrop = z.infer<typeof ZSeasonalDrop>;

const number = z.coerce.number().int().min(1).max(SEASONAL_OPEN_MAX).default(1);
const ZId = z.string().min(1).max(64);
export const ZSeasonalQuery = z.object({ key: ZId.optional() });
export const ZChristmasOpenQuery = z.object({ case_id: ZId, number, key: ZId.optional() });
export const ZSeasonalNumberBody = z.object({ number });
/** Optional: no body opens one. */
export const ZSaintsPrizeBody = z.object({ number }).nullish();
export const ZSeasonalEventParams = z.object({ event: ZId });
export const ZSeasonalCaseParams = z.object({ event: ZId, case: ZId });
export const ZSeasonalMilestoneParams = z.object({ event: ZId, milestone: z.coerce.number().int().min(1).max(1000) });
export const ZSaintsParams = z.object({ case: ZId });
export const ZSeasonalDropQuery = z.object({ limit: z.coerce.number().int().min(1).max(10).default(10) });

export const seasonalApi = {
  christmas: { ...seasonalRoutes.christmas, query: ZSeasonalQuery, result: envelope(ZSeasonalInfo) },
  christmasOpen: { ...seasonalRoutes.christmasOpen, query: ZChristmasOpenQuery, result: envelope(ZSeasonalOpenResult) },
  thanksgiving: { ...seasonalRoutes.thanksgiving, query: ZSeasonalQuery, result: envelope(ZSeasonalInfo) },
  thanksgivingPrize: {
    ...seasonalRoutes.thanksgivingPrize,
    params: ZSeasonalMilestoneParams,
    result: envelope(ZSeasonalMilestoneGrant),
  },
  thanksgivingDrop: {
    ...seasonalRoutes.thanksgivingDrop,
    params: ZSeasonalEventParams,
    query: ZSeasonalDropQuery,
    result: envelope(z.object({ list: z.array(ZSeasonalDrop) })),
  },
  thanksgivingOpen: {
    ...seasonalRoutes.thanksgivingOpen,
    params: ZSeasonalCaseParams,
    body: ZSeasonalNumberBody,
    result: envelope(ZSeasonalOpenResult),
  },
  thanksgivingDetails: {
    ...seasonalRoutes.thanksgivingDetails,
    params: ZSeasonalCaseParams,
    result: envelope(ZSeasonalDetails),
  },
  saints: { ...seasonalRoutes.saints, query: ZSeasonalQuery, result: envelope(ZSeasonalInfo) },
  saintsPrize: {
    ...seasonalRoutes.saintsPrize,
    params: ZSaintsParams,
    body: ZSaintsPrizeBody,
    result: envelope(ZSeasonalOpenResult),
  },
} as const;
