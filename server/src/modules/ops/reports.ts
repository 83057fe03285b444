import type { DailyReport } from '@dropforge/shared/contract';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import { AppError } from '../../platform/http';

const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const amount = (n: number) => toAmount(Math.round(n) as Milli);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The daily report (issue 25), UTC days from `from` to `to` inclusive (default: the last 30): deposits paid, stakes
 * and payouts of every counted game (the trust centre's tally), GGR = staked − paid, promotion cost = what the
 * promotions account paid out net, NGR = GGR − promotion cost, and players with any ledger movement.
 */
export async function dailyReport(db: Executor, q: { from?: string; to?: string }, now: number): Promise<DailyReport> {
  const to = q.to ?? dayOf(now);
  const from = q.from ?? dayOf(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS);
  const span = (Date.parse(to) - Date.parse(from)) / DAY_MS;
  if (!(span >= 0 && span < MAX_DAYS)) throw new AppError('bad_request');
  const range = sql`${from}::date and ${to}::date`;
  const [deposits, games, promotions, active, perGame, withdrawals] = await Promise.all([
    db.execute<{ day: string; total: number; n: number }>(sql`
      select to_char((paid_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, sum(amount)::float8 as total, count(*)::int as n
      from payment_orders where state = 'paid' and currency = 'money' and (paid_at at time zone 'utc')::date between ${range}
      group by 1`),
    db.execute<{ day: string; wagered: number; paid: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, sum(wagered)::float8 as wagered, sum(paid)::float8 as paid
      from rtp_daily where currency = 'money' and day between ${range} group by 1`),
    db.execute<{ day: string; cost: number }>(sql`
      select to_char((t.created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, -sum(p.amount)::float8 as cost
      from postings p join accounts a on a.id = p.account_id and a.owner = 'house' and a.name = 'promotions'
      join ledger_tx t on t.id = p.tx_id
      where p.currency = 'money' and (t.created_at at time zone 'utc')::date between ${range} group by 1`),
    db.execute<{ day: string; n: number }>(sql`
      select to_char((created_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, count(distinct user_id)::int as n
      from ledger_tx where user_id is not null and (created_at at time zone 'utc')::date between ${range} group by 1`),
    db.execute<{ game: string; box_id: string; bets: number; wagered: number; paid: number; expected: number }>(sql`
      select game, box_id, sum(bets)::int as bets, sum(wagered)::float8 as wagered, sum(paid)::float8 as paid,
        sum(expected)::float8 as expected
      from rtp_daily where currency = 'money' and day between ${range} group by game, box_id order by sum(wagered) desc`),
    db.execute<{ state: string; n: number }>(sql`
      select state, count(*)::int as n from withdrawals where (created_at at time zone 'utc')::date between ${range}
      group by state`),
  ]);
  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((r) => [r.day, r]));
  const d = byDay(deposits.rows);
  const g = byDay(games.rows);
  const p = byDay(promotions.rows);
  const a = byDay(active.rows);
  const days: DailyReport['days'] = [];
  for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY_MS) {
    const day = dayOf(ms);
    const ggr = (g.get(day)?.wagered ?? 0) - (g.get(day)?.paid ?? 0);
    const promo = p.get(day)?.cost ?? 0;
    days.push({
      day,
      deposits: amount(d.get(day)?.total ?? 0),
      deposit_count: d.get(day)?.n ?? 0,
      wagered: amount(g.get(day)?.wagered ?? 0),
      paid: amount(g.get(day)?.paid ?? 0),
      ggr: amount(ggr),
      promotions: amount(promo),
      ngr: amount(ggr - promo),
      active_players: a.get(day)?.n ?? 0,
    });
  }
  const sum = (k: 'deposits' | 'ggr' | 'ngr' | 'promotions') =>
    Math.round(days.reduce((s, x) => s + x[k], 0) * 1000) / 1000;
  return {
    from,
    to,
    days,
    games: perGame.rows.map((r) => ({
      game: r.game,
      box_id: r.box_id || null,
      bets: r.bets,
      wagered: amount(r.wagered),
      paid: amount(r.paid),
      realised_rtp: r.wagered > 0 ? Math.round((r.paid / r.wagered) * 1e4) / 1e4 : null,
      published_rtp: r.wagered > 0 ? Math.round((r.expected / r.wagered) * 1e4) / 1e4 : null,
    })),
    withdrawals: Object.fromEntries(withdrawals.rows.map((w) => [w.state, w.n])),
    totals: { deposits: sum('deposits'), ggr: sum('ggr'), ngr: sum('ngr'), promotions: sum('promotions') },
  };
}

const CSV_COLUMNS = [
  'day',
  'deposits',
  'deposit_count',
  'wagered',
  'paid',
  'ggr',
  'promotions',
  'ngr',
  'active_players',
] as const;

/** The days as CSV (one header line, one line per day). */
export function reportCsv(report: DailyReport): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const day of report.days) lines.push(CSV_COLUMNS.map((c) => String(day[c])).join(','));
  return `${lines.join('\n')}\n`;
}
