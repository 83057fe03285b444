import { useCallback, useMemo, useState } from 'react';
import type { BackpackItem } from '../api/backpack';
import { canSell, SELL_MAX, sellSummary } from '../lib/sell-summary';

/**
 * The items ticked for sale, kept across pages (spec §3 `check`). Select-all toggles every sellable item
 * of the shown page: all on when any is off, otherwise all off.
 */
export function useSellSelection() {
  const [selected, setSelected] = useState<ReadonlyMap<number, BackpackItem>>(() => new Map());

  const toggle = useCallback((item: BackpackItem) => {
    if (!canSell(item)) return;
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(item.knapsack_id)) next.delete(item.knapsack_id);
      else if (next.size < SELL_MAX) next.set(item.knapsack_id, item);
      return next;
    });
  }, []);

  const toggleAll = useCallback((page: readonly BackpackItem[]) => {
    const sellable = page.filter(canSell);
    setSelected((current) => {
      const next = new Map(current);
      const allOn = sellable.length > 0 && sellable.every((item) => next.has(item.knapsack_id));
      for (const item of sellable) {
        if (allOn) next.delete(item.knapsack_id);
        else if (next.size < SELL_MAX) next.set(item.knapsack_id, item);
      }
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);
  const items = useMemo(() => [...selected.values()], [selected]);
  const summary = useMemo(() => sellSummary(items), [items]);

  return {
    has: (id: number) => selected.has(id),
    /** `true` all, `false` none, `'mixed'` some of the page's sellable items are ticked. */
    pageState: (page: readonly BackpackItem[]): boolean | 'mixed' => {
      const sellable = page.filter(canSell);
      const on = sellable.filter((item) => selected.has(item.knapsack_id)).length;
      return on === 0 ? false : on === sellable.length ? true : 'mixed';
    },
    ids: () => [...selected.keys()],
    items,
    summary,
    toggle,
    toggleAll,
    clear,
  };
}

export type SellSelection = ReturnType<typeof useSellSelection>;
