import type { GiftCreateBody } from '@dropforge/shared/contract';
import { type Milli, roundToMilli, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import { AppError, noteInTx } from '../../platform/http';
import { PLAY } from '../../platform/modules';
import type { PlayerRef } from '../../platform/ports';
import { type Currency, wallet } from '../wallet';
import type { GiveawaysDeps } from './giveaways.deps';
import * as lists from './giveaways.lists.repo';
import * as repo from './giveaways.repo';
import { insertRoom, newInviteCode } from './giveaways.rooms';

/**
 * Host (streamer) rooms: a player the operator marked as host creates a room funded by them, in one transaction:
 * cash and coin prizes (per winner) are held from their balances (one wallet hold per prize), backpack items are
 * taken out of the backpack (`consumed`) as escrow. Cancelling a room nobody joined yet returns all of it.
 */
export function createHosting(deps: GiveawaysDeps) {
  const { database, inventory } = deps;

  async function escrow(tx: Tx, roomId: number, hostId: number, currency: Currency, amount: Milli, idx: number) {
    return wallet.hold(tx, {
      userId: hostId,
      currency,
      amount,
      kind: 'giveaway_escrow',
      key: `gift:${roomId}:escrow:${idx}`,
      ref: { kind: 'giveaway', id: roomId },
      memo: `giveaway #${roomId} prize`,
    });
  }

  return {
    async create(player: PlayerRef, body: GiftCreateBody): Promise<number> {
      if (!(await lists.isHost(database.db, player.id))) throw new AppError('gift_not_host');
      if ((body.ends_in === undefined) === (body.people === undefined)) throw new AppError('gift_type_required');
      const cash = roundToMilli(body.prize_cash ?? 0);
      const coins = roundToMilli(body.prize_coins ?? 0);
      const items = [...new Set(body.prize_items ?? [])];
      if (cash <= 0 && coins <= 0 && items.length === 0) throw new AppError('gift_no_prize');
      await deps.gate(player.id, PLAY);
      const now = deps.clock.now();
      return database.withTx(async (tx) => {
        const id = await insertRoom(tx, {
          kind: 'host',
          hostId: player.id,
          host: { name: player.name, avatar: player.avatar },
          title: body.title,
          timing:
            body.ends_in !== undefined ? { endTime: new Date(now + body.ends_in * 1000) } : { people: body.people! },
          winners: body.winners,
          ticket: roundToMilli(body.ticket ?? 0),
          minDeposit: roundToMilli(body.min_deposit ?? 0),
          depositDays: body.min_deposit ? (body.days ?? null) : null,
          minVip: body.vip ?? 0,
          password: body.password ?? null,
          inviteCode: body.invite_only ? newInviteCode() : null,
        });
        if (id === undefined) throw new Error('a host room has no schedule key');
        await noteInTx(tx, id);
        const prizes: repo.NewPrize[] = [];
        const money = (kind: 'cash' | 'coins', amount: Milli) => ({
          kind,
          amount,
          goods_id: null,
          box_id: null,
          knapsack_id: null,
          price: amount,
        });
        for (let w = 0; w < body.winners; w++) {
          if (cash > 0)
            prizes.push({
              ...money('cash', cash),
              hold_id: await escrow(tx, id, player.id, 'money', cash, prizes.length),
            });
          if (coins > 0)
            prizes.push({
              ...money('coins', coins),
              hold_id: await escrow(tx, id, player.id, 'score', coins, prizes.length),
            });
        }
        if (items.length > 0) {
          const taken = await inventory.consume(tx, player.id, items, {
            excludeSources: inventory.unsellableSources.slice(),
            error: 'gift_item_unavailable',
          });
          for (const item of taken.sort((a, b) => a.knapsack_id - b.knapsack_id)) {
            prizes.push({
              kind: 'goods',
              amount: ZERO_MILLI,
              goods_id: item.goods_id,
              box_id: null,
              knapsack_id: item.knapsack_id,
              hold_id: null,
              price: item.current_price,
            });
          }
        }
        await repo.insertPrizes(tx, id, prizes);
        return id;
      });
    },

    /** The host cancels a room nobody joined yet: holds released, escrowed items back in the backpack. */
    async cancel(player: PlayerRef, id: number): Promise<repo.RoomRow> {
      return database.withTx(async (tx) => {
        const room = await repo.lockRoom(tx, id);
        if (!room || room.state === 4) throw new AppError('gift_not_found');
        if (room.host_id !== player.id) throw new AppError('forbidden');
        if (!(await repo.markCancelled(tx, id))) throw new AppError('gift_cannot_cancel');
        const prizes = await repo.prizesOf(tx, [id]);
        for (const prize of prizes) {
          if (prize.hold_id !== null) await wallet.release(tx, prize.hold_id, 'giveaway_refund');
        }
        const items = prizes.flatMap((p) => (p.knapsack_id === null ? [] : [p.knapsack_id]));
        if (items.length > 0) await inventory.restore(tx, player.id, items);
        for (const prize of prizes) await repo.settlePrize(tx, id, prize.idx, { winnerId: null, knapsackId: null });
        return { ...room, state: 4 };
      });
    },
  };
}

export type Hosting = ReturnType<typeof createHosting>;
