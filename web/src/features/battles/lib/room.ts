/**
 * A battle room's state, kept in step with its channel (`battle.{id}`): each event is folded into the
 * detail the page holds. A fold that finds a gap (a missed round, an end before the last round) says so,
 * and the page reloads the detail.
 */
import type {
  BattleDetail,
  BattleEndEvent,
  BattleRoundEvent,
  BattleSeat,
  BattleState,
} from '@dropforge/shared/contract';
import {
  addMilli,
  type Milli,
  parseMilli,
  roundToMilli,
  sumMilli,
  toAmount,
  ZERO_MILLI,
} from '@dropforge/shared/domain';

export interface Folded {
  detail: BattleDetail;
  /** The event shows the page missed something: reload the detail. */
  stale: boolean;
}

const RANK: Record<BattleState, number> = { waiting: 0, running: 1, ended: 2, cancelled: 2 };

/** True when `next` is not behind `current` (a reload that raced an event keeps the newer one). */
export function isNewer(current: BattleDetail, next: BattleDetail): boolean {
  if (RANK[next.state] !== RANK[current.state]) return RANK[next.state] > RANK[current.state];
  return next.revealed >= current.revealed;
}

function milli(amount: number): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return roundToMilli(amount);
  }
}

function sum(amounts: readonly number[]): number {
  return toAmount(sumMilli(amounts.map(milli)));
}

function withSeat(detail: BattleDetail, slot: number, seat: BattleSeat | null): BattleDetail {
  if (slot < 0 || slot >= detail.players) return detail;
  return { ...detail, slots: detail.slots.map((s, i) => (i === slot ? seat : s)) };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Folds one event of the battle's channel into its detail (events of another battle change nothing). */
export function foldEvent(detail: BattleDetail, event: string, data: unknown): Folded {
  const same = { detail, stale: false };
  if (!isRecord(data) || data.battle_id !== detail.id) return same;
  switch (event) {
    case 'join': {
      const seat = data.seat as BattleSeat | undefined;
      if (detail.state !== 'waiting' || !seat) return same;
      return { detail: withSeat(detail, seat.slot, seat), stale: false };
    }
    case 'leave':
      if (detail.state !== 'waiting') return same;
      return { detail: withSeat(detail, Number(data.slot), null), stale: false };
    case 'cancel':
      return { detail: { ...detail, state: 'cancelled', next_round_at: null }, stale: false };
    case 'start': {
      if (detail.state !== 'waiting') return same;
      const start = data as { started_at: string; slots: BattleSeat[]; next_round_at: string };
      return {
        detail: {
          ...detail,
          state: 'running',
          started_at: start.started_at,
          slots: start.slots,
          next_round_at: start.next_round_at,
        },
        stale: false,
      };
    }
    case 'round':
      return foldRound(detail, data as unknown as BattleRoundEvent);
    case 'end':
      return foldEnd(detail, data as unknown as BattleEndEvent);
    default:
      return same;
  }
}

function foldRound(detail: BattleDetail, event: BattleRoundEvent): Folded {
  if (event.round < detail.results.length) return { detail, stale: false };
  if (event.round > detail.results.length || detail.state === 'waiting') return { detail, stale: true };
  const slots = detail.slots.map((seat) => (seat ? { ...seat, total: event.totals[seat.slot] ?? seat.total } : seat));
  return {
    detail: {
      ...detail,
      state: detail.state === 'ended' ? 'ended' : 'running',
      results: [...detail.results, { round: event.round, box_id: event.box_id, drops: event.drops }],
      revealed: event.round + 1,
      slots,
      value: sum(event.totals),
      next_round_at: event.next_round_at,
    },
    stale: false,
  };
}

function foldEnd(detail: BattleDetail, event: BattleEndEvent): Folded {
  return {
    detail: {
      ...detail,
      state: 'ended',
      result: event.result,
      winners: event.result.winners,
      slots: event.slots,
      server_seed: event.server_seed,
      beacon: event.beacon,
      ended_at: event.ended_at,
      next_round_at: null,
    },
    stale: detail.results.length < detail.rounds,
  };
}

/** The slot `userId` sits in, or null. */
export function mySlot(detail: Pick<BattleDetail, 'slots'>, userId: number | null | undefined): number | null {
  if (!userId) return null;
  const seat = detail.slots.find((s) => s?.user_id === userId);
  return seat ? seat.slot : null;
}

/** Per slot: Σ of its drops over the first `shown` rounds (what the reels have shown so far). */
export function shownTotals(detail: Pick<BattleDetail, 'players' | 'results'>, shown: number): number[] {
  const totals = Array.from({ length: detail.players }, () => ZERO_MILLI);
  for (const round of detail.results.slice(0, shown)) {
    for (const drop of round.drops) totals[drop.slot] = addMilli(totals[drop.slot] ?? ZERO_MILLI, milli(drop.value));
  }
  return totals.map(toAmount);
}

/**
 * The slots ahead after `shown` rounds, as the mode decides (crazy: the lowest total; terminal: the best
 * drop of the latest round shown; team: the team with the higher sum). Empty before any round or on a tie.
 */
export function leadingSlots(detail: Pick<BattleDetail, 'players' | 'results' | 'mode'>, shown: number): number[] {
  if (shown <= 0) return [];
  const totals =
    detail.mode === 'terminal'
      ? shownTotals({ ...detail, results: detail.results.slice(shown - 1) }, 1)
      : shownTotals(detail, shown);
  const contenders =
    detail.mode === 'team'
      ? [
          [0, 1],
          [2, 3],
        ]
      : totals.map((_, slot) => [slot]);
  const scores = contenders.map((members) => members.reduce((s, slot) => s + milli(totals[slot] ?? 0), 0));
  const best = detail.mode === 'crazy' ? Math.min(...scores) : Math.max(...scores);
  const ahead = contenders.filter((_, i) => scores[i] === best);
  return ahead.length === 1 ? ahead[0]! : [];
}

/** Every drop of the battle with the slot that received it (an ended battle's `awards`), dearest first. */
export function wonItems(detail: Pick<BattleDetail, 'results' | 'result'>) {
  const awards = detail.result?.awards;
  return detail.results
    .flatMap((round) =>
      round.drops.map((drop) => ({ ...drop, round: round.round, to: awards?.[round.round]?.[drop.slot] ?? null })),
    )
    .sort((a, b) => b.value - a.value || a.round - b.round || a.slot - b.slot);
}

/** Milliseconds until an ISO time (0 when past or missing). */
export function msUntil(iso: string | null, now: number): number {
  if (!iso) return 0;
  const at = Date.parse(iso);
  return Number.isNaN(at) ? 0 : Math.max(0, at - now);
}
