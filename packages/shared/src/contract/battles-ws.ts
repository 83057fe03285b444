/**
 * Websocket messages of case battles (issue 7; REST side in `battles.ts`). Subscribe with
 * `{type: 'subscribe', channel}`; every message is `{channel, event, data}`.
 */
import { z } from 'zod';
import { ZBattleResult, ZBattleRound, ZBattleSeat, ZBattleSummary } from './battles';

/** List-level channel: event `battle` with a public battle's summary whenever it is created, joined, left, started, ended or cancelled. */
export const BATTLE_LIST_CHANNEL = 'battles';
export const BATTLE_LIST_EVENT = 'battle';
export const ZBattleListEvent = ZBattleSummary;

/** The channel of one battle (also its summary's `channel`): `battle.{id}`, private battles `battle.{id}-{code}`. */
export function battleChannel(id: number, code?: string | null): string {
  return code ? `battle.${id}-${code}` : `battle.${id}`;
}

/** Event names on `battle.{id}`. */
export const BATTLE_EVENTS = ['join', 'leave', 'cancel', 'start', 'round', 'end'] as const;
export type BattleEvent = (typeof BATTLE_EVENTS)[number];

/** `join`: a slot was taken (one event per bot after a bots call). */
export const ZBattleJoinEvent = z.object({ battle_id: z.number().int(), seat: ZBattleSeat });
/** `leave`: a player left a waiting battle; the slot is empty again. */
export const ZBattleLeaveEvent = z.object({ battle_id: z.number().int(), slot: z.number().int() });
/** `cancel`: the creator left a waiting battle; every entry was refunded. */
export const ZBattleCancelEvent = z.object({ battle_id: z.number().int() });
/** `start`: every slot is taken; round 0 is revealed at `next_round_at`. */
export const ZBattleStartEvent = z.object({
  battle_id: z.number().int(),
  started_at: z.string(),
  /** All seats, in slot order (client seeds now fixed). */
  slots: z.array(ZBattleSeat),
  server_seed_hash: z.string(),
  next_round_at: z.string(),
});
/** `round`: one round revealed. */
export const ZBattleRoundEvent = ZBattleRound.extend({
  battle_id: z.number().int(),
  /** Number of rounds of the battle. */
  rounds: z.number().int(),
  /** USD per slot: Σ of its drops up to and including this round. */
  totals: z.array(z.number()),
  /** When the server revealed it (ISO); the delay to arrival is what `npm run bench` measures. */
  revealed_at: z.string(),
  /** When the next round is due; null after the last round (an `end` event follows at once). */
  next_round_at: z.string().nullable(),
});
export type BattleRoundEvent = z.infer<typeof ZBattleRoundEvent>;
/** `end`: settled; the seeds are public, so anyone can replay it (`replayBattle`, `npm run verify`). */
export const ZBattleEndEvent = z.object({
  battle_id: z.number().int(),
  result: ZBattleResult,
  /** Seats with their final totals, received values and won flags. */
  slots: z.array(ZBattleSeat),
  server_seed: z.string(),
  server_seed_hash: z.string(),
  /** Client seeds in slot order (the message's list). */
  client_seeds: z.array(z.string()),
  beacon: z.string().nullable(),
  ended_at: z.string(),
});
export type BattleEndEvent = z.infer<typeof ZBattleEndEvent>;
