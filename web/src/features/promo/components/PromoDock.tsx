import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { setPromoCollapsed, usePromoCollapsed } from '../hooks/usePromoCollapsed';

/**
 * The +20% top-up promotion on phones, docked on top of the bottom navigation (inside its fixed
 * bar): the offer and its button when open, nothing when collapsed (the bar then shows a "+20%" tab).
 * Its height (h-11) is part of the layout's bottom padding on phones.
 */
export function PromoDock() {
  const { t } = useTranslation('layout');
  if (usePromoCollapsed()) return null;
  return (
    <section
      aria-label={t('promo.label')}
      data-testid="promo-badge"
      data-collapsed="false"
      className="relative flex h-11 items-center gap-2 overflow-hidden border-b border-money/30 bg-surface-2 pr-1.5 pl-3 md:hidden"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(80%_180%_at_0%_0%,rgb(62_224_137/0.24),transparent_60%)]"
      />
      <Icon name="gift" className="relative shrink-0 text-lg text-money" />
      <span className="relative shrink-0 font-display text-xl leading-none font-bold text-money tabular">
        {t('promo.short')}
      </span>
      <span className="relative line-clamp-2 min-w-0 flex-1 text-[11px] leading-tight font-semibold text-text">
        {t('promo.text')}
      </span>
      <Link
        to="/pay"
        className="relative inline-flex h-8 shrink-0 items-center rounded-md bg-gradient-to-b from-[#5cf0a1] to-money px-3 text-[11px] font-extrabold whitespace-nowrap uppercase tracking-wide text-[#04220f]"
      >
        {t('promo.ctaShort')}
      </Link>
      <button
        type="button"
        onClick={() => setPromoCollapsed(true)}
        aria-label={t('promo.collapse')}
        aria-expanded={true}
        className="relative grid size-8 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-text"
      >
        <Icon name="chevronDown" />
      </button>
    </section>
  );
}

/** The collapsed dock: a bottom-navigation entry that opens the offer again. */
export function PromoDockTab({ className }: { className: string }) {
  const { t } = useTranslation('layout');
  if (!usePromoCollapsed()) return null;
  return (
    <button
      type="button"
      onClick={() => setPromoCollapsed(false)}
      aria-label={t('promo.expand')}
      aria-expanded={false}
      data-testid="promo-badge"
      data-collapsed="true"
      className={className}
    >
      <Icon name="gift" className="text-xl" />
      {t('promo.short')}
    </button>
  );
}
