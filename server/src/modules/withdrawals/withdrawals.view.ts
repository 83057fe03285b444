import { WITHDRAWAL_EVENT, type Withdrawal } from '@dropforge/shared/contract';
import { type Lang, toAmount } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import { isoTime } from '../../platform/db';
import type { CatalogService, GoodsRow } from '../catalog';
import type { WithdrawalRow } from './withdrawals.repo';

const iso = (v: Date | string | null) => (v === null ? null : isoTime(v));

/** The contract's withdrawal object of a row (goods named in `lang`). */
export function withdrawalView(row: WithdrawalRow, goods: GoodsRow, lang: Lang, catalog: CatalogService): Withdrawal {
  return {
    id: row.id,
    knapsack_id: row.knapsack_id,
    state: row.state,
    goods: catalog.goodsView(goods, lang),
    price: toAmount(row.price),
    provider: row.provider,
    offer_url: row.offer_url,
    expires_at: iso(row.expires_at),
    reason: row.reason,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  };
}

/** Views of rows in their order; rows whose goods left the catalogue are left out. */
export async function withdrawalViews(
  rows: WithdrawalRow[],
  lang: Lang,
  catalog: CatalogService,
): Promise<Withdrawal[]> {
  const goods = new Map((await catalog.findGoods(rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
  return rows.flatMap((r) => {
    const g = goods.get(r.goods_id);
    return g ? [withdrawalView(r, g, lang, catalog)] : [];
  });
}

/**
 * Tells each player about their withdrawals on `notifications.{userId}` (event `withdrawal`, data the withdrawal
 * in English: the push has no request language; pages refetch in theirs). Called after the change committed.
 */
export function createNotifier(deps: {
  bus: Bus;
  catalog: CatalogService;
  log: { warn: (o: object, m: string) => void };
}) {
  return async function notify(rows: WithdrawalRow[]): Promise<void> {
    try {
      const goods = new Map((await deps.catalog.findGoods(rows.map((r) => r.goods_id))).map((g) => [g.id, g]));
      await Promise.all(
        rows.map((row) => {
          const g = goods.get(row.goods_id);
          if (!g) return undefined;
          const data = withdrawalView(row, g, 'en', deps.catalog);
          return deps.bus.publish({ channel: `notifications.${row.user_id}`, event: WITHDRAWAL_EVENT, data });
        }),
      );
    } catch (e) {
      deps.log.warn({ err: e }, 'withdrawal notification failed');
    }
  };
}

export type Notify = ReturnType<typeof createNotifier>;
