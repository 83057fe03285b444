import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { isApiError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { type SellResult, useSell } from '../api/backpack';
import type { SellSelection } from './useSellSelection';

/**
 * Selling (spec §4, §5): nothing happens while a sale is in flight; an empty selection only says
 * "Please select items first"; success shows a toast with what was credited and calls `onSold`.
 */
export function useSellAction(onSold?: (result: SellResult) => void) {
  const { t } = useTranslation('inventory');
  const sell = useSell();
  const inFlight = useRef(false);

  const run = (knapsackIds: number[]) => {
    if (inFlight.current || sell.isPending) return;
    if (knapsackIds.length === 0) {
      toast.warning(t('sell.selectFirst'));
      return;
    }
    inFlight.current = true;
    sell.mutate(knapsackIds, {
      onSuccess: (result) => {
        toast.success(t('sell.success', { amount: formatAmount(result.recycling_price) }));
        onSold?.(result);
      },
      onError: (error) => {
        // 401 opens the sign-in layer through the session; anything else says why (e.g. "Sale failed").
        if (!isApiError(error, 401)) toast.error(error instanceof Error ? error.message : t('sell.failed'));
      },
      onSettled: () => {
        inFlight.current = false;
      },
    });
  };

  /** Sells the sellable part of a selection; a selection of giveaway prizes only says they cannot be sold. */
  const runSelection = (selection: SellSelection) => {
    const ids = selection.sellIds();
    if (ids.length === 0 && selection.items.length > 0) {
      toast.warning(t('item.raffleHint'));
      return;
    }
    run(ids);
  };

  return { run, runSelection, pending: sell.isPending };
}
