import { z } from 'zod';
import { envelope, paged } from './envelope';
import { giveawaysRoutes } from './routes';

/**
 * Giveaways ("rolls", spec §3 Giveaway). A room holds a list of prizes; sorted by price descending (`prize`),
 * prize i goes to winner i mod `gift_user_count` (winner k is drawn k-th, DESIGN §5), so the first winner
 * takes the dearest prize. Times are ISO strings; amounts are USD (cash) or coins (`score`).
 */
export const GIVEAWAY_STATE = { active: 1, drawing: 2, ended: 3 } as const;
/**
 * A host room cancelled before its draw (escrow returned). Lists never show it; its detail answers this state.
 * `drawing` (2) is a continuous room whose target was reached (joins closed) or a timed room past `end_time`,
 * waiting for its draw job.
 */
export const GIVEAWAY_CANCELLED = 4;
/** `type`: 0 continuous (drawn when `people_target` is reached), 1 timed (drawn at `end_time`). */
export const GIVEAWAY_TYPE = { continuous: 0, timed: 1 } as const;
/**
 * `condition`: the room's strictest entry condition, for the card's badge (spec `condition`; 4 = password).
 * All conditions that apply are in `conditions`.
 */
export const GIVEAWAY_CONDITION = { free: 0, ticket: 1, deposit: 2, vip: 3, password: 4, invite: 5 } as const;

export const ZGiftUser = z.object({ user_id: z.number().int(), name: z.string(), avatar: z.string() });
export type GiftUser = z.infer<typeof ZGiftUser>;

export const ZGiftGoods = z.object({
  /** The catalogue goods id. */
  id: z.number().int(),
  name: z.string(),
  picture: z.string(),
  price: z.number(),
  rarity_color: z.string().nullable(),
});
export const ZGiftBox = z.object({
  /** The prize's place in the room's listed prizes. */
  id: z.number().int(),
  name: z.string(),
  picture: z.string(),
  price: z.number(),
  /** The case opened for the winner (`/case/{case_id}`). */
  case_id: z.string(),
});

/** One prize of the derived list, sorted by `price` descending (coins count at their USD value). */
export const ZGiftPrize = z.object({
  kind: z.enum(['goods', 'cash', 'coins', 'box']),
  name: z.string(),
  picture: z.string(),
  /** USD value. */
  price: z.number(),
  /** Cash in USD or coins; null for goods and boxes. */
  amount: z.number().nullable(),
  rarity_color: z.string().nullable(),
});
export type GiftPrize = z.infer<typeof ZGiftPrize>;

export const ZGiftConditions = z.object({
  ticket: z.object({ currency: z.enum(['coins', 'money']), amount: z.number() }).nullable(),
  min_deposit: z.object({ amount: z.number(), days: z.number().int() }).nullable(),
  vip: z.number().int().nullable(),
  password: z.boolean(),
  /** An invite code is required (the room's host gives it out). */
  invite_code: z.boolean(),
});

export const ZGiftRoom = z.object({
  id: z.number().int(),
  title: z.string(),
  picture: z.string(),
  state: z.number().int(),
  type: z.number().int(),
  kind: z.enum(['official', 'host']),
  condition: z.number().int(),
  conditions: ZGiftConditions,
  host: ZGiftUser.nullable(),
  gift_user_count: z.number().int(),
  /** Players joined so far. */
  total_people: z.number().int(),
  /** Continuous rooms: the number of players that triggers the draw; null for timed rooms. */
  people_target: z.number().int().nullable(),
  /** When a timed room draws; null for continuous rooms. */
  end_time: z.string().nullable(),
  /** When joining closes (equals `end_time` for timed rooms; null while a continuous room is open). */
  time_slot_end: z.string().nullable(),
  goods: z.array(ZGiftGoods),
  /** Coins per coin prize, one entry per prize. */
  price_tokens: z.array(z.number()),
  /** USD per cash prize, one entry per prize. */
  price_cash: z.array(z.number()),
  box: z.array(ZGiftBox),
  prize: z.array(ZGiftPrize),
  /** USD value of all prizes. */
  price_all: z.number(),
  /** Coins of all coin prizes. */
  token_all: z.number(),
  /** Winners' user ids in draw order (empty until drawn). */
  obtain_user_id: z.array(z.number().int()),
  gift_user: z.array(ZGiftUser),
  /** Whether the signed-in player has joined. */
  joined: z.boolean(),
  created_at: z.string(),
  drawn_at: z.string().nullable(),
});
export type GiftRoom = z.infer<typeof ZGiftRoom>;

