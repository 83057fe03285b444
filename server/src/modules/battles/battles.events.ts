import {
  BATTLE_LIST_CHANNEL,
  BATTLE_LIST_EVENT,
  BATTLE_WON_EVENT,
  type BattleEndEvent,
  type BattleEvent,
  type BattleRoundEvent,
  type BattleSeat,
  type BattleSummary,
  type BattleWonEvent,
  battleChannel,
} from '@dropforge/shared/contract';
import type { Bus } from '../../platform/bus';

type Log = { warn: (obj: unknown, msg?: string) => void };

/**
 * The realtime side of battles (DESIGN §7): events of one battle on `battle.{id}` (private: `battle.{id}-{code}`)
 * and the list's live changes on `battles` (public battles only). Published after commit, through the bus,
 * so with Redis every instance's clients see them; a failed publish is logged, never undoes the battle.
 */
export function createBattleEvents(bus: Bus, log: Log) {
  const send = (channel: string, event: string, data: unknown) =>
    bus.publish({ channel, event, data }).catch((e) => log.warn({ err: e }, `battle event ${event} not published`));

  const on = (battle: { id: number; code: string | null }, event: BattleEvent, data: unknown) =>
    send(battleChannel(battle.id, battle.code), event, data);

  return {
    /** A public battle's new state for the list page. */
    async listed(summary: BattleSummary) {
      if (!summary.private) await send(BATTLE_LIST_CHANNEL, BATTLE_LIST_EVENT, summary);
    },
    async joined(battle: { id: number; code: string | null }, seats: BattleSeat[]) {
      for (const seat of seats) await on(battle, 'join', { battle_id: battle.id, seat });
    },
    left: (battle: { id: number; code: string | null }, slot: number) =>
      on(battle, 'leave', { battle_id: battle.id, slot }),
    cancelled: (battle: { id: number; code: string | null }) => on(battle, 'cancel', { battle_id: battle.id }),
    started: (
      battle: { id: number; code: string | null },
      data: { started_at: string; slots: BattleSeat[]; server_seed_hash: string; next_round_at: string },
    ) => on(battle, 'start', { battle_id: battle.id, ...data }),
    round: (battle: { id: number; code: string | null }, data: BattleRoundEvent) => on(battle, 'round', data),
    ended: (battle: { id: number; code: string | null }, data: BattleEndEvent) => on(battle, 'end', data),
    /** A winner's own channel (the notifications module keys its notification by the battle id). */
    won: (userId: number, data: BattleWonEvent) => send(`notifications.${userId}`, BATTLE_WON_EVENT, data),
  };
}

export type BattleEvents = ReturnType<typeof createBattleEvents>;
