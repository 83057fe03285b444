import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { setPromoCollapsed, usePromoCollapsed } from '../hooks/usePromoCollapsed';
import { PromoOffer } from './PromoOffer';

/**
 * The +20% top-up promotion docked in the header (tablets and up): a chip when collapsed, the
 * offer and its button when open. It sits in the header's row, so it never covers the page.
 */
export function PromoHeaderChip({ dense = false }: { dense?: boolean }) {
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

  return <PromoOffer variant={dense ? 'headerDense' : 'header'} />;
}
