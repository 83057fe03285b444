import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { RARITY_COLORS } from '../../../lib/rarity';
import { type StripMode, useDropFeed } from '../hooks/useDropFeed';
import { StripCard } from './StripCard';

const GHOSTS = Array.from({ length: 18 }, (_, i) => RARITY_COLORS[i % RARITY_COLORS.length] ?? RARITY_COLORS[0]);

/**
 * Live-drop band under the header: the latest drops (or the best ones) loaded from `GET /api/drop`, then every
 * new drop sliding in from the left as it happens; an honest empty state until the first case is opened.
 */
export function DropStrip() {
  const { t } = useTranslation('layout');
  const [mode, setMode] = useState<StripMode>('all');
  const { drops, arrived, status, retry } = useDropFeed(mode);

  return (
    <section data-testid="drop-strip" aria-label={t('drops.label')} className="border-b border-line bg-bg-2/80">
      <div className="mx-auto flex h-[76px] max-w-[1600px] items-stretch gap-2 px-3 sm:gap-3 sm:px-5 lg:px-6">
        <div className="flex shrink-0 flex-col justify-center gap-1.5 py-2">
          <Link
            to="/top"
            title={t('drops.seeAll')}
            className="group flex items-center gap-1.5 font-display text-xs font-bold uppercase tracking-wider transition hover:text-accent-2 sm:gap-2 sm:text-sm"
          >
            <span aria-hidden="true" className="size-2 rounded-full bg-covert motion-safe:animate-pulse" />
            {t('drops.live')}
            <Icon name="chevronRight" className="hidden text-muted transition group-hover:text-accent-2 sm:block" />
          </Link>
          <fieldset className="flex rounded-md border border-line bg-surface p-0.5 text-[11px] font-bold uppercase">
            <legend className="sr-only">{t('drops.filter')}</legend>
            {(['all', 'top'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                data-testid={`drop-strip-${value}`}
                className={cx(
                  'flex flex-1 items-center justify-center gap-1 rounded px-2 py-0.5 transition',
                  mode === value ? 'bg-accent text-accent-ink' : 'text-muted hover:text-text',
                )}
              >
                {value === 'top' ? <Icon name="trophy" className="hidden sm:block" /> : null}
                {t(`drops.${value}`)}
              </button>
            ))}
          </fieldset>
        </div>
        <div className="relative min-w-0 flex-1 overflow-hidden py-2">
          {drops.length > 0 ? (
            <ul className="scrollbar-none flex h-full gap-2 overflow-x-auto [mask-image:linear-gradient(to_right,#000_calc(100%-48px),transparent)]">
              {drops.map((drop) => (
                <StripCard key={drop.id} drop={drop} arrivedAt={arrived.get(drop.id)} />
              ))}
            </ul>
          ) : status === 'pending' ? (
            <Ghosts loading label={t('drops.loading')} />
          ) : status === 'error' ? (
            <Ghosts>
              <Icon name="alert" className="shrink-0 text-base text-danger" />
              <span className="line-clamp-2">{t('drops.error')}</span>
              <button
                type="button"
                onClick={retry}
                className="shrink-0 rounded-md border border-line bg-surface px-2 py-1 text-xs font-bold text-text transition hover:border-line-strong"
              >
                {t('drops.retry')}
              </button>
            </Ghosts>
          ) : (
            <Ghosts>
              <Icon name="box" className="shrink-0 text-base text-accent-2" />
              <span className="line-clamp-2">{t(mode === 'top' ? 'drops.emptyTop' : 'drops.empty')}</span>
            </Ghosts>
          )}
        </div>
      </div>
    </section>
  );
}

/** Decorative placeholder cards, shimmering while loading, under a status line otherwise. */
function Ghosts({
  loading = false,
  label,
  children,
}: {
  loading?: boolean;
  label?: string;
  children?: React.ReactNode;
}) {
  return (
    <>
      <ul aria-hidden="true" className={cx('flex h-full gap-2', loading ? 'opacity-70' : 'opacity-45')}>
        {GHOSTS.map((color, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: static decorative placeholders
            key={i}
            className={cx(
              'relative h-full w-[92px] shrink-0 overflow-hidden rounded-lg border border-line',
              loading ? 'skeleton' : 'bg-surface',
            )}
          >
            <span className="absolute inset-x-0 bottom-0 h-0.5" style={{ background: color }} />
            {loading ? null : (
              <span
                className="absolute inset-0 opacity-20"
                style={{ background: `radial-gradient(60% 70% at 50% 100%, ${color}, transparent)` }}
              />
            )}
          </li>
        ))}
      </ul>
      {loading ? (
        <span role="status" className="sr-only">
          {label}
        </span>
      ) : (
        <div className="absolute inset-0 flex items-center bg-gradient-to-r from-bg-2/95 via-bg-2/70 to-transparent pl-2">
          <p role="status" className="flex items-center gap-2 text-xs font-medium text-muted sm:text-sm">
            {children}
          </p>
        </div>
      )}
    </>
  );
}
