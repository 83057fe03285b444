import { guessEdge, type Milli, PPM, parseMilli, splitPool } from '@dropforge/shared/domain';
import type { Database, Tx } from '../../../../platform/db';
import { wallet } from '../../../wallet';
import type { EventFile } from '../../events.content';
import * as repo from './guess.repo';

const HOUR_MS = 3_600_000;
const ref = (id: number) => ({ kind: 'guess', id });

/** Why the operator's settlement was refused (the CLI prints it). */
export class GuessRefused extends Error {}

/** The terms of a guess event, as frozen on each new guess. */
export function guessTerms(event: Pick<EventFile, 'guess'>) {
  const t = event.guess ?? {
    edge: 0.05,
    min_amount: 0.1,
    max_amount: 1000,
    max_backings: 10,
    refund_after_hours: 72,
  };
  return {
    edgePpm: Math.round(t.edge * PPM),
    minAmount: parseMilli(String(t.min_amount)),
    maxAmount: parseMilli(String(t.max_amount)),
    maxBackings: t.max_backings,
    refundAfterMs: t.refund_after_hours * HOUR_MS,
  };
}

/** `npm run ops -- guess create`: a guess of `event` closing `closesInMs` after `now`; its id. */
export async function createGuess(
  database: Database,
  g: { event: Pick<EventFile, 'key' | 'guess'>; title: string; options: string[]; closesInMs: number; now: number },
): Promise<number> {
  const title = g.title.trim();
  const options = g.options.map((o) => o.trim());
  if (!title || title.length > 120) throw new GuessRefused('the title is 1 to 120 characters');
  if (options.length < 2 || options.length > 12) throw new GuessRefused('a guess has 2 to 12 options');
  if (options.some((o) => !o || o.length > 60)) throw new GuessRefused('each option is 1 to 60 characters');
  if (new Set(options.map((o) => o.toLowerCase())).size !== options.length)
    throw new GuessRefused('the options must differ');
  if (!(g.closesInMs > 0)) throw new GuessRefused('the close must be in the future');
  const terms = guessTerms(g.event);
  const closes = g.now + g.closesInMs;
  return repo.insertGuess(database.db, {
    event_key: g.event.key,
    title,
    options,
    closes_at: new Date(closes),
    refund_at: new Date(closes + terms.refundAfterMs),
    edge_ppm: terms.edgePpm,
    min_amount: terms.minAmount,
    max_amount: terms.maxAmount,
    max_backings: terms.maxBackings,
  });
}

/** Gives every player their stakes back, from the pool (`house:guess`), once per player (the payout's key). */
async function refundAll(tx: Tx, id: number, now: Date): Promise<Milli> {
  const stakes = await repo.stakesByPlayer(tx, id);
  await repo.insertPayouts(
    tx,
    id,
    'refund',
    stakes.map((s) => ({ userId: s.userId, amount: s.stake })),
    now,
  );
  let pool = 0;
  for (const s of stakes) {
    pool += s.stake;
    await wallet.credit(tx, {
      userId: s.userId,
      from: 'guess',
      currency: 'score',
      amount: s.stake as Milli,
      kind: 'guess_refund',
      key: `guess:${id}:refund:${s.userId}`,
      ref: ref(id),
    });
  }
  return pool as Milli;
}

export type Settled = { id: number; state: 'settled' | 'void'; pool: Milli; edge: Milli; winners: number };

/**
 * `npm run ops -- guess settle`: option `option` (1 = the first) won. Claims the open guess (a second settlement,
 * or one racing the refund, finds it claimed and is refused), closes backing if still open, and in the same
 * transaction: the edge (of the whole pool, half away from zero) to `house:revenue`, and each winner's share of the
 * rest (`splitPool`: pro rata, largest remainder, ties to the earlier backer) written as a payout the winner
 * receives once. Nobody backed the winner: the guess is `void` and every stake goes back, no edge taken.
 */
export async function settleGuess(database: Database, id: number, option: number, now: number): Promise<Settled> {
  const found = await repo.guessById(database.db, id);
  if (!found) throw new GuessRefused(`no guess #${id}`);
  if (!Number.isInteger(option) || option < 1 || option > found.options.length)
    throw new GuessRefused(`guess #${id} has options 1 to ${found.options.length}`);
  const at = new Date(now);
  return database.withTx(async (tx) => {
    const row = await repo.claim(tx, id, 'settled', at, option);
    if (!row) {
      const current = await repo.guessById(tx, id);
      if (current?.state === 'open')
        throw new GuessRefused(`guess #${id} passed its refund time: it is being refunded`);
      throw new GuessRefused(`guess #${id} is already ${current?.state}`);
    }
    const winners = await repo.stakesByPlayer(tx, id, option);
    if (winners.length === 0) {
      const pool = await refundAll(tx, id, at);
      await repo.finish(tx, id, 'void', pool, 0);
      return { id, state: 'void', pool, edge: 0 as Milli, winners: 0 };
    }
    const pool = (await repo.stakesByPlayer(tx, id)).reduce((sum, s) => sum + s.stake, 0) as Milli;
    const edge = guessEdge(pool, row.edge_ppm);
    const shares = splitPool((pool - edge) as Milli, winners as Array<{ userId: number; stake: Milli }>);
    await repo.insertPayouts(
      tx,
      id,
      'win',
      winners.map((w, i) => ({ userId: w.userId, amount: shares[i]! })).filter((p) => p.amount > 0),
      null,
    );
    if (edge > 0) {
      await wallet.transfer(tx, {
        from: { house: 'guess' },
        to: { house: 'revenue' },
        currency: 'score',
        amount: edge,
        kind: 'guess_edge',
        key: `guess:${id}:edge`,
        ref: ref(id),
      });
    }
    await repo.finish(tx, id, 'settled', pool, edge);
    return { id, state: 'settled', pool, edge, winners: winners.length };
  });
}

/** Refunds an open guess past its refund time (the sweep); false when it is not due or already done. */
export async function refundGuess(database: Database, id: number, now: number): Promise<boolean> {
  const at = new Date(now);
  return database.withTx(async (tx) => {
    const row = await repo.claim(tx, id, 'refunded', at, null);
    if (!row) return false;
    const pool = await refundAll(tx, id, at);
    await repo.finish(tx, id, 'refunded', pool, 0);
    return true;
  });
}
