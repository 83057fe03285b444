import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { setPromoCollapsed, usePromoCollapsed } from '../hooks/usePromoCollapsed';
import { PromoOffer } from './PromoOffer';

/**
 * The +20% top-up promotion on phones, docked on top of the bottom navigation (inside its fixed
 * bar): the offer and its button when open, nothing when collapsed (the bar then shows a "+20%" tab).
 * Its height (h-11) is part of the layout's bottom padding on phones.
 */
export function PromoDock() {
  if (usePromoCollapsed()) return null;
  return <PromoOffer variant="dock" />;
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
