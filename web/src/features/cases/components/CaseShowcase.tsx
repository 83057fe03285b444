import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';
import { Skeleton } from '../../../components/ui/Skeleton';
import { CaseArt } from './CaseArt';

const RARITIES = ['#b0c3d9', '#5e98d9', '#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39'];

/** Categories and how many preview slots each shows (labels: `home:cases.tabs.<key>`). */
const CATEGORIES = [
  { key: 'featured', slots: 12, offset: 6 },
  { key: 'budget', slots: 8, offset: 0 },
  { key: 'premium', slots: 8, offset: 4 },
  { key: 'collections', slots: 10, offset: 2 },
  { key: 'event', slots: 6, offset: 5 },
] as const;

/** Case grid preview: categories and rarity-lit case slots, honestly marked as coming soon (no prices). */
export function CaseShowcase() {
  const { t } = useTranslation('home');
  const [active, setActive] = useState<(typeof CATEGORIES)[number]['key']>('featured');
  const category = CATEGORIES.find((c) => c.key === active) ?? CATEGORIES[0];

  return (
    <section aria-labelledby="cases-title" className="rounded-2xl border border-line bg-surface/60 p-3 sm:p-5">
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex items-center gap-3">
          <span className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-accent-2 to-accent text-xl text-accent-ink">
            <Icon name="box" />
          </span>
          <div>
            <h2 id="cases-title" className="font-display text-2xl font-bold uppercase tracking-wide">
              {t('cases.title')}
            </h2>
            <p className="text-xs text-muted">{t('cases.subtitle')}</p>
          </div>
        </div>
        <div
          role="tablist"
          aria-label={t('cases.tabsLabel')}
          className="scrollbar-none -mx-1 flex gap-1 overflow-x-auto px-1"
        >
          {CATEGORIES.map((c) => (
            <button
              key={c.key}
              type="button"
              role="tab"
              id={`cases-tab-${c.key}`}
              aria-selected={c.key === active}
              aria-controls="cases-panel"
              onClick={() => setActive(c.key)}
              className={cx(
                'h-9 shrink-0 rounded-lg px-3.5 text-xs font-bold uppercase tracking-wide transition',
                c.key === active
                  ? 'bg-accent/15 text-accent-2 ring-1 ring-accent/50'
                  : 'bg-surface-2 text-muted hover:bg-surface-3 hover:text-text',
              )}
            >
              {t(`cases.tabs.${c.key}`)}
            </button>
          ))}
        </div>
      </div>
      <div
        id="cases-panel"
        role="tabpanel"
        aria-labelledby={`cases-tab-${category.key}`}
        className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
      >
        {Array.from({ length: category.slots }, (_, i) => {
          const color = RARITIES[(i + category.offset) % RARITIES.length] ?? '#b0c3d9';
          const id = `${category.key}-${i}`;
          return (
            <article
              key={id}
              aria-label={t('cases.slotLabel')}
              className="group relative overflow-hidden rounded-xl border border-line bg-surface p-3 transition duration-300 hover:-translate-y-0.5 hover:border-line-strong max-sm:[&:nth-child(n+7)]:hidden"
              style={{ boxShadow: `inset 0 -40px 60px -40px ${color}55` }}
            >
              <div
                aria-hidden="true"
                className="absolute inset-x-0 top-0 h-full opacity-30 transition-opacity duration-300 group-hover:opacity-70"
                style={{ background: `radial-gradient(60% 55% at 50% 42%, ${color}66, transparent 70%)` }}
              />
              <CaseArt
                color={color}
                id={id}
                className="relative mx-auto h-24 w-full transition-transform duration-300 group-hover:scale-105 sm:h-28"
              />
              <div className="relative mt-2 space-y-2">
                <Skeleton className="mx-auto h-3 w-3/4" />
                <div className="flex justify-center">
                  <Pill tone="soon">{t('cases.soon')}</Pill>
                </div>
              </div>
              <span
                aria-hidden="true"
                className="absolute inset-x-4 bottom-0 h-0.5 rounded-full"
                style={{ background: color }}
              />
            </article>
          );
        })}
      </div>
    </section>
  );
}
