import { addMilli, drawGiveaway, type Milli, prizeWinners, revealDelayMs, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import type { Opened } from '../cases';
import type { DropInput, DropRow } from '../realtime';
import { type Currency, wallet } from '../wallet';
import type { GiveawaysDeps } from './giveaways.deps';
import * as repo from './giveaways.repo';

/** What a draw committed, published afterwards. */
export type Drawn = {
  room: repo.RoomRow;
  participants: repo.ParticipantRow[];
  winners: repo.WinnerRow[];
  /** Per winner (user id): prizes won and their USD value. */
  won: Map<number, { prizes: number; value: Milli }>;
  feed: DropRow[];
  opened: Opened[];
};

const currencyOf = (kind: repo.PrizeKind): Currency => (kind === 'cash' ? 'money' : 'score');

/**
 * The draw of one room, exactly once (DESIGN §5, §8): one transaction claims the room (`state` 1|2 → 3 only
 * when due; a second draw, another instance or a retried job finds nothing to claim), draws the winners from the
 * room's seed and the client seeds frozen at join, and grants every prize: goods as unsellable `raffle` items,
 * boxes as a case opened for the winner (their own seed pair, source `raffle`), cash and coins through the ledger
 * from house:promotions (a host's escrow holds are settled into it first). Prizes without a drawn winner go back
 * to their funder: a host's holds are released and escrowed items return to the backpack.
 */
export function createDraw(deps: GiveawaysDeps) {
  const { database, inventory } = deps;

  async function grant(
    tx: Tx,
    room: repo.RoomRow,
    prize: repo.PrizeRow,
    winner: repo.ParticipantRow,
    feed: DropInput[],
    opened: Opened[],
  ): Promise<number | null> {
    const ref = { kind: 'giveaway', id: room.id };
    if (prize.kind === 'cash' || prize.kind === 'coins') {
      if (prize.hold_id !== null) await wallet.settle(tx, prize.hold_id, { house: 'promotions' }, 'giveaway_escrow');
      await wallet.credit(tx, {
        userId: winner.user_id,
        from: 'promotions',
        currency: currencyOf(prize.kind),
        amount: prize.amount,
        kind: 'giveaway',
        key: `gift:${room.id}:prize:${prize.idx}`,
        ref,
        memo: room.title,
      });
      return null;
    }
    const player = { id: winner.user_id, name: winner.name, avatar: winner.avatar };
    if (prize.kind === 'box') {
      const box = await deps.cases.byId(prize.box_id!);
      const open = await deps.opening.draw(tx, player, box, 1, 'raffle');
      opened.push(open);
      return open.items[0]!.knapsack_id;
    }
    const [item] = await inventory.grant(
      tx,
      winner.user_id,
      [prize.goods_id!],
      'raffle',
      'money',
      new Map([[prize.goods_id!, { price: prize.price }]]),
    );
    feed.push({
      type: 'giveaway',
      user: player,
      boxId: null,
      goodsId: item!.goods_id,
      price: item!.price,
      knapsackId: item!.knapsack_id,
      revealMs: revealDelayMs.case(0),
    });
    return item!.knapsack_id;
  }

  async function giveBack(tx: Tx, room: repo.RoomRow, prize: repo.PrizeRow): Promise<void> {
    if (prize.hold_id !== null) await wallet.release(tx, prize.hold_id, 'giveaway_refund');
    if (prize.knapsack_id !== null && room.host_id !== null)
      await inventory.restore(tx, room.host_id, [prize.knapsack_id]);
  }

  return {
    /** Draws room `id` if it is due and not drawn yet; answers null otherwise. */
    async draw(id: number): Promise<Drawn | null> {
      const now = new Date(deps.clock.now());
      return database.withTx(async (tx) => {
        const room = await repo.claimDraw(tx, id, now);
        if (!room) return null;
        const [participants, prizes] = await Promise.all([repo.participantsOf(tx, [id]), repo.prizesOf(tx, [id])]);
        const rolls = drawGiveaway({
          serverSeed: room.server_seed,
          clientSeeds: participants.map((p) => p.client_seed),
          winners: room.winners,
          beacon: room.beacon,
        });
        const winners: repo.WinnerRow[] = rolls.map((r) => ({
          room_id: id,
          k: r.round,
          user_id: participants[r.participant]!.user_id,
          float: r.float,
          pick: r.index,
        }));
        await repo.insertWinners(tx, winners);
        const to = prizeWinners(
          prizes.map((p) => p.price),
          room.winners,
          rolls.length,
        );
        const won = new Map<number, { prizes: number; value: Milli }>();
        const feedInputs: DropInput[] = [];
        const opened: Opened[] = [];
        for (const prize of prizes) {
          const k = to[prize.idx];
          if (k === null || k === undefined) {
            await giveBack(tx, room, prize);
            await repo.settlePrize(tx, id, prize.idx, { winnerId: null, knapsackId: null });
            continue;
          }
          const winner = participants[rolls[k]!.participant]!;
          const knapsackId = await grant(tx, room, prize, winner, feedInputs, opened);
          await repo.settlePrize(tx, id, prize.idx, { winnerId: winner.user_id, knapsackId });
          const sum = won.get(winner.user_id) ?? { prizes: 0, value: ZERO_MILLI };
          won.set(winner.user_id, { prizes: sum.prizes + 1, value: addMilli(sum.value, prize.price) });
        }
        const feed = feedInputs.length > 0 ? await deps.drops.record(tx, feedInputs) : [];
        return { room, participants, winners, won, feed, opened };
      });
    },
  };
}

export type Draw = ReturnType<typeof createDraw>;
