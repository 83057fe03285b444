/**
 * Case battles (issue 7; rules in `shared/domain/battles.ts` + `battles-settle.ts`, server in
 * `server/src/modules/battles`, docs/architecture.md "battles"). Amounts are USD with at most 3 decimals;
 * slots count from 0 and the creator takes slot 0; rounds count from 0 (round r opens `boxes[r]`).
 *
 * Life of a battle: `waiting` (created, slots filling; entries are held from each player's balance) →
 * `running` (the last slot filled, by a join or the creator's bots call; entries are paid) → one round
 * revealed every `round_ms` → `ended` (settled: every item went to the winner(s)). A `waiting` battle
 * whose creator leaves is `cancelled` and every entry is refunded.
 */
import { z } from 'zod';
import { BATTLE_MODES } from '../domain/battles';
import { ZGoods } from './catalog';
import { envelope, paged } from './envelope';
import { battlesRoutes } from './routes';

export const ZBattleMode = z.enum(BATTLE_MODES);
export const BATTLE_STATES = ['waiting', 'running', 'ended', 'cancelled'] as const;
export type BattleState = (typeof BATTLE_STATES)[number];
export const ZBattleState = z.enum(BATTLE_STATES);

/** A case id as `/api/box/{id}` takes it. */
const zBoxId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/);
/** The private-battle code (the "room password"): 8 lower-case letters and digits. */
const zCode = z.string().trim().min(1).max(32);

