import { sql } from 'drizzle-orm';
import { deferWrite, type Executor, type Tx } from '../../platform/db';

/** One bet's (or one call's bets') stake and payout with its odds' expectation and variance (thousandths). */
export type BetTally = {
  game: string;
  boxId?: string;
  currency: 'money' | 'score';
  bets: number;
  wagered: number;
  paid: number;
  expected: number;
  variance: number;
};

/** Counts bets for the realised RTP, with the bet's other deferred writes (no round trip of its own). */
export async function tally(tx: Tx, rows: readonly BetTally[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map(
    (r) =>
      sql`(${r.game}, ${r.boxId ?? ''}, ${r.currency}, ${r.bets}::int, ${Math.round(r.wagered)}::bigint,
           ${Math.round(r.paid)}::bigint, ${r.expected}::float8, ${r.variance}::float8)`,
  );
  await deferWrite(
    tx,
    'bet_tally',
    sql`insert into bet_tally (game, box_id, currency, bets, wagered, paid, expected, variance)
        values ${sql.join(values, sql`, `)}`,
  );
}

/** Moves the counted bets into the totals and the day's sums, each exactly once (however many instances drain at once). */
export async function drainTally(db: Executor): Promise<number> {
  const res = await db.execute<{ n: number }>(sql`
    with d as (delete from bet_tally returning *),
    s as (
      insert into rtp_totals (game, box_id, currency, bets, wagered, paid, expected, variance, updated_at)
      select game, box_id, currency, sum(bets), sum(wagered), sum(paid), sum(expected), sum(variance), now()
      from d group by game, box_id, currency
      on conflict (game, box_id, currency) do update set
        bets = rtp_totals.bets + excluded.bets,
        wagered = rtp_totals.wagered + excluded.wagered,
        paid = rtp_totals.paid + excluded.paid,
        expected = rtp_totals.expected + excluded.expected,
        variance = rtp_totals.variance + excluded.variance,
        updated_at = now()
      returning 1),
    daily as (
      insert into rtp_daily (day, game, box_id, currency, bets, wagered, paid, expected)
      select (now() at time zone 'utc')::date, game, box_id, currency, sum(bets), sum(wagered), sum(paid), sum(expected)
      from d group by game, box_id, currency
      on conflict (day, game, box_id, currency) do update set
        bets = rtp_daily.bets + excluded.bets,
        wagered = rtp_daily.wagered + excluded.wagered,
        paid = rtp_daily.paid + excluded.paid,
        expected = rtp_daily.expected + excluded.expected
      returning 1)
    select count(*)::int as n from d`);
  return res.rows[0]?.n ?? 0;
}

export type TotalsRow = {
  game: string;
  box_id: string;
  currency: 'money' | 'score';
  bets: number;
  wagered: number;
  paid: number;
  expected: number;
  variance: number;
  updated_at: Date;
};

export async function rtpTotals(db: Executor): Promise<TotalsRow[]> {
  const res = await db.execute<TotalsRow>(sql`
    select game, box_id, currency, bets::float8 as bets, wagered::float8 as wagered, paid::float8 as paid,
      expected, variance, updated_at
    from rtp_totals order by game, box_id, currency`);
  return res.rows;
}
