import type { Guess, GuessState } from '@dropforge/shared/contract';
import { impliedOdds, type Milli, PPM, toAmount } from '@dropforge/shared/domain';
import type { Executor } from '../../../../platform/db';
import * as repo from './guess.repo';

function stateOf(row: repo.GuessRow, now: number): GuessState {
  if (row.state !== 'open') return row.state;
  return row.closes_at.getTime() > now ? 'open' : 'closed';
}

/** Guesses as players see them: pools and implied odds per option, and the viewer's stakes and payout. */
export async function guessViews(
  db: Executor,
  rows: repo.GuessRow[],
  viewerId: number | undefined,
  now: number,
): Promise<Guess[]> {
  const ids = rows.map((r) => r.id);
  const [pools, mine, payouts] = await Promise.all([
    repo.pools(db, ids),
    viewerId === undefined ? [] : repo.mine(db, ids, viewerId),
    viewerId === undefined ? [] : repo.payoutsOf(db, ids, viewerId),
  ]);
  return rows.map((row) => {
    const poolOf = (n: number) => pools.find((p) => p.guess_id === row.id && p.option === n);
    const total = pools.filter((p) => p.guess_id === row.id).reduce((sum, p) => sum + p.pool, 0);
    const my = mine.filter((m) => m.guess_id === row.id);
    const payout = payouts.find((p) => p.guess_id === row.id);
    return {
      id: row.id,
      title: row.title,
      state: stateOf(row, now),
      options: row.options.map((name, i) => {
        const n = i + 1;
        const p = poolOf(n);
        return {
          n,
          name,
          pool: toAmount((p?.pool ?? 0) as Milli),
          backers: p?.backers ?? 0,
          odds: impliedOdds(total as Milli, (p?.pool ?? 0) as Milli, row.edge_ppm),
          mine: toAmount((my.find((m) => m.option === n)?.amount ?? 0) as Milli),
        };
      }),
      pool: toAmount(total as Milli),
      edge: row.edge_ppm / PPM,
      min_amount: toAmount(row.min_amount as Milli),
      max_amount: toAmount(row.max_amount as Milli),
      max_backings: row.max_backings,
      closes_at: row.closes_at.toISOString(),
      refund_at: row.refund_at.toISOString(),
      winner: row.state === 'settled' || row.state === 'void' ? row.winner : null,
      settled_at: row.settled_at?.toISOString() ?? null,
      my:
        viewerId === undefined
          ? null
          : {
              stake: toAmount(my.reduce((sum, m) => sum + m.amount, 0) as Milli),
              backings: my.reduce((sum, m) => sum + m.backings, 0),
              payout: payout?.kind === 'win' ? toAmount(payout.amount as Milli) : null,
              received: payout?.kind === 'win' && payout.received_at !== null,
              refunded: payout?.kind === 'refund' ? toAmount(payout.amount as Milli) : 0,
            },
      now: new Date(now).toISOString(),
    };
  });
}
