import {
  type BattleDetail,
  type BattleResult,
  type BattleRound,
  type BattleSeat,
  type BattleSummary,
  battleChannel,
} from '@dropforge/shared/contract';
import { addMilli, type Lang, type Milli, sumMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import { isoTime, readMilli } from '../../platform/db';
import { pictureUrl } from '../../platform/images';
import { type GoodsRow, goodsView } from '../catalog';
import type { BattleRow, DropRow, SeatRow, StoredResult } from './battles.repo';

/** A box's picture; battles frozen before `/img/` existed hold its origin URL, which becomes a case picture. */
const boxPicture = (id: string, picture: string, lang: Lang) => pictureUrl('case', id, picture, lang);

const iso = (v: Date | string | null) => (v === null ? null : isoTime(v));

/** Per slot: Σ of the values of `drops` (all of one battle). */
export function totalsBySlot(players: number, drops: readonly Pick<DropRow, 'slot' | 'value'>[]): Milli[] {
  const totals = Array.from({ length: players }, () => ZERO_MILLI);
  for (const d of drops) totals[d.slot] = addMilli(totals[d.slot]!, readMilli(d.value));
  return totals;
}

export function seatView(battle: Pick<BattleRow, 'mode'>, seat: SeatRow, total: Milli): BattleSeat {
  return {
    slot: seat.slot,
    user_id: seat.user_id,
    name: seat.name,
    avatar: seat.avatar,
    bot: seat.user_id === null,
    team: battle.mode === 'team' ? (seat.slot < 2 ? 0 : 1) : null,
    client_seed: seat.client_seed,
    total: toAmount(total),
    received: seat.received === null ? null : toAmount(readMilli(seat.received)),
    won: seat.won,
  };
}

/** The summary of a battle from its row, its seats and each slot's total so far. */
export function summaryView(battle: BattleRow, seats: readonly SeatRow[], totals: Milli[], lang: Lang): BattleSummary {
  const bySlot = new Map(seats.map((s) => [s.slot, s]));
  return {
    id: Number(battle.id),
    mode: battle.mode,
    players: battle.players,
    state: battle.state,
    private: battle.code !== null,
    cost: toAmount(readMilli(battle.cost)),
    boxes: battle.box_ids.map((id) => {
      const box = battle.boxes[id]!;
      return {
        id,
        name: box.names[lang] || box.names.en,
        picture: boxPicture(id, box.picture, lang),
        price: toAmount(box.price),
      };
    }),
    rounds: battle.rounds,
    revealed: battle.revealed,
    slots: Array.from({ length: battle.players }, (_, slot) => {
      const seat = bySlot.get(slot);
      return seat ? seatView(battle, seat, totals[slot] ?? ZERO_MILLI) : null;
    }),
    value: toAmount(sumMilli(totals)),
    winners: battle.result?.winners ?? [],
    channel: battleChannel(Number(battle.id), battle.code),
    created_at: isoTime(battle.created_at),
    started_at: iso(battle.started_at),
    ended_at: iso(battle.ended_at),
  };
}

/** Revealed rounds from the drop rows (one battle, ordered by round and slot). */
export function roundsView(
  battle: Pick<BattleRow, 'box_ids'>,
  drops: readonly DropRow[],
  goods: ReadonlyMap<number, GoodsRow>,
  lang: Lang,
): BattleRound[] {
  const rounds: BattleRound[] = [];
  for (const d of drops) {
    const g = goods.get(d.goods_id);
    if (!g) continue;
    let round = rounds[d.round];
    if (!round) {
      round = { round: d.round, box_id: battle.box_ids[d.round]!, drops: [] };
      rounds[d.round] = round;
    }
    round.drops.push({
      slot: d.slot,
      goods: goodsView(g, lang),
      value: toAmount(readMilli(d.value)),
      ticket: d.ticket,
    });
  }
  return rounds.filter(Boolean);
}

export function resultView(r: StoredResult): BattleResult {
  return {
    winner: r.winner,
    winners: r.winners,
    contenders: r.contenders,
    scores: r.scores.map(toAmount),
    totals: r.totals.map(toAmount),
    received: r.received.map(toAmount),
    awards: r.awards,
    tie_break: r.tieBreak,
    split_draws: r.splitDraws,
  };
}

export function detailView(
  battle: BattleRow,
  seats: readonly SeatRow[],
  drops: readonly DropRow[],
  goods: ReadonlyMap<number, GoodsRow>,
  opts: { lang: Lang; roundMs: number; viewerId: number | undefined },
): BattleDetail {
  const totals = totalsBySlot(battle.players, drops);
  return {
    ...summaryView(battle, seats, totals, opts.lang),
    server_seed_hash: battle.server_seed_hash,
    server_seed: battle.state === 'ended' ? battle.server_seed : null,
    beacon: battle.beacon,
    round_ms: opts.roundMs,
    next_round_at: battle.state === 'running' ? iso(battle.next_at) : null,
    contents: Object.entries(battle.boxes).map(([id, box]) => ({
      id,
      items: box.items.map((i) => ({ goods_id: i.goodsId, tickets: i.tickets, value: toAmount(i.price) })),
    })),
    results: roundsView(battle, drops, goods, opts.lang),
    result: battle.result ? resultView(battle.result) : null,
    code: battle.code !== null && opts.viewerId === battle.creator_id ? battle.code : null,
  };
}
