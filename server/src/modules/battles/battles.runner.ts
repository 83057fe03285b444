import type { BattleSeat } from '@dropforge/shared/contract';
import {
  type BattleDrop,
  caseOdds,
  type Milli,
  revealDelayMs,
  rollRound,
  settle,
  toAmount,
  ZERO_MILLI,
} from '@dropforge/shared/domain';
import { type Database, isoTime, readMilli, type Tx } from '../../platform/db';
import { goodsView } from '../catalog';
import { type BetTally, tally } from '../fair';
import type { Inventory } from '../inventory';
import type { Drops } from '../realtime';
import type { BattleBoxes } from './battles.boxes';
import type { BattleEvents } from './battles.events';
import * as repo from './battles.repo';
import type { BattleSettings } from './battles.settings';
import { resultView, seatView, summaryView, totalsBySlot } from './battles.view';

/**
 * Each player's stake and what they received, for the realised RTP. Every seat opens the same cases, so each expects
 * their sum of case EVs; the variance of what a seat receives is approximated as its own cases' variance plus
 * (seats − 1)·EV², the spread of winning the others' drops or not (docs/trust.md).
 */
function battleTallies(battle: repo.BattleRow, seats: repo.SeatRow[], received: readonly Milli[]): BetTally[] {
  let expected = 0;
  let variance = 0;
  for (const id of battle.box_ids) {
    const box = battle.boxes[id]!;
    const odds = caseOdds(box.items, box.price);
    expected += odds.expected;
    variance += odds.variance;
  }
  const spread = variance + (battle.players - 1) * expected * expected;
  return seats
    .filter((seat) => seat.user_id !== null)
    .map((seat) => ({
      game: 'battle',
      currency: 'money' as const,
      bets: 1,
      wagered: battle.cost,
      paid: received[seat.slot] ?? 0,
      expected,
      variance: spread,
    }));
}

export type RunnerDeps = {
  database: Database;
  inventory: Inventory;
  drops: Drops;
  boxes: BattleBoxes;
  events: BattleEvents;
  settings: BattleSettings;
  log: { warn: (obj: unknown, msg?: string) => void };
};

/** What a reveal did: the next round and when it is due, or null when the battle ended. */
export type Revealed = { next: { round: number; at: Date } | null };

type Settled = { result: repo.StoredResult; seats: repo.SeatRow[]; endedAt: Date | string };

/**
 * Running battles (issue 7): a round is revealed by whoever claims it first (`claimRound`: the conditional
 * `revealed = r → r + 1`), in one transaction with its drops (unique per battle, round and slot) and the
 * drop feed; the last round's transaction also settles the battle. Events are published after commit.
 */
