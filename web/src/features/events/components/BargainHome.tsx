import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/useNow';
import { type BargainMine, useCreateBargain } from '../api/social';
import { countdown } from '../lib/countdown';
import { BargainPriceBar } from './BargainPriceBar';

/** The asker's side: running bargains (each links to its page) and the cases a new one can be asked for. */
export function BargainHome({ mine }: { mine: BargainMine }) {
  const { t } = useTranslation('social');
  const create = useCreateBargain();
  const navigate = useNavigate();
  const now = useNow(true);
  const running = new Set(mine.list.filter((b) => b.state === 'open').map((b) => b.box_id));

  const ask = (boxId: string) => {
    if (create.isPending) return;
    create.mutate(boxId, { onSuccess: (b) => void navigate(`/event/bargain?id=${b.id}`) });
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="bargain-cases">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="bargain-cases" className="font-display text-lg font-bold uppercase tracking-wide">
            {t('bargain.pick')}
          </h2>
          <p className="text-xs text-muted">{t('bargain.rules', { hours: mine.hours, helps: mine.helps_per_day })}</p>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="bargain-cases">
          {mine.cases.map((c) => (
            <li
              key={c.box_id}
              className="group flex flex-col rounded-[var(--radius-card)] border border-line bg-surface p-3 transition hover:border-covert/60 motion-reduce:transition-none"
            >
              <SafeImage
                src={c.picture}
                alt={c.name}
                className="mx-auto aspect-square w-full max-w-32 object-contain transition group-hover:-translate-y-1 motion-reduce:transition-none motion-reduce:group-hover:translate-y-0"
                fallback={<Icon name="box" className="text-3xl text-muted" />}
              />
              <p className="mt-2 truncate text-sm font-semibold">{c.name}</p>
              <p className="text-xs tabular-nums">
                <span className="text-muted line-through">{formatAmount(c.price)}</span>{' '}
                <span className="font-bold text-money">{formatAmount(c.target_price)}</span>
              </p>
              <Button
                size="sm"
                className="mt-2 w-full"
                disabled={create.isPending || running.has(c.box_id)}
                onClick={() => ask(c.box_id)}
                data-testid={`bargain-ask-${c.box_id}`}
              >
                <Icon name="users" />
                {running.has(c.box_id) ? t('bargain.running') : t('bargain.ask')}
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="bargain-mine">
        <h2 id="bargain-mine" className="mb-3 font-display text-lg font-bold uppercase tracking-wide">
          {t('bargain.mine')}
        </h2>
        {mine.list.length === 0 ? (
          <p className="rounded-[var(--radius-card)] border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
            {t('bargain.none')}
          </p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2" data-testid="bargain-mine">
            {mine.list.map((b) => (
              <li key={b.id}>
                <button
                  type="button"
                  onClick={() => void navigate(`/event/bargain?id=${b.id}`)}
                  className="flex w-full items-center gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-3 text-left transition hover:border-line-strong focus-visible:outline-2 focus-visible:outline-accent motion-reduce:transition-none"
                >
                  <SafeImage
                    src={b.box.picture}
                    alt=""
                    className="size-16 shrink-0 object-contain"
                    fallback={<Icon name="box" className="text-3xl text-muted" />}
                  />
                  <div className="min-w-0 flex-1">
                    <div className="mb-1 flex items-center justify-between gap-2 text-xs">
                      <span className="truncate font-semibold">{b.box.name}</span>
                      <span className="shrink-0 tabular-nums text-muted">
                        {b.state === 'open' ? countdown(b.expires_at, now) : t(`bargain.state.${b.state}`)}
                      </span>
                    </div>
                    <BargainPriceBar price={b.price} target={b.target_price} current={b.current_price} compact />
                  </div>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
