import { type Milli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { containsPattern, type Executor } from '../../platform/db';

const PAGE = 30;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const amount = (n: number) => toAmount(n as Milli);

/** The withdrawal queue for the console, newest first (read-only). */
export async function withdrawalQueue(db: Executor, state: string | undefined, page: number) {
  const where = state ? sql`where w.state = ${state}` : sql``;
  const [rows, total] = await Promise.all([
    db.execute<{
      id: number;
      user_id: number;
      user_name: string;
      name: string;
      price: number;
      provider: string;
      state: 'in_progress' | 'ready' | 'success' | 'failed' | 'cancelled';
      attempts: number;
      reason: string | null;
      purchased: boolean;
      created_at: Date;
      updated_at: Date;
    }>(sql`
      select w.id::int as id, w.user_id, coalesce(u.name, '') as user_name, coalesce(g.hash_name, '#' || w.goods_id) as name,
        w.price::float8 as price, w.provider, w.state, w.attempts, w.reason, w.external_id is not null as purchased,
        w.created_at, w.updated_at
      from withdrawals w left join users u on u.id = w.user_id left join goods g on g.id = w.goods_id ${where}
      order by w.id desc limit ${PAGE} offset ${(page - 1) * PAGE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from withdrawals w ${where}`),
  ]);
  return {
    list: rows.rows.map((r) => ({
      ...r,
      price: amount(r.price),
      created_at: iso(r.created_at)!,
      updated_at: iso(r.updated_at)!,
    })),
    page,
    total: total.rows[0]?.n ?? 0,
  };
}

export async function withdrawalSummary(
  db: Executor,
  configured: readonly string[],
  balances: Record<string, { balance: Milli | null; error: string | null }> = {},
) {
  const [counts, providers] = await Promise.all([
    db.execute<{ state: string; n: number }>(sql`select state, count(*)::int as n from withdrawals group by state`),
    db.execute<{ provider: string; active: number; failed_24h: number }>(sql`
      select provider,
        count(*) filter (where state in ('in_progress', 'ready'))::int as active,
        count(*) filter (where state = 'failed' and finished_at > now() - interval '24 hours')::int as failed_24h
      from withdrawals group by provider`),
  ]);
  const names = [...new Set([...configured, ...providers.rows.map((p) => p.provider)])];
  return {
    counts: Object.fromEntries(counts.rows.map((c) => [c.state, c.n])),
    providers: names.map((name) => {
      const p = providers.rows.find((r) => r.provider === name);
      const b = balances[name];
      return {
        name,
        configured: configured.includes(name),
        active: p?.active ?? 0,
        failed_24h: p?.failed_24h ?? 0,
        balance: b?.balance == null ? null : toAmount(b.balance),
        balance_error: b?.error ?? null,
      };
    }),
  };
}

/** Deposit orders by state and order number or player, newest first. */
export async function orderQueue(db: Executor, q: { state?: string; q?: string; page: number }) {
  const parts = [sql`true`];
  if (q.state) parts.push(sql`o.state = ${q.state}`);
  if (q.q) {
    const id = /^\d{1,9}$/.test(q.q) ? Number(q.q) : -1;
    parts.push(sql`(o.order_sn = ${q.q.toUpperCase()} or o.user_id = ${id} or u.name ilike ${containsPattern(q.q)})`);
  }
  const where = sql.join(parts, sql` and `);
  const [rows, total] = await Promise.all([
    db.execute<{
      order_sn: string;
      user_id: number;
      user_name: string;
      state: string;
      amount: number;
      bonus: number;
      currency: string;
      method: string;
      created_at: Date;
      paid_at: Date | null;
    }>(sql`
      select o.order_sn, o.user_id, coalesce(u.name, '') as user_name, o.state, o.amount::float8 as amount,
        (o.bonus + o.coupon_bonus)::float8 as bonus, o.currency, o.method_id as method, o.created_at, o.paid_at
      from payment_orders o left join users u on u.id = o.user_id where ${where}
      order by o.id desc limit ${PAGE} offset ${(q.page - 1) * PAGE}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from payment_orders o left join users u on u.id = o.user_id where ${where}`,
    ),
  ]);
  return {
    list: rows.rows.map((r) => ({
      ...r,
      amount: amount(r.amount),
      bonus: amount(r.bonus),
      created_at: iso(r.created_at)!,
      paid_at: iso(r.paid_at),
    })),
    page: q.page,
    total: total.rows[0]?.n ?? 0,
  };
}
