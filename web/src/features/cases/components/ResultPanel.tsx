import { shownDifference } from '@dropforge/shared/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount, formatDifference } from '../../../lib/money';
import { bestColor } from '../../../lib/rarity';
import { useSellDrops } from '../api/cases';
import type { SpinResult, WonDrop } from '../hooks/useCaseOpening';
import { sumAmounts, toMilli } from '../lib/format';
import { FairnessDetails } from './FairnessDetails';
import { lostFocus } from './ReelStage';

/**
 * What the spin won: the items, their total against the cost, selling (all or one by one) and keeping
 * them, opening again, and the rolls' fairness data. A demo result offers the real opening instead.
 */
export function ResultPanel({
  caseId,
  result,
  openLabel,
  canOpen,
  onOpen,
  onDemo,
  onClose,
}: {
  caseId: string;
  result: SpinResult;
  openLabel: string;
  canOpen: boolean;
  onOpen: () => void;
  onDemo: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('cases');
  const [sold, setSold] = useState<ReadonlySet<number>>(() => new Set());
  const panelRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = panelRef.current;
    if (!el || typeof el.getBoundingClientRect !== 'function') return;
    // Skip (or the Open button) went away with the spin: focus moves to the result for keyboard users.
    if (lostFocus()) el.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    // Bring the result up when it opened low on the screen (several reels, phones): its top to a third of the height.
    const top = el.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.55) {
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy({ top: top - window.innerHeight * 0.33, behavior: reduced ? 'auto' : 'smooth' });
    }
  }, []);
  const ids = result.drops.flatMap((d) => (d.roll ? [d.roll.knapsack_id] : []));
  const quotes = new Map(result.drops.flatMap((d) => (d.roll ? [[d.roll.knapsack_id, d.roll.recycling_price]] : [])));
  const sell = useSellDrops();
  const total = sumAmounts(result.drops.map((d) => d.goods.price));
  const color = bestColor(result.drops);
  const unsold = ids.filter((id) => !sold.has(id) && quotes.has(id));
  const sellAllValue = sumAmounts(unsold.map((id) => quotes.get(id) ?? 0));

  const sellIds = (list: number[]) => {
    if (list.length === 0 || sell.isPending) return;
    sell.mutate(list, {
      onSuccess: (answer) => {
        setSold((current) => new Set([...current, ...answer.knapsack_id]));
        toast.success(t('result.soldToast', { amount: formatAmount(answer.recycling_price) }));
      },
    });
  };

  const single = result.drops.length === 1;
  const drops = (
    <ul className={cx('relative flex flex-wrap justify-center gap-2 sm:gap-3', !single && 'mt-4')}>
      {result.drops.map((drop, i) => {
        const id = drop.roll?.knapsack_id;
        return (
          <li
            key={drop.roll ? drop.roll.knapsack_id : `${drop.ticket}-${drop.goods.id}`}
            className={cx('motion-safe:animate-pop', single ? 'w-52' : 'w-[calc(50%-4px)] sm:w-52')}
            style={{ animationDelay: `${i * 70}ms` }}
          >
            <DropTile
              drop={drop}
              sold={id !== undefined && sold.has(id)}
              // One drop: the main Sell button is enough.
              quote={single || result.demo || id === undefined ? null : (quotes.get(id) ?? undefined)}
              busy={sell.isPending}
              onSell={() => id !== undefined && sellIds([id])}
            />
          </li>
        );
      })}
    </ul>
  );

  return (
    <section
      ref={panelRef}
      data-testid="case-result"
      aria-labelledby="case-result-title"
      className="relative overflow-hidden rounded-2xl border bg-surface p-3 motion-safe:animate-fade-up sm:p-5"
      style={{ borderColor: `${color}66`, boxShadow: `0 20px 60px -30px ${color}` }}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 -top-24 h-48 opacity-30 blur-3xl"
        style={{ background: `radial-gradient(50% 50% at 50% 50%, ${color}, transparent)` }}
      />
      <div className={cx('relative', single && 'grid gap-5 md:grid-cols-[208px_minmax(0,1fr)] md:items-center')}>
        {single ? drops : null}
        <div className="min-w-0">
          <div
            className={cx(
              'flex flex-col gap-3',
              !single && 'sm:flex-row sm:items-end sm:justify-between',
              single && 'max-md:text-center',
            )}
          >
            <div>
              <h2
                id="case-result-title"
                tabIndex={-1}
                className="font-display text-2xl font-bold uppercase tracking-wide outline-none sm:text-3xl"
              >
                {t(result.demo ? 'result.demoTitle' : 'result.title')}
              </h2>
              <p className="text-sm text-muted">{t(result.demo ? 'result.demoNote' : 'result.keptNote')}</p>
            </div>
            <ResultStats total={total} cost={result.demo ? null : result.cost} centered={single} />
          </div>
          {single ? null : drops}
          <div
            className={cx(
              'mt-4 flex flex-wrap items-center gap-2',
              single ? 'justify-center md:justify-start' : 'justify-center',
            )}
          >
            {result.demo ? (
              <>
                <Button size="lg" onClick={onOpen} disabled={!canOpen} data-testid="case-result-open">
                  {openLabel}
                </Button>
                <Button size="lg" variant="secondary" onClick={onDemo}>
                  <Icon name="refresh" />
                  {t('result.demoAgain')}
                </Button>
                <Button size="lg" variant="ghost" onClick={onClose} data-testid="case-keep">
                  {t('result.close')}
                </Button>
              </>
            ) : (
              <>
                {unsold.length > 0 ? (
                  <Button
                    size="lg"
                    variant="money"
                    onClick={() => sellIds(unsold)}
                    disabled={sell.isPending}
                    data-testid="case-sell"
                  >
                    <Icon name="coins" />
                    {t(unsold.length > 1 ? 'result.sellAll' : 'result.sellFor', {
                      amount: formatAmount(sellAllValue),
                    })}
                  </Button>
                ) : null}
                <Button size="lg" variant="secondary" onClick={onClose} data-testid="case-keep">
                  {t(unsold.length > 0 ? 'result.keep' : 'result.close')}
                </Button>
                <Button size="lg" onClick={onOpen} disabled={!canOpen} data-testid="case-result-open">
                  <Icon name="refresh" />
                  {t('result.openAgain')}
                </Button>
              </>
            )}
          </div>
        </div>
      </div>
      {result.demo ? null : <FairnessDetails drops={result.drops} caseId={caseId} />}
    </section>
  );
}

