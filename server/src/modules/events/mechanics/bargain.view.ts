import { randomBytes } from 'node:crypto';
import type { Bargain } from '@dropforge/shared/contract';
import { type BargainRule, type Lang, toAmount } from '@dropforge/shared/domain';
import type { Executor } from '../../../platform/db';
import * as bargains from '../bargain.repo';
import { type EventDef, takesPerDay } from '../events.engine';
import * as repo from '../events.repo';
import type { MechanicContext } from './mechanic';

export const BARGAIN = 'bargain';
const ID_CHARS = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A bargain's id: 12 random characters (the share link names it; not guessable in order). */
export function newBargainId(): string {
  return [...randomBytes(12)].map((b) => ID_CHARS[b % ID_CHARS.length]).join('');
}

export function ruleOf(event: EventDef, helpersNeeded?: number): BargainRule {
  const b = event.bargain!;
  return {
    shareMinPpm: Math.round(b.share_min * 1_000_000),
    shareMaxPpm: Math.round(b.share_max * 1_000_000),
    helpersNeeded: helpersNeeded ?? b.helpers,
  };
}

export const stateOf = (row: bargains.BargainRow, now: number): Bargain['state'] =>
  row.state === 'open' && new Date(row.expires_at).getTime() <= now ? 'expired' : row.state;

/** A bargain as its asker, a helper or a visitor sees it. */
export async function bargainView(
  ctx: MechanicContext,
  db: Executor,
  row: bargains.BargainRow,
  viewer: { id: number; helpsLeft: number } | undefined,
  lang: Lang,
): Promise<Bargain> {
  const helps = await bargains.helpsOf(db, row.id);
  const people = new Map((await ctx.accounts([row.user_id, ...helps.map((h) => h.helper_id)])).map((a) => [a.id, a]));
  const box = await ctx.cases.byId(row.box_id).catch(() => undefined);
  const owner = people.get(row.user_id);
  return {
    id: row.id,
    box_id: row.box_id,
    box: { name: box ? (box.names[lang] ?? box.names.en) : row.box_id, picture: box?.picture ?? '' },
    price: toAmount(row.price),
    target_price: toAmount(row.target_price),
    current_price: toAmount(row.current_price),
    helpers: row.helpers,
    helpers_needed: row.helpers_needed,
    expires_at: new Date(row.expires_at).toISOString(),
    state: stateOf(row, ctx.clock.now()),
    owner: { name: owner?.name ?? '', avatar: owner?.avatar ?? '' },
    help_list: helps.map((h) => ({
      name: people.get(h.helper_id)?.name ?? '',
      avatar: people.get(h.helper_id)?.avatar ?? '',
      cut: toAmount(h.cut),
      created_at: new Date(h.created_at).toISOString(),
      roll: {
        game: 'bargain' as const,
        nonce: h.nonce,
        round: 0,
        ticket: h.ticket,
        serverSeedHash: h.server_seed_hash,
        clientSeed: h.client_seed,
      },
    })),
    mine: viewer?.id === row.user_id,
    helped: viewer ? helps.some((h) => h.helper_id === viewer.id) : false,
    helps_left: viewer ? viewer.helpsLeft : null,
  };
}

/** Helps a player has left today in this event (the day's claim slots not taken). */
export async function helpsLeft(ctx: MechanicContext, event: EventDef, userId: number): Promise<number> {
  const cal = ctx.engine.calendar(event);
  const taken = await repo.claimsIn(ctx.database.db, userId, event.key, cal.day);
  return Math.max(0, takesPerDay(event, await ctx.levelOf(userId)) - taken.length);
}
