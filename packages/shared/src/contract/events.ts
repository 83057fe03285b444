import { z } from 'zod';
import { PRIZE_KINDS } from '../domain/events';
import { GAMES } from '../domain/fair/games';
import { envelope } from './envelope';
import { eventsRoutes } from './routes';

/** A prize as players see it: an amount (USD or coins) or a case / item with its name and picture. */
export const ZPrizeView = z.object({
  kind: z.enum(PRIZE_KINDS),
  /** Cash, coins or shop score: the amount; a case or an item: its value (USD), when known. */
  amount: z.number().nullable(),
  name: z.string().nullable(),
  picture: z.string().nullable(),
  case_id: z.string().nullable(),
});
export type PrizeView = z.infer<typeof ZPrizeView>;

/** A prize table entry with its odds (tickets out of 100 000 000). */
export const ZPrizeOdds = ZPrizeView.extend({ tickets: z.number().int() });
export type PrizeOdds = z.infer<typeof ZPrizeOdds>;

/** The revealed inputs of an event draw (verify on /provablyfair once the server seed is rotated). */
export const ZEventRoll = z.object({
  game: z.enum(GAMES),
  nonce: z.number().int(),
  round: z.number().int(),
  ticket: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
export type EventRoll = z.infer<typeof ZEventRoll>;

/** What a prize granted: the balance credited or the backpack items it added. */
export const ZGrant = z.object({
  prize: ZPrizeView,
  knapsack_ids: z.array(z.number().int()),
  roll: ZEventRoll.nullable(),
});
export type Grant = z.infer<typeof ZGrant>;

/**
 * A player's tokens of an event (hammers, snowballs, chances…): the balance, how they are earned (USD wagered or
 * deposited per token, null: not that way) and how far the next one is (0…1).
 */
export const ZEventTokens = z.object({
  name: z.string(),
  picture: z.string().nullable(),
  balance: z.number().int(),
  per_stake: z.number().nullable(),
  per_deposit: z.number().nullable(),
  next_progress: z.number(),
});
export type EventTokens = z.infer<typeof ZEventTokens>;

export const ZEventNeeds = z.object({
  /** Minimum VIP level, or null. */
  vip_level: z.number().int().nullable(),
  /** A completed deposit within this many days, or null. */
  deposit_days: z.number().int().nullable(),
  /** Accounts younger than this many days only, or null. */
  new_days: z.number().int().nullable(),
  /** Only these countries (ISO codes), or null. */
  countries: z.array(z.string()).nullable(),
  /** What one go costs, or null when free. */
  cost: z.object({ currency: z.enum(['money', 'score']), amount: z.number() }).nullable(),
});
export type EventNeeds = z.infer<typeof ZEventNeeds>;

export const ZEventSummary = z.object({
  key: z.string(),
  mechanic: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  /** The site page of the event. */
  path: z.string(),
  needs: ZEventNeeds,
  /** Whether this player meets the audience (visitors: false). */
  eligible: z.boolean(),
  /** When the current run ends (ISO), or null when it runs on. */
  ends_at: z.string().nullable(),
  /** Hot-events order (higher first). */
  priority: z.number().int(),
});
export type EventSummary = z.infer<typeof ZEventSummary>;
export const ZEventsResult = z.object({ list: z.array(ZEventSummary), time_zone: z.string() });
export type EventsResult = z.infer<typeof ZEventsResult>;

/** An event's published prize table (for verifying its draws), whether or not it runs now. */
export const ZEventPrizes = z.object({
  key: z.string(),
  mechanic: z.string(),
  game: z.enum(GAMES).nullable(),
  title: z.string(),
  prizes: z.array(ZPrizeOdds),
});
export type EventPrizes = z.infer<typeof ZEventPrizes>;
export const ZEventKeyParams = z.object({ key: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/) });

export const ZEventQuery = z.object({ key: z.string().max(64).optional() });

export const CHECK_IN_STATES = ['claimed', 'available', 'locked'] as const;
export const ZCheckInInfo = z.object({
  key: z.string(),
  days: z.array(z.object({ day: z.number().int(), reward: ZPrizeView, state: z.enum(CHECK_IN_STATES) })),
  streak: z.number().int(),
  today_done: z.boolean(),
  /** When the next operator day starts (ISO). */
  next_at: z.string(),
});
export type CheckInInfo = z.infer<typeof ZCheckInInfo>;
export const ZCheckInResult = ZGrant.extend({ day: z.number().int(), streak: z.number().int(), next_at: z.string() });
export type CheckInResult = z.infer<typeof ZCheckInResult>;

export const ZCard = z.object({
  index: z.number().int(),
  state: z.enum(['hidden', 'flipped']),
  prize: ZPrizeView.nullable(),
});
export type Card = z.infer<typeof ZCard>;
export const ZCardsInfo = z.object({
  key: z.string(),
  cards: z.array(ZCard),
  flips_left: z.number().int(),
  flips_total: z.number().int(),
  next_at: z.string(),
  prizes: z.array(ZPrizeOdds),
});
export type CardsInfo = z.infer<typeof ZCardsInfo>;
export const ZFlipBody = z.object({ index: z.number().int().min(0).max(31), key: z.string().max(64).optional() });
export type FlipBody = z.infer<typeof ZFlipBody>;
export const ZFlipResult = ZGrant.extend({
  index: z.number().int(),
  flips_left: z.number().int(),
  next_at: z.string(),
});
export type FlipResult = z.infer<typeof ZFlipResult>;

export const ZFreeCoinsInfo = z.object({
  key: z.string(),
  available: z.boolean(),
  /** When the next claim opens (ISO): the next operator day once today's is taken. */
  next_at: z.string(),
  prizes: z.array(ZPrizeOdds),
  /** Today's claim, once made. */
  claimed: z.number().nullable(),
});
export type FreeCoinsInfo = z.infer<typeof ZFreeCoinsInfo>;
export const ZFreeCoinsResult = ZGrant.extend({ next_at: z.string() });
export type FreeCoinsResult = z.infer<typeof ZFreeCoinsResult>;

export const eventsApi = {
  list: { ...eventsRoutes.list, result: envelope(ZEventsResult) },
  prizes: { ...eventsRoutes.prizes, params: ZEventKeyParams, result: envelope(ZEventPrizes) },
  checkIn: { ...eventsRoutes.checkIn, query: ZEventQuery, result: envelope(ZCheckInInfo) },
  checkInDo: { ...eventsRoutes.checkInDo, query: ZEventQuery, result: envelope(ZCheckInResult) },
  cards: { ...eventsRoutes.cards, query: ZEventQuery, result: envelope(ZCardsInfo) },
  flip: { ...eventsRoutes.flip, body: ZFlipBody, result: envelope(ZFlipResult) },
  freeCoins: { ...eventsRoutes.freeCoins, query: ZEventQuery, result: envelope(ZFreeCoinsInfo) },
  freeCoinsClaim: { ...eventsRoutes.freeCoinsClaim, query: ZEventQuery, result: envelope(ZFreeCoinsResult) },
} as const;