export function createBattleRunner(deps: RunnerDeps) {
  const { database, boxes, events, settings } = deps;

  /** All items to the winner(s): settle() over every drop, the grants, the awards and each seat's outcome. */
  async function settleBattle(tx: Tx, battle: repo.BattleRow, seats: repo.SeatRow[]): Promise<Settled> {
    const all = await repo.dropsOf(tx, [battle.id]);
    const values: Milli[][] = Array.from({ length: battle.rounds }, () => []);
    for (const d of all) values[d.round]![d.slot] = readMilli(d.value);
    const s = settle({
      mode: battle.mode,
      values,
      serverSeed: battle.server_seed,
      clientSeeds: seats.map((seat) => seat.client_seed),
      beacon: battle.beacon,
    });
    const knapsack = new Map<string, number>();
    for (const slot of s.winners) {
      const userId = seats[slot]!.user_id;
      // A bot's winnings are not granted to anyone: the house keeps them (docs/decisions.md).
      if (userId === null) continue;
      const won = all.filter((d) => s.awards[d.round]![d.slot] === slot);
      if (won.length === 0) continue;
      const prices = new Map(won.map((d) => [d.goods_id, { price: readMilli(d.value) }]));
      const items = await deps.inventory.grant(
        tx,
        userId,
        won.map((d) => d.goods_id),
        'battle',
        'money',
        prices,
      );
      won.forEach((d, i) => {
        knapsack.set(`${d.round}:${d.slot}`, items[i]!.knapsack_id);
      });
    }
    const result: repo.StoredResult = {
      winner: s.winner,
      winners: s.winners,
      contenders: s.contenders,
      scores: s.scores,
      totals: s.totals,
      received: s.received,
      awards: s.awards,
      tieBreak: s.tieBreak && {
        round: s.tieBreak.round,
        slot: s.tieBreak.slot,
        digest: s.tieBreak.digest,
        ticket: s.tieBreak.ticket,
        tied: s.tieBreak.tied,
        index: s.tieBreak.index,
      },
      splitDraws: s.splitDraws.map((d) => ({
        round: d.round,
        slot: d.slot,
        digest: d.digest,
        ticket: d.ticket,
        item: d.item,
        to: d.to,
      })),
    };
    const awards = all.map((d) => ({
      round: d.round,
      slot: d.slot,
      to: s.awards[d.round]![d.slot]!,
      knapsackId: knapsack.get(`${d.round}:${d.slot}`) ?? null,
    }));
    const outcome = seats.map((seat) => ({
      slot: seat.slot,
      total: s.totals[seat.slot]!,
      received: s.received[seat.slot]!,
      won: s.winners.includes(seat.slot),
    }));
    await tally(tx, battleTallies(battle, seats, s.received));
    const endedAt = await repo.markEnded(tx, battle.id, result, awards, outcome);
    const settled = seats.map((seat) => ({ ...seat, ...outcome[seat.slot]! }));
    return { result, seats: settled, endedAt };
  }

  /** After commit: the round (and the end) on the battle's channel, the drops on the strip, the list. */
  async function publish(
    battle: repo.BattleRow & { revealed_at: Date | string },
    round: number,
    seats: repo.SeatRow[],
    rolled: BattleDrop[],
    totals: Milli[],
    feed: Awaited<ReturnType<Drops['record']>>,
    settled: Settled | null,
  ) {
    const goods = await boxes.goods(rolled.map((d) => Number(d.goodsId)));
    await events.round(battle, {
      battle_id: battle.id,
      round,
      rounds: battle.rounds,
      box_id: battle.box_ids[round]!,
      drops: rolled.flatMap((d) => {
        const g = goods.get(Number(d.goodsId));
        return g ? [{ slot: d.slot, goods: goodsView(g, 'en'), value: toAmount(d.value), ticket: d.ticket }] : [];
      }),
      totals: totals.map(toAmount),
      revealed_at: isoTime(battle.revealed_at),
      next_round_at: settled || !battle.next_at ? null : isoTime(battle.next_at),
    });
    deps.drops.publish(feed, goods).catch((e) => deps.log.warn({ err: e }, 'battle drop publish failed'));
    if (!settled) return;
    const ended = { ...battle, state: 'ended' as const, result: settled.result, ended_at: settled.endedAt };
    const slots: BattleSeat[] = settled.seats.map((seat) => seatView(battle, seat, totals[seat.slot] ?? ZERO_MILLI));
    await events.ended(battle, {
      battle_id: battle.id,
      result: resultView(settled.result),
      slots,
      server_seed: battle.server_seed,
      server_seed_hash: battle.server_seed_hash,
      client_seeds: seats.map((seat) => seat.client_seed),
      beacon: battle.beacon,
      ended_at: isoTime(settled.endedAt),
    });
    await events.listed(summaryView(ended, settled.seats, totals, 'en'));
    for (const seat of settled.seats) {
      if (seat.won && seat.user_id)
        await events.won(seat.user_id, { battle_id: battle.id, received: toAmount(seat.received ?? ZERO_MILLI) });
    }
  }

  return {
    /**
     * Reveals round `round` of battle `battleId` if it is still the next one (else does nothing and answers
     * null): its drops, the drop feed, and on the last round the settlement, in one transaction.
     */
    async reveal(battleId: number, round: number): Promise<Revealed | null> {
      const done = await database.withTx(async (tx) => {
        // One statement: the claim, the seats and the totals so far.
        const battle = await repo.claimRound(tx, battleId, round, settings.roundMs);
        if (!battle) return null;
        const { seats } = battle;
        if (seats?.length !== battle.players) throw new Error(`battle ${battle.id} runs with ${seats?.length} seats`);
        const boxId = battle.box_ids[round]!;
        const rolled = rollRound({
          serverSeed: battle.server_seed,
          clientSeeds: seats.map((s) => s.client_seed),
          round,
          box: boxes.prepared(battle, boxId),
          beacon: battle.beacon,
        });
        const insert = repo.dropsInsert(
          rolled.map((d) => ({
            battle_id: battle.id,
            round,
            slot: d.slot,
            goods_id: Number(d.goodsId),
            value: d.value,
            ticket: d.ticket,
          })),
        );
        // One statement: the drops, and the players' drops on the live strip (bots are not players; the
        // items are granted at the end), shown there once this round's reels have stopped in the room.
        const revealMs = revealDelayMs.battle(settings.roundMs);
        const feed = await deps.drops.record(
          tx,
          rolled.flatMap((d) => {
            const seat = seats[d.slot]!;
            if (seat.user_id === null) return [];
            const user = { id: seat.user_id, name: seat.name, avatar: seat.avatar };
            return [
              {
                type: 'battle' as const,
                user,
                boxId,
                goodsId: Number(d.goodsId),
                price: d.value,
                knapsackId: null,
                revealMs,
              },
            ];
          }),
          insert,
        );
        const last = round + 1 === battle.rounds;
        const settled = last ? await settleBattle(tx, battle, seats) : null;
        const totals = totalsBySlot(battle.players, [
          ...(battle.totals ?? []).map((t) => ({ slot: t.slot, value: readMilli(t.total) })),
          ...rolled.map((d) => ({ slot: d.slot, value: d.value })),
        ]);
        return { battle, seats, rolled, totals, feed, settled };
      });
      if (!done) return null;
      const { battle, seats, rolled, totals, feed, settled } = done;
      await publish(battle, round, seats, rolled, totals, feed, settled).catch((e) =>
        deps.log.warn({ err: e }, `battle ${battle.id} round ${round} not published`),
      );
      if (settled || !battle.next_at) return { next: null };
      return { next: { round: round + 1, at: new Date(isoTime(battle.next_at)) } };
    },
  };
}

export type BattleRunner = ReturnType<typeof createBattleRunner>;
