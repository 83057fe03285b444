import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import { type LiveDrop, useDropFeed } from '../hooks/useDropFeed';

const GHOST_COLORS = ['#b0c3d9', '#5e98d9', '#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39'];

/** Live-drop band under the header; an honest empty state until the first case is opened. */
export function DropStrip() {
  const { t } = useTranslation('layout');
  const drops = useDropFeed();
  const [mode, setMode] = useState<'all' | 'top'>('all');
  const shown = mode === 'top' ? drops.filter((d) => d.top) : drops;

  return (
    <section data-testid="drop-strip" aria-label={t('drops.label')} className="border-b border-line bg-bg-2/80">
      <div className="mx-auto flex h-[76px] max-w-[1600px] items-stretch gap-3 px-3 sm:px-5 lg:px-6">
        <div className="flex shrink-0 flex-col justify-center gap-1.5 py-2">
          <p className="flex items-center gap-2 font-display text-sm font-bold uppercase tracking-wider">
            <span aria-hidden="true" className="size-2 rounded-full bg-covert motion-safe:animate-pulse" />
            {t('drops.live')}
          </p>
          <fieldset className="flex rounded-md border border-line bg-surface p-0.5 text-[11px] font-bold uppercase">
            <legend className="sr-only">{t('drops.filter')}</legend>
            {(['all', 'top'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={mode === value}
                onClick={() => setMode(value)}
                className={cx(
                  'rounded px-2 py-0.5 transition',
                  mode === value ? 'bg-accent text-accent-ink' : 'text-muted hover:text-text',
                )}
              >
                {t(`drops.${value}`)}
              </button>
            ))}
          </fieldset>
        </div>
        <div className="relative min-w-0 flex-1 overflow-hidden py-2">
          {shown.length > 0 ? (
            <ul className="flex h-full gap-2">
              {shown.map((drop) => (
                <DropCard key={drop.id} drop={drop} />
              ))}
            </ul>
          ) : (
            <EmptyDrops text={t(mode === 'top' ? 'drops.emptyTop' : 'drops.empty')} />
          )}
        </div>
      </div>
    </section>
  );
}

function EmptyDrops({ text }: { text: string }) {
  return (
    <>
      <ul aria-hidden="true" className="flex h-full gap-2 opacity-45">
        {Array.from({ length: 18 }, (_, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: static decorative placeholders
            key={i}
            className="relative h-full w-[88px] shrink-0 overflow-hidden rounded-lg border border-line bg-surface"
          >
            <span
              className="absolute inset-x-0 bottom-0 h-0.5"
              style={{ background: GHOST_COLORS[i % GHOST_COLORS.length] }}
            />
            <span
              className="absolute inset-0 opacity-20"
              style={{
                background: `radial-gradient(60% 70% at 50% 100%, ${GHOST_COLORS[i % GHOST_COLORS.length]}, transparent)`,
              }}
            />
          </li>
        ))}
      </ul>
      <div className="absolute inset-0 flex items-center bg-gradient-to-r from-bg-2/95 via-bg-2/70 to-transparent pl-2">
        <p role="status" className="flex items-center gap-2 text-xs font-medium text-muted sm:text-sm">
          <Icon name="box" className="shrink-0 text-base text-accent-2" />
          <span className="line-clamp-2">{text}</span>
        </p>
      </div>
    </>
  );
}

function DropCard({ drop }: { drop: LiveDrop }) {
  return (
    <li
      className="group relative h-full w-[88px] shrink-0 overflow-hidden rounded-lg border border-line bg-surface motion-safe:animate-[fade-up_0.4s_ease-out]"
      title={drop.itemName}
    >
      <span
        className="absolute inset-0 opacity-30"
        style={{ background: `radial-gradient(70% 80% at 50% 100%, ${drop.rarityColor}, transparent)` }}
      />
      <SafeImage
        src={drop.image}
        alt={drop.itemName}
        className="relative mx-auto mt-1 h-9 w-auto object-contain"
        fallback={
          <span
            className="relative mx-auto mt-1 grid h-9 place-items-center text-xl"
            style={{ color: drop.rarityColor }}
          >
            <Icon name="box" />
          </span>
        }
      />
      <p className="relative truncate px-1.5 text-[10px] text-muted">{drop.itemName}</p>
      {drop.price !== null ? (
        <p className="absolute inset-x-0 top-0 bg-bg/85 py-0.5 text-center text-[10px] font-bold text-money opacity-0 transition group-hover:opacity-100 tabular">
          {formatAmount(drop.price)}
        </p>
      ) : null}
      <span className="absolute inset-x-0 bottom-0 h-0.5" style={{ background: drop.rarityColor }} />
    </li>
  );
}