/** The room's fairness inputs: the hash from creation; seeds after the draw (client seeds in join order). */
export const ZGiftFairness = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string().nullable(),
  client_seeds: z.array(z.string()).nullable(),
  beacon: z.string().nullable(),
  /** Per winner k: the roll's float and the index it picked among the participants not yet drawn. */
  rolls: z
    .array(z.object({ round: z.number().int(), float: z.number(), index: z.number().int(), user_id: z.number().int() }))
    .nullable(),
});

export const ZGiftRoomDetail = ZGiftRoom.extend({
  /** In join order. */
  participants: z.array(ZGiftUser),
  fairness: ZGiftFairness,
  /** Invite code of a host room, shown to its host only. */
  invite_code: z.string().nullable(),
});
export type GiftRoomDetail = z.infer<typeof ZGiftRoomDetail>;

export const ZGiftListQuery = z.object({
  /** 1 active; 2 or 3 ended (both list ended rooms). */
  state: z.coerce.number().int().min(1).max(3).default(1),
  limit: z.coerce.number().int().min(1).max(30).default(15),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  word: z.string().trim().max(64).optional(),
  /** 1: rooms I joined or host. */
  is_me: z.coerce.number().int().min(0).max(1).optional(),
});
export type GiftListQuery = z.infer<typeof ZGiftListQuery>;
export const ZGiftIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const ZGiftJoinQuery = z.object({
  pwd: z.string().max(64).optional(),
  code: z.string().max(32).optional(),
});
export const ZGiftJoinResult = z.object({ joined: z.boolean(), total_people: z.number().int() });
export type GiftJoinResult = z.infer<typeof ZGiftJoinResult>;

/** A host creates a room funded from balance (cash/coins prizes) or backpack items (escrowed). */
export const ZGiftCreateBody = z.object({
  title: z.string().trim().min(1).max(60),
  winners: z.number().int().min(1).max(100),
  /** Timed room: seconds until the draw (5 minutes to 14 days). */
  ends_in: z
    .number()
    .int()
    .min(300)
    .max(14 * 86_400)
    .optional(),
  /** Continuous room: players that trigger the draw. */
  people: z.number().int().min(2).max(10_000).optional(),
  prize_cash: z.number().min(0).max(10_000).optional(),
  prize_coins: z.number().int().min(0).max(10_000_000).optional(),
  /** Backpack item ids (the host's own, sellable) given as prizes. */
  prize_items: z.array(z.number().int().min(1)).max(100).optional(),
  ticket: z.number().int().min(0).max(1_000_000).optional(),
  password: z.string().min(1).max(64).optional(),
  min_deposit: z.number().min(0).max(100_000).optional(),
  days: z.number().int().min(1).max(365).optional(),
  vip: z.number().int().min(0).max(10).optional(),
  invite_only: z.boolean().optional(),
});
export type GiftCreateBody = z.infer<typeof ZGiftCreateBody>;

/** The websocket channel of one room (public): events `join`, `draw`, `cancel`. */
export const giftChannel = (id: number) => `gift.${id}`;
export type GiftJoinEvent = { room_id: number; total_people: number; user: GiftUser };
/** A room's draw result: winners in draw order and the revealed fairness inputs. */
export type GiftDrawEvent = {
  room_id: number;
  obtain_user_id: number[];
  gift_user: GiftUser[];
  fairness: z.infer<typeof ZGiftFairness>;
  drawn_at: string;
};
export type GiftCancelEvent = { room_id: number };
/** On `notifications.{userId}` when a player wins a giveaway (the notifications module makes it a message). */
export const GIFT_WON_EVENT = 'giveaway.won';
export type GiftWonEvent = { room_id: number; title: string; prizes: number; value: number };

export const giveawaysApi = {
  list: { ...giveawaysRoutes.list, query: ZGiftListQuery, result: envelope(paged(ZGiftRoom)) },
  detail: { ...giveawaysRoutes.detail, params: ZGiftIdParams, result: envelope(ZGiftRoomDetail) },
  join: {
    ...giveawaysRoutes.join,
    params: ZGiftIdParams,
    query: ZGiftJoinQuery,
    result: envelope(ZGiftJoinResult),
  },
  create: { ...giveawaysRoutes.create, body: ZGiftCreateBody, result: envelope(ZGiftRoomDetail) },
  cancel: { ...giveawaysRoutes.cancel, params: ZGiftIdParams, result: envelope(ZGiftRoomDetail) },
} as const;
