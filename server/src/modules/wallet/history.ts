import type { Transaction } from '@dropforge/shared/contract';
import { toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';

export const HISTORY_PAGE_SIZE = 10;

type Row = {
  id: number;
  kind: string;
  currency: Transaction['currency'];
  amount: string;
  created_at: Date;
  ref_kind: string;
  ref_id: string;
  memo: string;
};

/**
 * Entries of a higher module that moves no money through the ledger (withdrawals), injected by app.ts so wallet
 * imports nothing above it: its `type`, a player's latest entries (newest first) and their count.
 */
export type HistorySource = {
  type: string;
  latest(userId: number, limit: number): Promise<Transaction[]>;
  count(userId: number): Promise<number>;
};

/**
 * A page of the ledger history merged with the injected sources (matching the `type` filter), newest first.
 * Each source gives its latest `page × size` entries, so any page of the merge is exact.
 */
export async function historyPage(
  db: Executor,
  userId: number,
  type: string | undefined,
  page: number,
  size = HISTORY_PAGE_SIZE,
  sources: readonly HistorySource[] = [],
) {
  const extra = sources.filter((s) => !type || s.type === type);
  if (extra.length === 0) return ledgerPage(db, userId, type, page, size);
  const depth = page * size;
  const [ledger, ...parts] = await Promise.all([
    ledgerPage(db, userId, type, 1, depth),
    ...extra.map(async (s) => ({ list: await s.latest(userId, depth), total: await s.count(userId) })),
  ]);
  const merged = [ledger!, ...parts]
    .flatMap((p) => p.list)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  return {
    list: merged.slice((page - 1) * size, depth),
    page,
    total: ledger!.total + parts.reduce((n, p) => n + p.total, 0),
  };
}

/**
 * A player's transactions: one row per ledger transaction and currency, with the net change of
 * their spendable balance (held funds count as spent until released).
 */
async function ledgerPage(db: Executor, userId: number, type: string | undefined, page: number, size: number) {
  const filter = type ? sql`and t.kind = ${type}` : sql``;
  const base = sql`
    from ledger_tx t
    join postings p on p.tx_id = t.id
    join accounts a on a.id = p.account_id and a.owner = 'user' and a.owner_id = ${userId} and a.name = 'main'
    where t.user_id = ${userId} ${filter}`;
  const [rows, total] = await Promise.all([
    db.execute<Row>(sql`
      select t.id, t.kind, p.currency, sum(p.amount)::text as amount, t.created_at, t.ref_kind, t.ref_id, t.memo
      ${base}
      group by t.id, p.currency
      order by t.id desc, p.currency
      limit ${size} offset ${(page - 1) * size}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (select 1 ${base} group by t.id, p.currency) x`),
  ]);
  const list: Transaction[] = rows.rows.map((r) => ({
    id: Number(r.id),
    type: r.kind,
    amount: toAmount(Number(r.amount)),
    currency: r.currency,
    date: new Date(r.created_at).toISOString(),
    state: 'completed',
    order_sn: r.ref_kind === 'order' ? r.ref_id : `#${r.id}`,
    memo: r.memo,
  }));
  return { list, page, total: total.rows[0]?.n ?? 0 };
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // Cells starting with = + - @ are read as formulas by spreadsheets.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function toCsv(list: Transaction[]): string {
  const header = ['date', 'type', 'amount', 'currency', 'state', 'order_sn', 'memo'];
  const lines = list.map((t) =>
    // The amount is a number we format: a minus sign there is a debit, not a formula.
    [
      csvCell(t.date),
      csvCell(t.type),
      t.amount.toFixed(3),
      ...[t.currency, t.state, t.order_sn, t.memo].map(csvCell),
    ].join(','),
  );
  return `${header.join(',')}\n${lines.join('\n')}${lines.length ? '\n' : ''}`;
}
