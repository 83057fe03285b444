import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import { toast } from '../../../components/ui/toast-store';
import { type BackpackItem, DEFAULT_FILTERS, type BackpackFilters as Filters, useBackpack } from '../api/backpack';
import { useSellAction } from '../hooks/useSellAction';
import { useSellSelection } from '../hooks/useSellSelection';
import { BACKPACK_PAGE_SIZE, canSelect, canSell, inferFeeRate } from '../lib/sell-summary';
import { BackpackFilters } from './BackpackFilters';
import { BackpackEmpty, BackpackGrid, BackpackSkeleton } from './BackpackGrid';
import { SelectAllToggle } from './SelectAllToggle';
import { SellBar } from './SellBar';
import { SellOneButton } from './SellOneButton';
import { WithdrawDialog } from './WithdrawDialog';

const SellDialog = lazy(() => import('./SellDialog'));

/** The item page of a backpack item: where it came from, Withdraw and Sell. */
function DetailsLink({ item }: { item: BackpackItem }) {
  const { t } = useTranslation('inventory');
  return (
    <Link
      to={`/item/${item.goods_info.id}?oid=${item.knapsack_id}`}
      data-testid="backpack-item-details"
      aria-label={t('item.details', { name: item.goods_info.name })}
      title={t('item.details', { name: item.goods_info.name })}
      className="grid size-8 shrink-0 place-items-center rounded-lg border border-line-strong bg-surface-3 text-sm text-muted transition hover:border-accent/60 hover:text-text"
    >
      <Icon name="eye" />
    </Link>
  );
}

/**
 * The backpack on `/my` (`#backpack`): filters, the item grid with state badges, a per-item sell and details link,
 * the selection bar with Sell and Withdraw, pagination, the sell dialog ("Sell items", or `/my?sell=1`) and the
 * withdraw dialog. `tradeUrlForm` is the account's trade-URL form, passed in by the page (features do not import
 * each other).
 */
