import { useCallback, useMemo, useState } from 'react';
import type { BackpackItem } from '../api/backpack';
import { canSelect, canSell, SELL_MAX, sellSummary } from '../lib/sell-summary';

/**
 * The items ticked in the backpack, kept across pages (spec §3 `check`), for Sell or Withdraw. Every item still in
 * the backpack can be ticked; a sale takes the sellable ones (giveaway prizes can only be withdrawn). Select-all
 * toggles the shown page: all on when any is off, otherwise all off.
 */
export function useSellSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, BackpackItem>>(() => new Map());

  const toggle = useCallback((item: BackpackItem) => {
    if (!canSelect(item)) return;
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.knapsack_id)) next.delete(item.knapsack_id);
      else if (next.size < SELL_MAX) next.set(item.knapsack_id, item);
      return next;
    });
  }, []);

  const toggleAll = useCallback((page: readonly BackpackItem[]) => {
    const selectable = page.filter(canSelect);
    setSelected((current) => {
      const next = new Map(current);
      const allOn = selectable.length > 0 && selectable.every((item) => next.has(item.knapsack_id));
      for (const item of selectable) {
        if (allOn) next.delete(item.knapsack_id);
        else if (next.size < SELL_MAX) next.set(item.knapsack_id, item);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  const items = useMemo(() => [...selected.values()], [selected]);
  const sellable = useMemo(() => items.filter(canSell), [items]);
  const summary = useMemo(() => sellSummary(sellable), [sellable]);

  return {
    has: (id: number) => selected.has(id),
    /** `true` all, `false` none, `'mixed'` some of the page's items are ticked. */
    pageState: (page: readonly BackpackItem[]): boolean | 'mixed' => {
      const selectable = page.filter(canSelect);
      const on = selectable.filter((item) => selected.has(item.knapsack_id)).length;
      return on === 0 ? false : on === selectable.length ? true : 'mixed';
    },
    /** Every ticked item (what Withdraw takes). */
    ids: () => [...selected.keys()],
    /** The ticked items a sale takes. */
    sellIds: () => sellable.map((item) => item.knapsack_id),
    items,
    /** Ticked items that cannot be sold (giveaway prizes): withdraw only. */
    unsellable: items.length - sellable.length,
    /** Totals of the sellable part. */
    summary,
    toggle,
    toggleAll,
    clear,
  };
}

export type SellSelection = ReturnType<typeof useSellSelection>;
