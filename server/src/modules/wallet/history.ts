import { TRANSACTION_ITEMS_MAX, type Transaction } from '@dropforge/shared/contract';
import { type Lang, toAmount } from '@dropforge/shared/domain';
import type { Executor } from '../../platform/db';
import type { HistorySource, ItemViews } from '../../platform/ports';
import { ledgerEntries } from './wallet.repo';

export type { HistorySource, ItemViews };

export const HISTORY_PAGE_SIZE = 10;

/** Ledger rows' item references, kept beside the answer objects (not part of the contract). */
const ITEM_REFS = new WeakMap<Transaction, number[]>();

export type HistoryOptions = {
  /** Entries of higher modules that move no money through the ledger (withdrawals). */
  sources?: readonly HistorySource[];
  /** Names the items of sales and purchases (the inventory's contribution). */
  items?: readonly ItemViews[];
  lang?: Lang;
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
  options: HistoryOptions = {},
) {
  const lang = options.lang ?? 'en';
  const resolve = options.items?.[0] ?? null;
  const extra = (options.sources ?? []).filter((s) => !type || s.type === type);
  if (extra.length === 0) return withItems(await ledgerPage(db, userId, type, page, size), userId, lang, resolve);
  const depth = page * size;
  const [ledger, ...parts] = await Promise.all([
    ledgerPage(db, userId, type, 1, depth),
    ...extra.map(async (s) => ({ list: await s.latest(userId, depth, lang), total: await s.count(userId) })),
  ]);
  const merged = [ledger!, ...parts]
    .flatMap((p) => p.list)
    .sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1));
  const list = merged.slice((page - 1) * size, depth);
  return withItems(
    { list, page, total: ledger!.total + parts.reduce((n, p) => n + p.total, 0) },
    userId,
    lang,
    resolve,
  );
}

/** The knapsack ids a ledger entry is about: a sale (`items`, ids joined by commas) or a mall purchase (`item`). */
export function itemIdsOf(refKind: string, refId: string): number[] {
  if (refKind !== 'item' && refKind !== 'items') return [];
  const parts = refId.split(',');
  // Sales before the full list was kept stored its first 200 characters: the last id may be cut.
  if (refKind === 'items' && refId.length === 200) parts.pop();
  return parts.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
}

/** Item ids looked up per entry at most (a sale may hold 200; the list shows a few and the count). */
const RESOLVE_PER_ENTRY = 50;

/**
 * Names the items of sales and mall purchases on a page. A sale is one entry per currency credited, so each lists
 * the items paid in its currency (mall items credit shop score, the others the balance). A sale without a memo
 * gets their names as its memo (the CSV names them too).
 */
async function withItems(
  page: { list: Transaction[]; page: number; total: number },
  userId: number,
  lang: Lang,
  resolve: ItemViews | null,
) {
  const refs = new Map<Transaction, number[]>();
  for (const tx of page.list) {
    const ids = ITEM_REFS.get(tx);
    if (ids && ids.length > 0 && !tx.items) refs.set(tx, ids);
  }
  if (!resolve || refs.size === 0) return page;
  const wanted = [...new Set([...refs.values()].flatMap((ids) => ids.slice(0, RESOLVE_PER_ENTRY)))];
  const views = await resolve(userId, wanted, lang);
  const list = page.list.map((tx) => {
    const ids = refs.get(tx);
    if (!ids) return tx;
    const found = ids.slice(0, RESOLVE_PER_ENTRY).flatMap((id) => {
      const view = views.get(id);
      return view && (tx.type !== 'sell' || view.boughtWith === tx.currency) ? [view.item] : [];
    });
    if (found.length === 0) return tx;
    const count = ids.length > RESOLVE_PER_ENTRY ? ids.length : found.length;
    const items = found.slice(0, TRANSACTION_ITEMS_MAX);
    const more = count - items.length;
    const memo = tx.memo || `${items.map((i) => i.hash_name).join('; ')}${more > 0 ? ` +${more}` : ''}`;
    return { ...tx, memo, items, item_count: count };
  });
  return { ...page, list };
}

/**
 * A player's transactions: one row per ledger transaction and currency, with the net change of
 * their spendable balance (held funds count as spent until released).
 */
async function ledgerPage(db: Executor, userId: number, type: string | undefined, page: number, size: number) {
  const { rows, total } = await ledgerEntries(db, userId, type, size, (page - 1) * size);
  const list: Transaction[] = rows.map((r) => {
    const tx: Transaction = {
      id: Number(r.id),
      type: r.kind,
      amount: toAmount(r.amount),
      currency: r.currency,
      date: new Date(r.created_at).toISOString(),
      state: 'completed',
      order_sn: r.ref_kind === 'order' ? r.ref_id : `#${r.id}`,
      memo: r.memo,
      hash: r.hash,
      prev_hash: r.prev_hash,
    };
    ITEM_REFS.set(tx, itemIdsOf(r.ref_kind, r.ref_id));
    return tx;
  });
  return { list, page, total };
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