export function BackpackPanel({ tradeUrlForm }: { tradeUrlForm: ReactNode }) {
  const { t } = useTranslation('inventory');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const section = useRef<HTMLElement>(null);
  const [withdrawing, setWithdrawing] = useState<{
    open: boolean;
    items: readonly BackpackItem[];
    fromDialog: boolean;
  }>({ open: false, items: [], fromDialog: false });
  const [filters, setFilters] = useState<Filters>(DEFAULT_FILTERS);
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ open: boolean; loaded: boolean }>(() => {
    const open = params.get('sell') === '1';
    return { open, loaded: open };
  });
  const selection = useSellSelection();
  const query = useBackpack(filters, page);
  const sell = useSellAction(() => {
    selection.clear();
    setPage(1);
  });
  const data = query.data;
  const list = data?.list ?? [];
  const pages = data ? Math.ceil(data.total / BACKPACK_PAGE_SIZE) : 0;
  const filtered = filters.quality !== undefined || filters.view !== 'owned';
  const loaded = data !== undefined;

  // `/my#backpack` (e.g. from the empty withdrawals page) scrolls here once the items are in.
  useEffect(() => {
    if (loaded && location.hash === '#backpack') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded, location.hash]);

  /** Opens the withdraw dialog for these items; none says "Please select items first". */
  const startWithdraw = (items: readonly BackpackItem[], fromDialog = false) => {
    if (items.length === 0) {
      toast.warning(t('sell.selectFirst'));
      return;
    }
    if (fromDialog) setDialogOpen(false);
    setWithdrawing({ open: true, items, fromDialog });
  };

  const changeFilters = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const setDialogOpen = (open: boolean) => {
    setDialog({ open, loaded: true });
    if (!open && params.has('sell')) {
      const next = new URLSearchParams(params);
      next.delete('sell');
      setParams(next, { replace: true });
    }
  };

  return (
    <section
      ref={section}
      id="backpack"
      aria-labelledby="backpack-title"
      data-testid="backpack"
      className="relative scroll-mt-20 overflow-clip rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -left-16 size-72 rounded-full bg-accent/15 blur-3xl"
      />
      <header className="relative flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-4 sm:px-5">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-accent/15 text-xl text-accent-2 shadow-[inset_0_0_0_1px_rgb(255_138_31/0.35)]">
            <Icon name="box" />
          </span>
          <div>
            <h2 id="backpack-title" className="font-display text-xl font-bold uppercase tracking-wide sm:text-2xl">
              {t('backpack.title')}
            </h2>
            <p className="text-xs text-muted tabular">
              {data ? t('backpack.summary', { count: data.total }) : t('backpack.subtitle')}
            </p>
          </div>
        </div>
        <Button variant="primary" data-testid="sell-open" onClick={() => setDialogOpen(true)}>
          <Icon name="coins" />
          {t('backpack.sellItems')}
        </Button>
      </header>
      <div className="relative space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <BackpackFilters value={filters} onChange={changeFilters} />
          {list.some(canSelect) ? (
            <SelectAllToggle
              testId="backpack-select-all"
              state={selection.pageState(list)}
              onToggle={() => selection.toggleAll(list)}
            />
          ) : null}
        </div>
        <div aria-busy={query.isFetching || undefined}>
          {query.isPending ? (
            <BackpackSkeleton />
          ) : query.isError && !data ? (
            <ErrorState title={t('error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
          ) : list.length === 0 ? (
            <BackpackEmpty filtered={filtered} onReset={() => changeFilters(DEFAULT_FILTERS)} />
          ) : (
            <BackpackGrid
              list={list}
              isSelected={selection.has}
              onToggle={selection.toggle}
              dimmed={query.isPlaceholderData}
              actionFor={(item) => (
                <div className="flex items-center gap-1.5">
                  {canSell(item) ? (
                    <SellOneButton
                      amount={item.recycling_price}
                      name={item.goods_info.name}
                      disabled={sell.pending}
                      onSell={() => sell.run([item.knapsack_id])}
                    />
                  ) : (
                    <span className="flex-1" />
                  )}
                  <DetailsLink item={item} />
                </div>
              )}
            />
          )}
        </div>
        <Pager page={page} pages={pages} onPage={setPage} />
      </div>
      {/* Sticky on phones just above the bottom dock (navigation and the offer docked on it). */}
      <div
        className={cx(
          'z-20 px-3 pb-3 sm:px-4',
          selection.items.length > 0 &&
            'sticky bottom-[calc(var(--dock-h,4rem)+0.5rem+env(safe-area-inset-bottom))] motion-safe:animate-fade-up md:bottom-3',
        )}
      >
        <SellBar
          selected={selection.items.length}
          unsellable={selection.unsellable}
          summary={selection.summary}
          feeRate={inferFeeRate([...list, ...selection.items])}
          pending={sell.pending}
          onSell={() => sell.runSelection(selection)}
          onWithdraw={() => startWithdraw(selection.items)}
          onClear={selection.clear}
          testId="backpack-sell-selected"
          withdrawTestId="backpack-withdraw-selected"
          className={cx(
            'lg:ml-auto lg:max-w-4xl',
            selection.items.length > 0 &&
              'border-money/40 shadow-[0_16px_48px_-12px_rgb(0_0_0/0.95),0_0_0_1px_rgb(62_224_137/0.15)]',
          )}
        />
      </div>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <SellDialog
            open={dialog.open}
            onOpenChange={setDialogOpen}
            onWithdraw={(items) => startWithdraw(items, true)}
          />
        </Suspense>
      ) : null}
      <WithdrawDialog
        open={withdrawing.open}
        items={withdrawing.items}
        tradeUrlForm={tradeUrlForm}
        onOpenChange={(open) => setWithdrawing((current) => ({ ...current, open }))}
        onWithdrawn={() => {
          if (!withdrawing.fromDialog) selection.clear();
          setPage(1);
        }}
      />
    </section>
  );
}
