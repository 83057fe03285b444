import { z } from 'zod';
import { CODE_KINDS } from './codes';
import { envelope } from './envelope';
import { ZEventKeyParams } from './events';
import { opsAmount, opsReason, ZIdParams } from './ops';
import { opsRoutes } from './routes-ops';

/**
 * The console's promotions (issue 25): events, giveaways, promo-code campaigns and gift-card batches. Each shows what
 * it is expected to cost before an operator turns it on.
 */

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
export const ZOpsSchedule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('always') }),
  z.object({ type: z.literal('dates'), from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }),
  z.object({
    type: z.literal('weekly'),
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
    from: hhmm,
    to: hhmm,
  }),
]);
export type OpsSchedule = z.infer<typeof ZOpsSchedule>;

/** Expected payout per participant and operator day, by VIP level (USD); prizes without a price are named. */
export const ZEventCost = z.object({
  per_day: z.array(z.object({ level: z.number().int(), amount: z.number() })),
  unpriced: z.array(z.string()),
});
export type EventCost = z.infer<typeof ZEventCost>;

export const ZOpsEvent = z.object({
  key: z.string(),
  mechanic: z.string(),
  /** `file`: content/events (the console changes its schedule only); `console`: made here. */
  source: z.enum(['file', 'console']),
  title: z.string(),
  path: z.string(),
  enabled: z.boolean(),
  schedule: ZOpsSchedule,
  running: z.boolean(),
  ended_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  cost: ZEventCost,
});
export type OpsEvent = z.infer<typeof ZOpsEvent>;
export const ZOpsEventDetail = ZOpsEvent.extend({ definition: z.record(z.string(), z.unknown()) });
export type OpsEventDetail = z.infer<typeof ZOpsEventDetail>;

/** An event definition in the shape of a `content/events/<key>.json` file; created disabled. */
export const ZEventDefinitionBody = z.object({ definition: z.record(z.string(), z.unknown()) });
export const ZEventScheduleBody = z
  .object({ enabled: z.boolean().optional(), schedule: ZOpsSchedule.optional() })
  .refine((b) => b.enabled !== undefined || b.schedule !== undefined, 'enabled or schedule');

// Giveaways --------------------------------------------------------------------------------------------------------

export const ZGiveawayBody = z
  .object({
    title: z.string().trim().min(1).max(60),
    winners: z.number().int().min(1).max(100),
    /** Drawn this many minutes from now, or when `people` have joined. */
    ends_in_minutes: z
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 60)
      .optional(),
    people: z.number().int().min(2).max(1_000_000).optional(),
    prize_cash: opsAmount.pipe(z.number().min(0.01).max(100_000)).optional(),
    prize_coins: opsAmount.pipe(z.number().min(0.01).max(10_000_000)).optional(),
    prize_box: z.string().min(1).max(80).optional(),
    prize_goods: z.number().int().min(1).optional(),
    ticket: opsAmount.pipe(z.number().min(0).max(1_000_000)).optional(),
    password: z.string().min(4).max(64).optional(),
    min_deposit: opsAmount.pipe(z.number().min(0).max(1_000_000)).optional(),
    days: z.number().int().min(1).max(365).optional(),
    vip: z.number().int().min(0).max(10).optional(),
  })
  .refine((b) => (b.ends_in_minutes === undefined) !== (b.people === undefined), 'ends_in_minutes or people')
  .refine(
    (b) =>
      b.prize_cash !== undefined ||
      b.prize_coins !== undefined ||
      b.prize_box !== undefined ||
      b.prize_goods !== undefined,
    'at least one prize',
  );
export type GiveawayBody = z.input<typeof ZGiveawayBody>;
export const ZGiveawayCost = z.object({
  /** Expected cost of one winner's prizes, and of the whole room (every winner), USD; coins are counted apart. */
  per_winner: z.number(),
  total: z.number(),
  coins: z.number(),
  prizes: z.array(z.object({ kind: z.string(), name: z.string(), value: z.number() })),
});
export const ZOpsGiveaway = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.string(),
  state: z.enum(['open', 'closed', 'drawn', 'cancelled']),
  winners: z.number().int(),
  people: z.number().int(),
  people_target: z.number().int().nullable(),
  ends_at: z.string().nullable(),
  ticket: z.number(),
  prizes: z.array(z.object({ kind: z.string(), name: z.string(), value: z.number() })),
  created_at: z.string(),
});
export type OpsGiveaway = z.infer<typeof ZOpsGiveaway>;
export const ZOpsGiveawaysQuery = z.object({
  state: z.enum(['open', 'closed', 'drawn', 'cancelled']).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});

