import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { storage } from '../../../lib/storage';

const KEY = 'promo_badge_collapsed';

/** Floating +20% top-up promotion; collapsing it is remembered (localStorage). */
export function PromoBadge() {
  const { t } = useTranslation('layout');
  // Until the visitor opens it, the badge stays a small pill: expanded it covered reels and forms.
  const [collapsed, setCollapsed] = useState(() => storage.get(KEY) !== '0');
  const toggle = (value: boolean) => {
    setCollapsed(value);
    storage.set(KEY, value ? '1' : '0');
  };

  if (collapsed) {
    return (
      <button
        type="button"
        onClick={() => toggle(false)}
        aria-label={t('promo.expand')}
        data-testid="promo-badge"
        data-collapsed="true"
        className="fixed bottom-20 left-0 z-30 flex items-center gap-1 rounded-r-xl border border-l-0 border-money/50 bg-surface-2 py-2 pr-2.5 pl-2 font-display text-lg font-bold text-money shadow-xl transition hover:bg-surface-3 md:bottom-6"
      >
        <Icon name="gift" />
        {t('promo.short')}
      </button>
    );
  }

  return (
    <aside
      aria-label={t('promo.label')}
      data-testid="promo-badge"
      data-collapsed="false"
      className="fixed bottom-20 left-3 z-30 w-[220px] overflow-hidden rounded-2xl border border-money/40 bg-surface-2 shadow-2xl motion-safe:animate-fade-up md:bottom-6 md:left-5"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(120%_90%_at_0%_0%,rgb(62_224_137/0.28),transparent_60%)]"
      />
      <button
        type="button"
        onClick={() => toggle(true)}
        aria-label={t('promo.collapse')}
        className="absolute top-1.5 right-1.5 z-10 grid size-7 place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-text"
      >
        <Icon name="chevronLeft" />
      </button>
      <div className="relative p-3.5">
        <p className="font-display text-4xl leading-none font-bold text-money tabular">{t('promo.short')}</p>
        <p className="mt-1 text-xs font-semibold text-text">{t('promo.text')}</p>
        <Link
          to="/pay"
          className="mt-3 flex h-9 items-center justify-center rounded-lg bg-gradient-to-b from-[#5cf0a1] to-money text-xs font-extrabold uppercase tracking-wide text-[#04220f] transition hover:brightness-110"
        >
          {t('promo.cta')}
        </Link>
      </div>
    </aside>
  );
}
