import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';

export type DeliveryFigure = {
  provider: string;
  window: '24h' | '30d';
  finished: number;
  delivered: number;
  median_seconds: number | null;
  p90_seconds: number | null;
};

/**
 * How withdrawals finished over the last 24 hours and 30 days, per marketplace: delivered against failed (a
 * player's own cancel is neither), and the median and 90th percentile time from request to delivery.
 */
export async function deliveryFigures(db: Executor, now: Date): Promise<DeliveryFigure[]> {
  const res = await db.execute<DeliveryFigure>(sql`
    select w.provider, win.name as window,
      count(*) filter (where w.state in ('success', 'failed'))::int as finished,
      count(*) filter (where w.state = 'success')::int as delivered,
      percentile_cont(0.5) within group (order by extract(epoch from w.finished_at - w.created_at))
        filter (where w.state = 'success') as median_seconds,
      percentile_cont(0.9) within group (order by extract(epoch from w.finished_at - w.created_at))
        filter (where w.state = 'success') as p90_seconds
    from (values ('24h', interval '24 hours'), ('30d', interval '30 days')) as win(name, span)
    join withdrawals w on w.finished_at > ${now}::timestamptz - win.span and w.finished_at <= ${now}::timestamptz
    where w.state in ('success', 'failed')
    group by w.provider, win.name
    order by w.provider, win.name`);
  return res.rows.map((r) => ({
    ...r,
    median_seconds: r.median_seconds === null ? null : Math.round(Number(r.median_seconds)),
    p90_seconds: r.p90_seconds === null ? null : Math.round(Number(r.p90_seconds)),
  }));
}