// Codes and gift cards ----------------------------------------------------------------------------------------------

export const ZCodesBody = z.object({
  kind: z.enum(CODE_KINDS),
  amount: opsAmount.pipe(z.number().min(0).max(100_000)).optional(),
  box: z.string().min(1).max(80).optional(),
  uses: z.number().int().min(1).max(100_000_000),
  per_account: z.number().int().min(1).max(1000),
  count: z.number().int().min(1).max(1000).default(1),
  valid_days: z.number().int().min(1).max(3650).optional(),
  min_deposit: opsAmount.pipe(z.number().min(0).max(1_000_000)).optional(),
  campaign: z.string().trim().min(1).max(64),
});
export type CodesBody = z.input<typeof ZCodesBody>;
export const ZCampaign = z.object({
  campaign: z.string(),
  /** `ops`: made in the console or by `npm run ops`; `content`: content/codes (ended by editing the file). */
  source: z.enum(['ops', 'content']),
  /** cash, token, box, or `mixed` when the campaign's codes differ. */
  kind: z.string(),
  amount: z.number(),
  box: z.string().nullable(),
  codes: z.number().int(),
  /** Uses allowed in total (summed over the campaign's codes) and taken so far. */
  uses: z.number().int(),
  used: z.number().int(),
  players: z.number().int(),
  /** What cash codes paid so far, and the most their remaining uses can still pay (USD). */
  paid: z.number(),
  exposure: z.number(),
  /** The same for token codes, in coins. Case codes are counted in uses only. */
  paid_coins: z.number(),
  exposure_coins: z.number(),
  expires_at: z.string().nullable(),
  ended: z.boolean(),
  created_at: z.string(),
});
export type Campaign = z.infer<typeof ZCampaign>;
export const ZCampaignParams = z.object({ campaign: z.string().trim().min(1).max(64) });
export const ZCreatedCodes = z.object({ campaign: z.string(), codes: z.array(z.string()) });

export const ZGiftCardsBody = z.object({
  count: z.number().int().min(1).max(1000),
  amount: opsAmount.pipe(z.number().min(0.01).max(10_000)),
  batch: z.string().trim().min(1).max(64),
});
export const ZGiftCardBatch = z.object({
  batch: z.string(),
  amount: z.number(),
  count: z.number().int(),
  redeemed: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
});
export const ZCreatedGiftCards = z.object({ batch: z.string(), codes: z.array(z.string()) });

export const opsPromotionsApi = {
  events: { ...opsRoutes.events, result: envelope(z.object({ list: z.array(ZOpsEvent) })) },
  event: { ...opsRoutes.event, params: ZEventKeyParams, result: envelope(ZOpsEventDetail) },
  eventCost: { ...opsRoutes.eventCost, body: ZEventDefinitionBody, result: envelope(ZEventCost) },
  createEvent: { ...opsRoutes.createEvent, body: ZEventDefinitionBody, result: envelope(ZOpsEvent) },
  scheduleEvent: {
    ...opsRoutes.scheduleEvent,
    params: ZEventKeyParams,
    body: ZEventScheduleBody,
    result: envelope(ZOpsEvent),
  },
  endEvent: { ...opsRoutes.endEvent, params: ZEventKeyParams, result: envelope(ZOpsEvent) },
  giveaways: {
    ...opsRoutes.giveaways,
    query: ZOpsGiveawaysQuery,
    result: envelope(z.object({ list: z.array(ZOpsGiveaway), page: z.number().int(), total: z.number().int() })),
  },
  giveawayCost: { ...opsRoutes.giveawayCost, body: ZGiveawayBody, result: envelope(ZGiveawayCost) },
  createGiveaway: { ...opsRoutes.createGiveaway, body: ZGiveawayBody, result: envelope(ZOpsGiveaway) },
  endGiveaway: { ...opsRoutes.endGiveaway, params: ZIdParams, result: envelope(ZOpsGiveaway) },
  codeCampaigns: { ...opsRoutes.codeCampaigns, result: envelope(z.object({ list: z.array(ZCampaign) })) },
  createCodes: { ...opsRoutes.createCodes, body: ZCodesBody, result: envelope(ZCreatedCodes) },
  endCodeCampaign: {
    ...opsRoutes.endCodeCampaign,
    params: ZCampaignParams,
    body: z.object({ reason: opsReason }),
    result: envelope(ZCampaign),
  },
  giftCardBatches: { ...opsRoutes.giftCardBatches, result: envelope(z.object({ list: z.array(ZGiftCardBatch) })) },
  createGiftCards: { ...opsRoutes.createGiftCards, body: ZGiftCardsBody, result: envelope(ZCreatedGiftCards) },
} as const;
