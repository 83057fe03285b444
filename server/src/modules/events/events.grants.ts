import type { DropType, Grant } from '@dropforge/shared/contract';
import { drawPrize, type Lang, type Prize, parseMilli } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { PlayerRef } from '../../platform/ports';
import type { Opened } from '../cases';
import type { DrawnRoll } from '../fair';
import type { DropRow } from '../realtime';
import { wallet } from '../wallet';
import type { EngineDeps } from './events.deps';
import type { EventDef, MechanicSpec } from './events.load';
import * as repo from './events.repo';
import type { Calendar } from './events.running';
import { createEventTally } from './events.tally';
import type { PrizeViews } from './events.views';

/** Takes a day allowed by content `limits` (per day plus VIP extras). */
export function takesPerDay(event: EventDef, level: number): number {
  const base = event.limits.per_day ?? 1;
  const extra = event.limits.vip_extra.filter((v) => v.level <= level).reduce((m, v) => Math.max(m, v.extra), 0);
  return base + extra;
}

/**
 * A take's work inside the caller's transaction: the limits beyond the day's slot, the charge, the fair draw with
 * the mechanic's game and the grant through the wallet, the inventory or a free case open; then its delivery.
 */
export function createGrants(
  deps: Pick<EngineDeps, 'fair' | 'inventory' | 'cases' | 'opening' | 'drops' | 'trustedIps' | 'log'>,
  mechanics: ReadonlyMap<string, MechanicSpec>,
  prizes: Pick<PrizeViews, 'goodsByName' | 'valueOf' | 'views'>,
) {
  const { goodsByName, views } = prizes;
  const drawTally = createEventTally({ valueOf: prizes.valueOf });

  /**
   * The limits beyond the day's slot, in the take's transaction: per week, per account, per address and day.
   * "Limit exceeded" when one is reached (the whole take rolls back).
   */
  async function takeLimits(
    tx: Tx,
    event: EventDef,
    take: { userId: number; claimId: number; ip: string; cal: Calendar },
  ) {
    const l = event.limits;
    const base = { eventKey: event.key, claimId: take.claimId };
    const u = `u:${take.userId}`;
    const limits: Array<[number | undefined, string, string]> = [
      [l.per_week, u, `w:${take.cal.week}`],
      [l.per_account, u, 'ever'],
      [deps.trustedIps.includes(take.ip) ? undefined : l.per_ip_day, `ip:${take.ip}`, `d:${take.cal.day}`],
    ];
    for (const [max, subject, period] of limits) {
      if (max && !(await repo.takeLimitSlot(tx, { ...base, subject, period }, max))) throw new AppError('event_limit');
    }
  }

  /** Debits what one go costs (`cost`), from the player to `house:revenue`; nothing when the event is free. */
  async function charge(tx: Tx, event: EventDef, userId: number, claimId: number): Promise<void> {
    if (!event.cost) return;
    const amount = parseMilli(String(event.cost.amount));
    drawTally.charged(tx, claimId, amount);
    await wallet.debit(tx, {
      userId,
      to: 'revenue',
      currency: event.cost.currency,
      amount,
      kind: 'event',
      key: `event:${event.key}:${claimId}:cost`,
      ref: { kind: 'event', id: claimId },
      memo: event.key,
    });
  }

  /** One roll of the player's seed pair with the mechanic's game, and the prize it owns. */
  async function draw(
    tx: Tx,
    event: EventDef,
    userId: number,
  ): Promise<{ index: number; prize: Prize; roll: DrawnRoll }> {
    const game = mechanics.get(event.mechanic)?.game;
    if (!game || event.ranges.length === 0) throw new Error(`event ${event.key} does not draw`);
    const [roll] = await deps.fair.nextRolls(tx, userId, game, 1);
    const index = drawPrize(event.ranges, roll!.ticket);
    return { index, prize: event.prizes[index]!, roll: roll! };
  }

  /** One roll of the player's seed pair with the mechanic's game, for mechanics that read the ticket themselves. */
  async function roll(tx: Tx, event: EventDef, userId: number): Promise<DrawnRoll> {
    const game = mechanics.get(event.mechanic)?.game;
    if (!game) throw new Error(`event ${event.key} does not draw`);
    const [roll] = await deps.fair.nextRolls(tx, userId, game, 1);
    return roll!;
  }

  /** Lists a roll in `/api/pfv_log` that `grant` does not record (a ladder step, won or lost). */
  async function recordRoll(tx: Tx, userId: number, roll: DrawnRoll, refId: string): Promise<void> {
    await deps.fair.recordRolls(tx, userId, [{ roll, refKind: 'event', refId }]);
  }

  /**
   * Grants a prize in the caller's transaction, idempotent by the claim: balances from `house:promotions`
   * (ledger key `event:<key>:<claim>`), an item into the backpack, or a free case open (its own roll).
   * Records the event's roll (listed in `/api/pfv_log`) and the prize on the claim.
   */
  async function grant(
    tx: Tx,
    event: EventDef,
    player: PlayerRef,
    given: {
      prize: Prize;
      claimId: number;
      index: number | null;
      roll: DrawnRoll | null;
      /** An item or case prize goes on the live drop feed with this type, once its animation has landed. */
      feed?: { type: DropType; revealMs: number };
    },
    lang: Lang,
  ): Promise<{ grant: Grant; opened?: Opened; feed?: DropRow[] }> {
    const { prize, claimId } = given;
    const key = `event:${event.key}:${claimId}`;
    const ref = { kind: 'event', id: claimId };
    let knapsackIds: number[] = [];
    let opened: Opened | undefined;
    let goodsId: number | undefined;
    let feed: DropRow[] | undefined;
    let paid = 0;
    if (prize.kind === 'cash' || prize.kind === 'coins' || prize.kind === 'shop_score') {
      paid = parseMilli(String(prize.amount));
      const currency = prize.kind === 'cash' ? 'money' : prize.kind === 'coins' ? 'score' : 'shop_score';
      await wallet.credit(tx, {
        userId: player.id,
        from: 'promotions',
        currency,
        amount: parseMilli(String(prize.amount)),
        kind: 'event',
        key,
        ref,
        memo: event.key,
      });
    } else if (prize.kind === 'case') {
      const box = await deps.cases.byId(prize.case_id);
      opened = await deps.opening.draw(tx, player, box, 1, 'event', given.feed);
      knapsackIds = opened.items.map((i) => i.knapsack_id);
      paid = opened.items.reduce((sum, i) => sum + i.price, 0);
    } else if (prize.kind === 'item') {
      const row = (await goodsByName([prize.hash_name])).get(prize.hash_name);
      if (!row) throw new Error(`event ${event.key}: unknown item ${prize.hash_name}`);
      goodsId = row.id;
      const items = await deps.inventory.grant(tx, player.id, [row.id], 'event', 'money', new Map([[row.id, row]]));
      knapsackIds = items.map((i) => i.knapsack_id);
      paid = items.reduce((sum, i) => sum + i.price, 0);
      if (given.feed) {
        const { type, revealMs } = given.feed;
        const drops = items.map((i) => ({
          type,
          user: player,
          boxId: null,
          goodsId: row.id,
          price: i.price,
          knapsackId: i.knapsack_id,
          revealMs,
        }));
        feed = await deps.drops.record(tx, drops);
      }
    }
    // A draw from the table counts toward the mechanic's realised RTP, at what the prize was worth.
    if (given.index !== null) await drawTally.draw(tx, event, claimId, paid);
    if (given.roll) {
      await deps.fair.recordRolls(tx, player.id, [
        { roll: given.roll, refKind: 'event', refId: `${event.key}:${claimId}`, goodsId },
      ]);
    }
    await repo.setClaimPrize(tx, claimId, prize, given.index);
    const [view] = await views([prize], lang);
    const roll = given.roll;
    return {
      grant: {
        prize: view!,
        knapsack_ids: knapsackIds,
        roll: roll
          ? {
              game: roll.game,
              nonce: roll.nonce,
              round: roll.round,
              ticket: roll.ticket,
              serverSeedHash: roll.serverSeedHash,
              clientSeed: roll.clientSeed,
            }
          : null,
      },
      opened,
      feed,
    };
  }

  /** After commit: a case prize's drop goes to the live strip, and an item prize's when it has one (`feed`). */
  function delivered(opened: Opened | undefined, lang: Lang, feed?: DropRow[]): void {
    if (opened) deps.opening.delivered(opened, lang);
    if (feed?.length)
      deps.drops.publish(feed).catch((e) => deps.log.warn(`drop publish failed: ${(e as Error).message}`));
  }

  return { takeLimits, charge, draw, roll, recordRoll, grant, delivered };
}