export const ZBattleParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** A box of a battle, as it was priced when the battle was created (its price is the round's entry share). */
export const ZBattleBox = z.object({
  /** The case id (`/api/box/{id}` shows its contents). */
  id: z.string(),
  /** Name in the request's `Language` (English in ws events). */
  name: z.string(),
  picture: z.string(),
  /** USD, frozen at creation. */
  price: z.number(),
});
export type BattleBox = z.infer<typeof ZBattleBox>;

/** A seat taken by a player or a bot. */
export const ZBattleSeat = z.object({
  slot: z.number().int(),
  /** The player's id (compare with `/api/user`'s id to find "me"); null for a bot. */
  user_id: z.number().int().nullable(),
  /** The player's name (a bot's is "Bot 1" … by slot). */
  name: z.string(),
  avatar: z.string(),
  bot: z.boolean(),
  /** Team mode: 0 for slots 0 and 1, 1 for slots 2 and 3; null in other modes. */
  team: z.number().int().nullable(),
  /** The client seed frozen when this seat was taken (a bot's: `botClientSeed(battleId, slot)`). */
  client_seed: z.string(),
  /** USD: Σ of this seat's drops revealed so far. */
  total: z.number(),
  /** Ended: USD of the items this seat received (0 for a loser); null before. */
  received: z.number().nullable(),
  /** Ended: whether this seat is among the winners; null before. */
  won: z.boolean().nullable(),
});
export type BattleSeat = z.infer<typeof ZBattleSeat>;

/** A battle as the list, `mine`, `history` and the `battles` ws channel show it. */
export const ZBattleSummary = z.object({
  id: z.number().int(),
  mode: ZBattleMode,
  /** Number of slots: 2, 3 or 4 (team: 4). */
  players: z.number().int(),
  state: ZBattleState,
  /** Private battles are left out of the list and reached by link with their code. */
  private: z.boolean(),
  /** USD each seat pays to enter: Σ of the boxes' prices. */
  cost: z.number(),
  /** The boxes in round order (a box chosen twice appears twice). */
  boxes: z.array(ZBattleBox),
  /** Number of rounds (= boxes.length). */
  rounds: z.number().int(),
  /** Rounds revealed so far (0 … rounds). */
  revealed: z.number().int(),
  /** One entry per slot, in slot order: the seat, or null while the slot is empty. */
  slots: z.array(ZBattleSeat.nullable()),
  /** USD: Σ of every drop revealed so far (what the winner(s) will share). */
  value: z.number(),
  /** Ended: the winning slots, ascending (two in team mode); empty before. */
  winners: z.array(z.number().int()),
  /** The websocket channel of this battle's events (`battle.{id}`; private: `battle.{id}-{code}`). */
  channel: z.string(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type BattleSummary = z.infer<typeof ZBattleSummary>;

/** One seat's drop in one round. */
export const ZBattleDrop = z.object({
  slot: z.number().int(),
  /** The item dropped (catalogue data; its `price` is today's, `value` the battle's). */
  goods: ZGoods,
  /** USD the drop counts for in this battle (the goods' price when the battle was created). */
  value: z.number(),
  /** The roll's ticket in [0, 100 000 000): which of the box's ticket ranges it landed in. */
  ticket: z.number().int(),
});
export type BattleRoundDrop = z.infer<typeof ZBattleDrop>;

/** A revealed round: every seat's drop from `boxes[round]`. */
export const ZBattleRound = z.object({
  round: z.number().int(),
  box_id: z.string(),
  /** One per slot, in slot order. */
  drops: z.array(ZBattleDrop),
});
export type BattleRound = z.infer<typeof ZBattleRound>;

/** An extra roll after the last round (tie-break or team split), as `battles-settle.ts` documents. */
export const ZBattleDraw = z.object({
  /** Counters of the roll's message: round R (tie-break) or R + 1 (team split), and slot. */
  round: z.number().int(),
  slot: z.number().int(),
  digest: z.string(),
  ticket: z.number().int(),
});

/** How an ended battle was decided (what `replayBattle` recomputes from the published inputs). */
export const ZBattleResult = z.object({
  /** Index of the winning contender (a slot; in team mode the team 0 or 1). */
  winner: z.number().int(),
  /** The winning slots, ascending. */
  winners: z.array(z.number().int()),
  /** The slots of each contender: `[[0], [1], …]`, team mode `[[0, 1], [2, 3]]`. */
  contenders: z.array(z.array(z.number().int())),
  /** USD per contender: the score that decided (standard/crazy: total; team: Σ of the team; terminal: last round). */
  scores: z.array(z.number()),
  /** USD per slot: Σ of its drops. */
  totals: z.array(z.number()),
  /** USD per slot: Σ of the values it received. */
  received: z.array(z.number()),
  /** awards[round][slot]: the slot that received the item `slot` dropped in `round`. */
  awards: z.array(z.array(z.number().int())),
  /** The tie-break roll when contenders tied (winner = tied[index]), else null. */
  tie_break: ZBattleDraw.extend({ tied: z.array(z.number().int()), index: z.number().int() }).nullable(),
  /** Team mode: the draws between equally served teammates, in order. */
  split_draws: z.array(
    ZBattleDraw.extend({ item: z.object({ round: z.number().int(), slot: z.number().int() }), to: z.number().int() }),
  ),
});
export type BattleResult = z.infer<typeof ZBattleResult>;

/** `GET /api/battle/{id}`: the summary plus seeds, revealed rounds and, once ended, the result. */
export const ZBattleDetail = ZBattleSummary.extend({
  /** Hex SHA-256 of the server seed, published at creation. */
  server_seed_hash: z.string(),
  /** The server seed, revealed once the battle ended (null before). */
  server_seed: z.string().nullable(),
  /** Public randomness mixed into every roll (null: none configured). */
  beacon: z.string().nullable(),
  /** Milliseconds between rounds. */
  round_ms: z.number().int(),
  /** When the next round is due (running), else null. */
  next_round_at: z.string().nullable(),
  /**
   * What each box contained when the battle was created, one entry per distinct box: its items in the
   * published ticket order with their odds in tickets (of 100 000 000) and the value they count for. With
   * the seeds, this is every input `replayBattle` needs (`boxes[r]` = the items of `box_ids[r]`).
   */
  contents: z.array(
    z.object({
      id: z.string(),
      items: z.array(z.object({ goods_id: z.number().int(), tickets: z.number().int(), value: z.number() })),
    }),
  ),
  /** The rounds revealed so far, in order. */
  results: z.array(ZBattleRound),
  /** Ended: how it was decided; null before. */
  result: ZBattleResult.nullable(),
  /** The private code, answered to the creator only (to share the link); null otherwise. */
  code: z.string().nullable(),
});
export type BattleDetail = z.infer<typeof ZBattleDetail>;

export const BATTLE_PAGE_SIZE = 15;

/** `GET /api/battle`: public battles in one state. */
export const ZBattleListQuery = z.object({
  state: z.enum(['waiting', 'running', 'ended']).default('waiting'),
  /** `time`: newest first; `cost`: dearest first (`order=asc` reverses either). */
  sort: z.enum(['time', 'cost']).default('time'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BATTLE_PAGE_SIZE),
});
export type BattleListQuery = z.infer<typeof ZBattleListQuery>;

export const ZBattlePageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(BATTLE_PAGE_SIZE),
});

export const ZBattleDetailQuery = z.object({ code: zCode.optional() });

export const ZBattleCreateBody = z.object({
  /** Case ids in round order (a case may repeat); 1 … `BATTLE_MAX_BOXES` (answers "too few boxes" with the minimum). */
  boxes: z.array(zBoxId).max(500),
  /** 2, 3 or 4 (team mode: 4). */
  players: z.number().int().min(0).max(100),
  mode: ZBattleMode,
  /** Reached only by link with the code answered to the creator. */
  private: z.boolean().default(false),
});
export type BattleCreateBody = z.infer<typeof ZBattleCreateBody>;

export const ZBattleJoinBody = z.object({
  slot: z.number().int().min(0).max(3),
  /** Private battles: the code from the link ("Please enter the room password" without it). */
  code: zCode.optional(),
});
export type BattleJoinBody = z.infer<typeof ZBattleJoinBody>;

/** `POST /api/battle/{id}/copy`: a new battle with the same boxes, players, mode and privacy (a private source needs its code). */
export const ZBattleCopyBody = z.object({ code: zCode.optional() }).default({});
export type BattleCopyBody = z.infer<typeof ZBattleCopyBody>;

/** `leave`: `cancelled` when the creator left (everyone refunded), else `left`. */
export const ZBattleLeaveResult = z.object({
  id: z.number().int(),
  state: ZBattleState,
  /** USD returned to the caller's balance. */
  refund: z.number(),
});
export type BattleLeaveResult = z.infer<typeof ZBattleLeaveResult>;

/** `GET /api/battle/history`: the caller's ended and cancelled battles, each with their own outcome. */
export const ZBattleHistoryEntry = ZBattleSummary.extend({
  /** The caller's slot. */
  slot: z.number().int(),
  /** USD the caller paid to enter (0 when cancelled: refunded). */
  paid: z.number(),
  /** USD of the items the caller received. */
  received: z.number(),
  won: z.boolean(),
});
export type BattleHistoryEntry = z.infer<typeof ZBattleHistoryEntry>;

export const battlesApi = {
  list: {
    ...battlesRoutes.list,
    query: ZBattleListQuery,
    result: envelope(paged(ZBattleSummary)),
  },
  /** The caller's waiting and running battles (private ones included), newest first. */
  mine: { ...battlesRoutes.mine, query: ZBattlePageQuery, result: envelope(paged(ZBattleSummary)) },
  history: {
    ...battlesRoutes.history,
    query: ZBattlePageQuery,
    result: envelope(paged(ZBattleHistoryEntry)),
  },
  detail: {
    ...battlesRoutes.detail,
    params: ZBattleParams,
    query: ZBattleDetailQuery,
    result: envelope(ZBattleDetail),
  },
  create: { ...battlesRoutes.create, body: ZBattleCreateBody, result: envelope(ZBattleDetail) },
  join: {
    ...battlesRoutes.join,
    params: ZBattleParams,
    body: ZBattleJoinBody,
    result: envelope(ZBattleDetail),
  },
  leave: { ...battlesRoutes.leave, params: ZBattleParams, result: envelope(ZBattleLeaveResult) },
  bots: { ...battlesRoutes.bots, params: ZBattleParams, result: envelope(ZBattleDetail) },
  copy: {
    ...battlesRoutes.copy,
    params: ZBattleParams,
    body: ZBattleCopyBody,
    result: envelope(ZBattleDetail),
  },
} as const;
