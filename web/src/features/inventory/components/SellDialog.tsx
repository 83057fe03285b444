import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import { type BackpackItem, DEFAULT_FILTERS, useBackpack } from '../api/backpack';
import { useSellAction } from '../hooks/useSellAction';
import { useSellSelection } from '../hooks/useSellSelection';
import { BACKPACK_PAGE_SIZE, inferFeeRate } from '../lib/sell-summary';
import { BackpackEmpty, BackpackGrid, BackpackSkeleton } from './BackpackGrid';
import { SelectAllToggle } from './SelectAllToggle';
import { SellBar } from './SellBar';

/**
 * The sell dialog (spec §2, §4): loading, then the backpack 10 a page with checkboxes and select-all, the
 * selection's totals after the fee, Withdraw (handed to the backpack's withdraw dialog), Sell and Top-up
 * (`/pay?od=1`). After a sale the list reloads to page 1.
 */
export default function SellDialog({
  open,
  onOpenChange,
  onWithdraw,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onWithdraw: (items: readonly BackpackItem[]) => void;
}) {
  const { t } = useTranslation('inventory');
  const [page, setPage] = useState(1);
  const selection = useSellSelection();
  const query = useBackpack(DEFAULT_FILTERS, page);
  const sell = useSellAction(() => {
    selection.clear();
    setPage(1);
  });
  const data = query.data;
  const list = data?.list ?? [];
  const pages = data ? Math.ceil(data.total / BACKPACK_PAGE_SIZE) : 0;
  const feeRate = inferFeeRate([...list, ...selection.items]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('sell.title')}
      description={t('sell.description')}
      testId="sell-dialog"
      className="pb-0 sm:pb-0 md:w-[min(94vw,1040px)]"
    >
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <SelectAllToggle
          state={selection.pageState(list)}
          disabled={list.length === 0}
          onToggle={() => selection.toggleAll(list)}
        />
        {data ? (
          <p className="text-xs font-bold uppercase tracking-wider text-subtle tabular">
            {t('sell.inBackpack', { count: data.total })}
          </p>
        ) : null}
      </div>
      <div className="mt-3 min-h-40" aria-busy={query.isFetching || undefined}>
        {query.isPending ? (
          <BackpackSkeleton />
        ) : query.isError && !data ? (
          <ErrorState title={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
        ) : list.length === 0 ? (
          <BackpackEmpty filtered={false} />
        ) : (
          <BackpackGrid
            list={list}
            isSelected={selection.has}
            onToggle={selection.toggle}
            dimmed={query.isPlaceholderData}
          />
        )}
      </div>
      <Pager className="mt-4" page={page} pages={pages} onPage={setPage} />
      <div className="sticky bottom-0 -mx-5 mt-4 border-t border-line bg-surface px-5 py-3 sm:-mx-6 sm:px-6">
        <SellBar
          selected={selection.items.length}
          unsellable={selection.unsellable}
          summary={selection.summary}
          feeRate={feeRate}
          pending={sell.pending}
          onSell={() => sell.runSelection(selection)}
          onWithdraw={() => {
            const items = selection.items;
            onWithdraw(items);
            if (items.length > 0) selection.clear();
          }}
          onClear={selection.clear}
          bare
          extra={
            <ButtonLink
              to="/pay?od=1"
              variant="outline"
              size="md"
              className="px-3 sm:px-4"
              aria-label={t('sell.topUp')}
              onClick={() => onOpenChange(false)}
            >
              <Icon name="wallet" />
              <span className="hidden sm:inline">{t('sell.topUp')}</span>
            </ButtonLink>
          }
        />
      </div>
    </Dialog>
  );
}