/** Total value, and for a paid spin the cost and the difference. */
function ResultStats({ total, cost, centered }: { total: number; cost: number | null; centered: boolean }) {
  const { t } = useTranslation('cases');
  const diff = cost === null ? 0 : shownDifference(toMilli(total), toMilli(cost));
  return (
    <dl className={cx('flex gap-5 text-sm tabular', centered && 'max-md:justify-center')}>
      <div>
        <dt className="text-[11px] uppercase tracking-wider text-subtle">{t('result.total')}</dt>
        <dd className="text-lg font-bold text-money">{formatAmount(total)}</dd>
      </div>
      {cost === null ? null : (
        <>
          <div>
            <dt className="text-[11px] uppercase tracking-wider text-subtle">{t('result.cost')}</dt>
            <dd className="text-lg font-bold">{formatAmount(cost)}</dd>
          </div>
          <div>
            <dt className="text-[11px] uppercase tracking-wider text-subtle">{t('result.difference')}</dt>
            <dd className={cx('text-lg font-bold', diff >= 0 ? 'text-money' : 'text-[#ff8f8f]')}>
              {formatDifference(total, cost, { signed: true })}
            </dd>
          </div>
        </>
      )}
    </dl>
  );
}

/** One won item; `quote` null hides its own Sell button, undefined shows it disabled (price not known yet). */
function DropTile({
  drop,
  sold,
  quote,
  busy,
  onSell,
}: {
  drop: WonDrop;
  sold: boolean;
  quote: number | null | undefined;
  busy: boolean;
  onSell: () => void;
}) {
  const { t } = useTranslation('cases');
  return (
    <ItemCard
      goods={drop.goods}
      glow={!sold}
      className={cx(sold && 'opacity-50')}
      footer={
        sold ? (
          <p className="mt-2 flex h-8 items-center justify-center gap-1 rounded-lg bg-surface-3 text-xs font-bold uppercase text-muted">
            <Icon name="check" />
            {t('result.sold')}
          </p>
        ) : quote === null ? null : (
          <Button
            variant="outline"
            size="sm"
            className="mt-2 w-full border-money/60 text-money hover:bg-money/10"
            disabled={quote === undefined || busy}
            onClick={onSell}
          >
            {quote === undefined ? t('result.sellOne') : t('result.sellFor', { amount: formatAmount(quote) })}
          </Button>
        )
      }
    />
  );
}
