import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';

const BADGE = 'flex h-9 min-w-16 items-center justify-center gap-1.5 rounded-md border border-line-strong px-2.5';

/** Payment method marks drawn in CSS/SVG (no remote images) and the card-payment statement. */
export function PaymentBadges() {
  const { t } = useTranslation('footer');
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <ul aria-label={t('payments.label')} className="flex flex-wrap items-center gap-2">
        <li className={`${BADGE} bg-[#1a1f71]`} title={t('payments.visa')}>
          <span className="font-sans text-base font-black italic tracking-tight text-white">{t('payments.visa')}</span>
        </li>
        <li className={`${BADGE} bg-[#111722]`} title={t('payments.mastercard')}>
          <svg viewBox="0 0 38 24" className="h-6 w-9" aria-hidden="true">
            <circle cx="14" cy="12" r="9" fill="#eb001b" />
            <circle cx="24" cy="12" r="9" fill="#f79e1b" />
            <path d="M19 4.6a9 9 0 0 1 0 14.8 9 9 0 0 1 0-14.8z" fill="#ff5f00" />
          </svg>
          <span className="sr-only">{t('payments.mastercard')}</span>
        </li>
        <li className={`${BADGE} bg-[#111722] text-[#f7931a]`}>
          <Icon name="bitcoin" className="text-xl" />
          <span className="text-xs font-bold text-text">{t('payments.crypto')}</span>
        </li>
        <li className={`${BADGE} bg-[#111722] text-[#e4ae39]`}>
          <Icon name="gift" className="text-lg" />
          <span className="text-xs font-bold text-text">{t('payments.giftCards')}</span>
        </li>
        <li className={`${BADGE} bg-[#111722] text-info`}>
          <Icon name="card" className="text-lg" />
          <span className="text-xs font-bold text-text">{t('payments.cards')}</span>
        </li>
      </ul>
      <p className="max-w-xl text-xs leading-relaxed text-subtle">{t('payments.statement')}</p>
    </div>
  );
}
