import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { setPromoCollapsed, usePromoCollapsed } from '../hooks/usePromoCollapsed';

/**
 * The +20% top-up promotion docked in the header (tablets and up): a chip when collapsed, the
 * offer and its button when open. It sits in the header's row, so it never covers the page.
 */
export function PromoHeaderChip() {
  const { t } = useTranslation('layout');
  const collapsed = usePromoCollapsed();

  if (collapsed) {
    return (
      <button
        type="button"
        onClick={() => setPromoCollapsed(false)}
        aria-label={t('promo.expand')}
        aria-expanded={false}
        data-testid="promo-badge"
        data-collapsed="true"
        className="hidden h-9 items-center gap-1 rounded-lg border border-money/45 bg-money/10 px-2 font-display text-base font-bold text-money transition hover:bg-money/20 md:inline-flex sm:h-10"
      >
        <Icon name="gift" />
        {t('promo.short')}
      </button>
    );
  }

  return (
    <section
      aria-label={t('promo.label')}
      data-testid="promo-badge"
      data-collapsed="false"
      className="relative hidden h-10 items-center gap-2 overflow-hidden rounded-lg border border-money/45 bg-surface-2 pr-1 pl-2.5 md:flex"
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(120%_160%_at_0%_0%,rgb(62_224_137/0.22),transparent_60%)]"
      />
      <Icon name="gift" className="relative text-lg text-money" />
      <span className="relative font-display text-xl leading-none font-bold text-money tabular">
        {t('promo.short')}
      </span>
      <span className="relative hidden max-w-40 text-[11px] leading-tight font-semibold text-text 2xl:block">
        {t('promo.text')}
      </span>
      <Link
        to="/pay"
        className="relative inline-flex h-7 items-center rounded-md bg-gradient-to-b from-[#5cf0a1] to-money px-2.5 text-[11px] font-extrabold whitespace-nowrap uppercase tracking-wide text-[#04220f] transition hover:brightness-110"
      >
        {t('promo.ctaShort')}
      </Link>
      <button
        type="button"
        onClick={() => setPromoCollapsed(true)}
        aria-label={t('promo.collapse')}
        aria-expanded={true}
        className="relative grid size-7 place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-text"
      >
        <Icon name="chevronLeft" />
      </button>
    </section>
  );
}
