import type { OpsPlayerDetail } from '@dropforge/shared/contract';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { containsPattern, type Executor } from '../../platform/db';
import { AppError } from '../../platform/http';

const PAGE = 20;
const LIST = 50;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
const amount = (n: number | string | null) => toAmount(Number(n ?? 0) as Milli);

/** Players by id, name, e-mail or Steam id (exact id or Steam id first, then name or e-mail parts). */
export async function searchPlayers(db: Executor, q: string, page: number) {
  const pattern = containsPattern(q);
  const id = /^\d{1,9}$/.test(q) ? Number(q) : -1;
  const where = sql`u.id = ${id} or u.steam_id = ${q} or u.name ilike ${pattern} or u.email ilike ${pattern}`;
  const [rows, total] = await Promise.all([
    db.execute<{
      id: number;
      name: string;
      email: string | null;
      steam_id: string | null;
      created_at: Date;
      flagged: boolean;
      money: number;
    }>(sql`
      select u.id, u.name, u.email, u.steam_id, u.created_at, u.flagged,
        coalesce((select balance::float8 from accounts a where a.owner = 'user' and a.owner_id = u.id and a.name = 'main'
          and a.currency = 'money'), 0) as money
      from users u where ${where}
      order by (u.id = ${id} or coalesce(u.steam_id = ${q}, false)) desc, u.id limit ${PAGE} offset ${(page - 1) * PAGE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from users u where ${where}`),
  ]);
  return {
    list: rows.rows.map((r) => ({ ...r, created_at: iso(r.created_at)!, money: amount(r.money) })),
    page,
    total: total.rows[0]?.n ?? 0,
  };
}

/**
 * Everything support needs about one player, read-only from the owning modules' tables (decision 87): the console's
 * writes go through those modules' functions.
 */
export async function playerDetail(db: Executor, userId: number): Promise<OpsPlayerDetail> {
  const found = await db.execute<{
    id: number;
    name: string;
    email: string | null;
    steam_id: string | null;
    created_at: Date;
    flagged: boolean;
  }>(sql`select id, name, email, steam_id, created_at, flagged from users where id = ${userId}`);
  const user = found.rows[0];
  if (!user) throw new AppError('player_not_found');
  const q = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    db.execute<T>(query).then((r) => r.rows);
  const [accounts, ledger, backpack, withdrawals, orders, sessions, notes, vip, limits, host] = await Promise.all([
    q<{ name: string; currency: string; balance: number }>(
      sql`select name, currency, balance::float8 as balance from accounts where owner = 'user' and owner_id = ${userId}`,
    ),
    q<{
      id: number;
      kind: string;
      currency: string;
      amount: number;
      memo: string;
      ref_kind: string;
      ref_id: string;
      created_at: Date;
    }>(sql`
      select t.id::int as id, t.kind, p.currency, p.amount::float8 as amount, t.memo, t.ref_kind, t.ref_id, t.created_at
      from ledger_tx t join postings p on p.tx_id = t.id
      join accounts a on a.id = p.account_id and a.owner = 'user' and a.owner_id = ${userId} and a.name = 'main'
      where t.user_id = ${userId} order by t.id desc limit ${LIST}`),
    q<{ id: number; name: string; price: number; state: string; created_at: Date }>(sql`
      select i.knapsack_id::int as id, coalesce(g.hash_name, '#' || i.goods_id) as name, i.price::float8 as price, i.state,
        i.created_at
      from items i left join goods g on g.id = i.goods_id
      where i.owner_id = ${userId} order by i.knapsack_id desc limit ${LIST}`),
    q<{ id: number; name: string; price: number; state: string; created_at: Date }>(sql`
      select w.id::int as id, coalesce(g.hash_name, '#' || w.goods_id) as name, w.price::float8 as price, w.state,
        w.created_at
      from withdrawals w left join goods g on g.id = w.goods_id
      where w.user_id = ${userId} order by w.id desc limit ${LIST}`),
    q<{ order_sn: string; state: string; amount: number; bonus: number; created_at: Date }>(sql`
      select order_sn, state, amount::float8 as amount, bonus::float8 as bonus, created_at
      from payment_orders where user_id = ${userId} order by id desc limit ${LIST}`),
    q<{ id: number; created_at: Date; last_used_at: Date; ip: string }>(sql`
      select id, created_at, last_used_at, ip from sessions
      where user_id = ${userId} and revoked_at is null and expires_at > now() order by id desc limit ${LIST}`),
    q<{ id: number; text: string; email: string; created_at: Date }>(sql`
      select n.id::int as id, n.text, o.email, n.created_at from player_notes n join operators o on o.id = n.operator_id
      where n.user_id = ${userId} order by n.id desc limit ${LIST}`),
    q<{ level: number }>(sql`select level from vip_levels where user_id = ${userId}`),
    q<{ block_kind: string | null; block_until: Date | null; block_permanent: boolean }>(
      sql`select block_kind, block_until, block_permanent from player_limits where user_id = ${userId}`,
    ),
    q<{ n: number }>(sql`select count(*)::int as n from gift_hosts where user_id = ${userId}`),
  ]);
  const balance = (name: string, currency: string) =>
    amount(accounts.find((a) => a.name === name && a.currency === currency)?.balance ?? 0);
  const block = limits[0];
  const blocked =
    block?.block_kind && (block.block_permanent || (block.block_until && new Date(block.block_until) > new Date()));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    steam_id: user.steam_id,
    created_at: iso(user.created_at)!,
    flagged: user.flagged,
    money: balance('main', 'money'),
    balances: {
      money: balance('main', 'money'),
      shop_score: balance('main', 'shop_score'),
      score: balance('main', 'score'),
    },
    held: {
      money: balance('held', 'money'),
      shop_score: balance('held', 'shop_score'),
      score: balance('held', 'score'),
    },
    vip_level: vip[0]?.level ?? 0,
    responsible: {
      state: blocked ? block!.block_kind! : 'none',
      until: blocked && !block!.block_permanent ? iso(block!.block_until) : null,
    },
    host: (host[0]?.n ?? 0) > 0,
    ledger: ledger.map((l) => ({
      id: l.id,
      kind: l.kind,
      currency: l.currency,
      amount: amount(l.amount),
      memo: l.memo,
      ref: l.ref_kind ? `${l.ref_kind}:${l.ref_id}` : '',
      created_at: iso(l.created_at)!,
    })),
    backpack: backpack.map((b) => ({ ...b, price: amount(b.price), created_at: iso(b.created_at)! })),
    withdrawals: withdrawals.map((w) => ({ ...w, price: amount(w.price), created_at: iso(w.created_at)! })),
    orders: orders.map((o) => ({
      ...o,
      amount: amount(o.amount),
      bonus: amount(o.bonus),
      created_at: iso(o.created_at)!,
    })),
    sessions: sessions.map((s) => ({
      id: s.id,
      created_at: iso(s.created_at)!,
      last_seen: iso(s.last_used_at),
      ip: s.ip,
    })),
    notes: notes.map((n) => ({ id: n.id, text: n.text, operator: n.email, created_at: iso(n.created_at)! })),
  };
}
