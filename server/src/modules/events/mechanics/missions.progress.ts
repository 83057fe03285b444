import type { GiftJoinEvent } from '@dropforge/shared/contract';
import { sql } from 'drizzle-orm';
import type { Bus } from '../../../platform/bus';
import type { Clock } from '../../../platform/clock';
import { BET_KINDS, type Database, type Executor, progressCounter } from '../../../platform/db';
import type { BetHook } from '../../../platform/ports';

const counter = progressCounter('mission_progress');
/** Sum per kind of a player's counted actions from `since`. */
export const progressSums = counter.sums;

/** Check-ins of a player from operator day `fromDay` on (the check-in mechanic's own takes). */
export async function checkInsSince(db: Executor, userId: number, fromDay: string): Promise<number> {
  const rows = await db.execute<{ n: string }>(sql`
    select count(*)::text as n from event_claims
     where user_id = ${userId} and mechanic = 'check_in' and day >= ${fromDay}`);
  return Number(rows.rows[0]?.n ?? 0);
}

/**
 * What feeds missions, the way VIP tasks are fed: case opens, upgrades and battle entries inside the bet's own
 * transaction (extension point `bets`), giveaway joins from the bus (`join` on `gift.{id}`, after commit; one per
 * room and player however often it comes). Deposits and check-ins are read where they are stored.
 */
export function createMissionProgress(deps: {
  database: Database;
  bus: Bus;
  clock: Clock;
  counts: () => ReadonlySet<string>;
  log: { warn: (obj: unknown, msg?: string) => void };
}) {
  const { database, clock } = deps;
  const bet: BetHook = async (tx, b) => {
    const kind = BET_KINDS[b.game];
    if (!deps.counts().has(kind)) return;
    await counter.recordInTx(tx, {
      sourceKey: b.key,
      userId: b.userId,
      kind,
      amount: b.count ?? 1,
      at: new Date(clock.now()),
    });
  };

  const stop = deps.bus.subscribe((message) => {
    if (message.event !== 'join' || !message.channel.startsWith('gift.')) return;
    if (!deps.counts().has('giveaway_joins')) return;
    const data = message.data as Partial<GiftJoinEvent> | null;
    const userId = Number(data?.user?.user_id);
    const roomId = Number(data?.room_id);
    if (!userId || !roomId) return;
    counter
      .record(database.db, {
        sourceKey: `gift-join:${roomId}:${userId}`,
        userId,
        kind: 'giveaway_joins',
        amount: 1,
        at: new Date(clock.now()),
      })
      .catch((e) => deps.log.warn({ err: e }, 'mission progress not recorded'));
  });

  return { bet, stop };
}
