import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { splitName } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { type ItemPage, useItemPage } from '../api/mall';
import { useItemFlow } from '../hooks/useItemFlow';
import { itemMode, parseOid } from '../lib/item';
import { BuyPanel } from './BuyPanel';
import { BuyWithdrawDialog } from './BuyWithdrawDialog';
import { ItemHero } from './ItemHero';
import { OwnedPanel } from './OwnedPanel';
import { WearPicker } from './WearPicker';

function ItemSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-4 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]">
      <Skeleton className="h-80 rounded-[var(--radius-card)]" />
      <div className="space-y-3 rounded-[var(--radius-card)] border border-line bg-surface p-5">
        <Skeleton className="h-3 w-24" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="mt-4 h-12 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}

/** The loaded page: hero on the left; names, wears and the buy or owned panel on the right. */
function ItemBody({ page, tradeUrlForm, dimmed }: { page: ItemPage; tradeUrlForm: ReactNode; dimmed: boolean }) {
  const { t } = useTranslation('mall');
  const [params] = useSearchParams();
  const flow = useItemFlow(page);
  const goods = page.goods;
  const { weapon, skin } = splitName(goods.name);
  const mode = itemMode(page.owned);
  const justBought = params.get('od') === 'od';

  return (
    <div
      className={cx(
        'grid items-start gap-4 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-stretch',
        dimmed && 'opacity-70 transition-opacity',
      )}
    >
      <ItemHero goods={goods} />
      <section
        aria-labelledby="item-title"
        className="space-y-5 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
      >
        <div>
          <p className="text-xs font-bold uppercase tracking-wider text-subtle">
            {weapon || goods.category.value || goods.category.type}
          </p>
          <h1 id="item-title" className="font-display text-3xl leading-tight font-bold tracking-wide sm:text-4xl">
            {skin}
          </h1>
          <p className="mt-1 text-sm text-muted" data-testid="item-hash-name">
            {goods.hash_name}
          </p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-subtle">
            <span>
              {t('item.wear')}:{' '}
              <strong className="text-text">
                {t(`wear.${goods.appearance.short}`, { defaultValue: goods.appearance.value })}
              </strong>
            </span>
            {goods.type.name !== 'Normal' ? (
              <span>
                {t('item.variant')}: <strong className="text-text">{goods.type.name}</strong>
              </span>
            ) : null}
          </p>
        </div>
        <WearPicker goods={goods} ex={page.ex} />
        <div className="border-t border-line pt-4">
          {mode === 'shop' || !page.owned ? (
            <BuyPanel page={page} flow={flow} />
          ) : (
            <OwnedPanel
              owned={page.owned}
              price={goods.price}
              justBought={justBought}
              flow={flow}
              tradeUrlForm={tradeUrlForm}
            />
          )}
        </div>
      </section>
      {/* Always mounted: it stays open through the withdrawal after the page has turned owned. */}
      <BuyWithdrawDialog goods={goods} flow={flow} tradeUrlForm={tradeUrlForm} />
    </div>
  );
}

/**
 * `/item/{goods id}` (spec §2–§5): the page title is the item's hash name; `?od=od&oid=` shows the item just
 * bought. `tradeUrlForm` is the account's trade-URL form, passed in by the page.
 */
export function ItemView({ id, tradeUrlForm }: { id: number; tradeUrlForm: ReactNode }) {
  const { t } = useTranslation('mall');
  const [params] = useSearchParams();
  const oid = parseOid(params.get('oid'));
  const query = useItemPage(id, oid);
  const data = query.data;
  useDocumentTitle(data?.goods.hash_name ?? t('item.title'));

  return (
    <div className="space-y-4" data-testid="item-page">
      <nav aria-label={t('item.breadcrumb')} className="flex items-center gap-1.5 text-sm text-muted">
        {/* A copy the player owns came from their backpack (a drop, a win or a purchase): back to it. */}
        {data?.owned ? (
          <Link
            to="/my#backpack"
            data-testid="item-breadcrumb"
            className="inline-flex items-center gap-1 font-semibold hover:text-text"
          >
            <Icon name="chevronLeft" />
            {t('item.myItems')}
          </Link>
        ) : (
          <Link
            to="/mall"
            data-testid="item-breadcrumb"
            className="inline-flex items-center gap-1 font-semibold hover:text-text"
          >
            <Icon name="chevronLeft" />
            {t('title')}
          </Link>
        )}
        {data ? (
          <>
            <span aria-hidden="true" className="text-subtle">
              /
            </span>
            <span className="truncate text-subtle">{data.goods.name}</span>
          </>
        ) : null}
      </nav>
      {query.isPending ? (
        <ItemSkeleton />
      ) : query.isError && !data ? (
        isApiError(query.error, 404) ? (
          <EmptyState
            heading="h1"
            icon="store"
            title={t('item.notFound')}
            body={t('item.notFoundBody')}
            action={
              <ButtonLink to="/mall">
                <Icon name="store" />
                {t('item.backToMall')}
              </ButtonLink>
            }
          />
        ) : (
          <ErrorState
            title={t('item.error')}
            body={query.error.message}
            retryLabel={t('retry')}
            onRetry={() => void query.refetch()}
          />
        )
      ) : data ? (
        <ItemBody key={data.goods.id} page={data} tradeUrlForm={tradeUrlForm} dimmed={query.isPlaceholderData} />
      ) : null}
    </div>
  );
}
