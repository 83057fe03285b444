import { sql } from 'drizzle-orm';
import type { Opened } from '../../cases';
import type { EventDef } from '../events.engine';
import * as repo from '../events.repo';
import type { MechanicContext } from './mechanic';
import { endOf, OLD_NEW, rankReward, SETTLE_MS, startOf, TOP } from './old-new.rules';

const PAGE = 500;
const PAID = 'ranking-paid';

/**
 * The old-player / new-player event's background work (a sweep on boot and every minute, any instance):
 * invitations — every player bound to a referral code within the run gives their referrer `per_invite` points once
 * (token source `invite:<id>`); and once the run is over (plus `SETTLE_MS`), the ranking rewards, paid in one
 * transaction under an advisory lock per event, each place's claim a unique key and a marker claim saying it is done,
 * so a second run (another instance, a restart, the job run twice) pays nothing.
 */
export function createOldNewJob(ctx: MechanicContext) {
  const { engine, database, clock, tokens } = ctx;
  const cursors = new Map<string, Date>();

  async function creditInvites(event: EventDef): Promise<number> {
    const perInvite = event.old_new!.per_invite;
    if (perInvite === 0) return 0;
    // Bindings carry the database's time; the run's end bounds them (later ones never count).
    const to = new Date(endOf(event));
    let from = cursors.get(event.key) ?? new Date(startOf(event));
    let given = 0;
    for (;;) {
      const binds = await ctx.boundBetween(from, to, PAGE);
      if (binds.length === 0) break;
      await database.withTx(async (tx) => {
        for (const b of binds) {
          if (await tokens.give(tx, event, b.parent_id, perInvite, `invite:${b.id}`)) given += 1;
        }
      });
      // Overlap one second: a binding of the same instant as the page's last is read again (and counted once).
      const last = new Date(binds.at(-1)!.bound_at);
      if (binds.length < PAGE || last.getTime() <= from.getTime()) {
        from = new Date(last.getTime() - 1000);
        break;
      }
      from = last;
    }
    cursors.set(event.key, from);
    return given;
  }

  async function payRanking(event: EventDef): Promise<number> {
    const opened: Opened[] = [];
    const paid = await database.withTx(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`old_new:${event.key}`}))`);
      const marker = await repo.takeClaim(tx, {
        userId: 0,
        eventKey: event.key,
        mechanic: OLD_NEW,
        period: PAID,
        slot: 0,
        day: new Date(clock.now()).toISOString().slice(0, 10),
      });
      if (marker === undefined) return 0;
      const top = await tokens.top(tx, event, TOP);
      const people = new Map((await ctx.accounts(top.map((t) => t.userId))).map((a) => [a.id, a]));
      let n = 0;
      for (const [i, row] of top.entries()) {
        const prize = rankReward(event, i + 1);
        if (!prize) continue;
        const claimId = await repo.takeClaim(tx, {
          userId: row.userId,
          eventKey: event.key,
          mechanic: OLD_NEW,
          period: 'ranking',
          slot: i + 1,
          day: engine.calendar(event).day,
        });
        if (claimId === undefined) continue;
        const who = people.get(row.userId);
        const player = { id: row.userId, name: who?.name ?? '', avatar: who?.avatar ?? '' };
        const given = await engine.grant(tx, event, player, { prize, claimId, index: null, roll: null }, 'en');
        if (given.opened) opened.push(given.opened);
        n += 1;
      }
      return n;
    });
    for (const o of opened) engine.delivered(o, 'en');
    return paid;
  }

  /** One sweep: invitations of running (or just ended) runs, then the ranking rewards of ended ones. */
  async function tick(): Promise<{ invites: number; paid: number }> {
    let invites = 0;
    let paid = 0;
    const now = clock.now();
    for (const event of engine.events.filter((e) => e.mechanic === OLD_NEW && e.enabled)) {
      if (now < startOf(event)) continue;
      if (now < endOf(event) + SETTLE_MS) {
        invites += await creditInvites(event);
        continue;
      }
      if (!cursors.has(`${event.key}:paid`)) {
        invites += await creditInvites(event);
        paid += await payRanking(event);
        cursors.set(`${event.key}:paid`, new Date(now));
      }
    }
    return { invites, paid };
  }

  return { tick, payRanking, creditInvites };
}

export type OldNewJob = ReturnType<typeof createOldNewJob>;
