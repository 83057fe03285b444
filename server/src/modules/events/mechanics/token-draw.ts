import type { DropType, Grant } from '@dropforge/shared/contract';
import { expectedDraw, type Lang } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../../platform/db';
import { answerInTx } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { EventDef, MechanicSpec } from '../events.engine';
import { tokensPerDay } from '../events.tokens';
import type { MechanicContext } from './mechanic';

/** What one go of a token mechanic takes: one token (a hammer, a snowball). */
export const TOKENS_PER_GO = 1;

/** Checks shared by token mechanics: tokens that can be earned, a prize table, a board. */
export function validateTokenDraw(event: EventDef, what: string): void {
  if (!event.tokens) throw new Error(`${what} needs \`tokens\``);
  if (!event.tokens.stake && !event.tokens.deposit) throw new Error(`${what}: tokens need \`stake\` or \`deposit\``);
  if (event.prizes.length === 0) throw new Error(`${what} needs a prize table`);
  if (!event.board) throw new Error(`${what} needs \`board\``);
}

/** A typical day's tokens (TYPICAL_DAY) times the expected prize of one draw. */
export const tokenDrawCost: MechanicSpec['dailyCost'] = (event, worth) =>
  (tokensPerDay(event) / TOKENS_PER_GO) * expectedDraw(event.prizes, worth);

/**
 * One token spent on one draw, in one transaction: the spend (a conditional update of the player's token row,
 * which also makes the player's spends of this event wait for each other), the take's unique key (`claim`, which
 * refuses with the mechanic's message), the event's other limits, the draw with the mechanic's game and the grant.
 * Any refusal rolls the spend back.
 */
export async function spendOnDraw<R extends Grant>(
  ctx: MechanicContext,
  go: {
    event: EventDef;
    player: Player;
    req: FastifyRequest;
    lang: Lang;
    claim: (tx: Tx) => Promise<number>;
    feed?: { type: DropType; revealMs: number };
    answer: (grant: Grant, left: number) => R;
  },
): Promise<R> {
  const { engine, tokens, database } = ctx;
  const { event, player, lang } = go;
  const cal = engine.calendar(event);
  const done = await database.withTx(async (tx) => {
    const left = await tokens.spend(tx, event, player.id, TOKENS_PER_GO);
    const claimId = await go.claim(tx);
    await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: go.req.ip, cal });
    const drawn = await engine.draw(tx, event, player.id);
    const given = await engine.grant(
      tx,
      event,
      player,
      { prize: drawn.prize, claimId, index: drawn.index, roll: drawn.roll, feed: go.feed },
      lang,
    );
    const result = go.answer(given.grant, left);
    await answerInTx(tx, result);
    return { result, opened: given.opened, feed: given.feed };
  });
  engine.delivered(done.opened, lang, done.feed);
  return done.result;
}
