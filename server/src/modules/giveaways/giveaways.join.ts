import { timingSafeEqual } from 'node:crypto';
import type { GiftJoinResult } from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import { isoTime } from '../../platform/db';
import { AppError } from '../../platform/http';
import { PLAY } from '../../platform/modules';
import type { PlayerRef } from '../../platform/ports';
import { wallet } from '../wallet';
import type { GiveawaysDeps } from './giveaways.deps';
import * as repo from './giveaways.repo';
import { roomPasswordMatches } from './giveaways.rooms';

const DAY_MS = 86_400_000;

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a.toUpperCase());
  const y = Buffer.from(b.toUpperCase());
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Whether a room takes joins at `now`: active, and a timed room before its end. */
export function open(room: repo.RoomRow, now: number): boolean {
  if (room.state !== 1) return false;
  return room.type !== 1 || room.end_time === null || new Date(isoTime(room.end_time)).getTime() > now;
}

/**
 * Joining a room (`GET /api/gift/join/{id}`). The checks that need no lock come first (password, invite code,
 * VIP level, deposits); then one transaction on the locked room row takes the next seat in join order (the
 * `(room, user)` key makes a second join of the same player a no-op that refuses), debits the ticket and counts
 * the join, closing a continuous room at its target. Answers what to announce after commit.
 */
export function createJoin(deps: GiveawaysDeps) {
  const { database, fair } = deps;
  const now = () => deps.clock.now();

  async function conditions(room: repo.RoomRow, player: PlayerRef, pwd?: string, code?: string) {
    if (room.password_hash !== null) {
      if (!pwd) throw new AppError('gift_password_required');
      if (!(await roomPasswordMatches(room.password_hash, pwd))) throw new AppError('gift_password_wrong');
    }
    if (room.host_id === player.id || !open(room, now())) throw new AppError('gift_cannot_join');
    if (room.invite_code !== null && !(code && sameText(code.trim(), room.invite_code)))
      throw new AppError('gift_cannot_join');
    if (room.min_vip > 0 && (await deps.levelOf(player.id)) < room.min_vip) throw new AppError('gift_cannot_join');
    if (room.min_deposit > 0) {
      const since = room.deposit_days === null ? undefined : new Date(now() - room.deposit_days * DAY_MS);
      const paid: Milli = await deps.depositTotal(player.id, since);
      if (paid < room.min_deposit) throw new AppError('code_conditions');
    }
  }

  return async function join(
    player: PlayerRef,
    id: number,
    pwd?: string,
    code?: string,
  ): Promise<GiftJoinResult & { room: repo.RoomRow; closed: boolean }> {
    const found = await repo.findRoom(database.db, id);
    if (!found || found.state === 4) throw new AppError('gift_not_found');
    await conditions(found, player, pwd, code);
    if (found.ticket > 0) await deps.gate(player.id, PLAY);
    const { clientSeed } = await fair.current(player.id);
    return database.withTx(async (tx) => {
      const room = await repo.lockRoom(tx, id);
      if (!room || !open(room, now())) throw new AppError('gift_cannot_join');
      const seated = await repo.insertParticipant(tx, {
        room_id: id,
        user_id: player.id,
        seq: room.total_people,
        name: player.name,
        avatar: player.avatar,
        client_seed: clientSeed,
      });
      if (!seated) throw new AppError('gift_cannot_join');
      if (room.ticket > 0) {
        await wallet.debit(tx, {
          userId: player.id,
          to: 'revenue',
          currency: 'score',
          amount: room.ticket,
          kind: 'giveaway_ticket',
          key: `gift:${id}:ticket:${player.id}`,
          ref: { kind: 'giveaway', id },
          memo: room.title,
        });
      }
      const counted = await repo.countJoin(tx, id, new Date(now()));
      return {
        joined: true,
        total_people: counted.total_people,
        room: { ...room, total_people: counted.total_people, state: counted.state },
        closed: counted.state === 2,
      };
    });
  };
}
