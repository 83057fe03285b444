import type { Profile } from '@dropforge/shared/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';

const PILL =
  'h-9 items-center gap-1.5 rounded-lg border border-line-strong bg-surface-2 px-2.5 text-sm font-bold tabular transition hover:border-[#45557a] sm:h-10';

/**
 * Balances in the header (spec §2): shop score with a tooltip about withdrawal coins (CSS only: no popper code in
 * the initial bundle), then balance
 * and coins to two decimals. Phones show the balance only.
 */
export function HeaderWallet({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  return (
    <div className="flex items-center gap-1.5">
      <span className="group relative hidden min-[1400px]:inline-flex">
        <button
          type="button"
          data-testid="shop-score"
          className={`${PILL} inline-flex text-contraband`}
          aria-label={`${t('header.shopScore')}: ${formatAmount(profile.shop_score, '')}`}
          aria-describedby="shop-score-tip"
        >
          <Icon name="token" className="text-base" />
          <span>{formatAmount(profile.shop_score, '')}</span>
          <Icon name="info" className="text-xs text-subtle" />
        </button>
        <span
          id="shop-score-tip"
          role="tooltip"
          className="pointer-events-none invisible absolute top-full right-0 z-50 mt-2 w-64 rounded-lg border border-line-strong bg-surface-3 px-3 py-2 text-xs leading-relaxed text-text opacity-0 shadow-2xl transition-opacity delay-150 group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100"
        >
          <strong className="mb-0.5 block text-contraband">{t('header.shopScore')}</strong>
          {t('header.shopScoreTip')}
        </span>
      </span>
      <Link to="/pay" className={`${PILL} inline-flex gap-0 px-0`} data-testid="balance">
        <span className="inline-flex items-center gap-1 px-2.5 text-money" title={t('header.balance')}>
          <span className="sr-only">{t('header.balance')}: </span>
          {formatAmount(profile.money)}
        </span>
        <span
          className="hidden h-5 items-center gap-1 border-l border-line-strong px-2.5 text-[#ffd66b] md:inline-flex"
          title={t('header.coins')}
        >
          <span className="sr-only">{t('header.coins')}: </span>
          <Icon name="coins" className="text-base" />
          {formatAmount(profile.score, '')}
        </span>
      </Link>
    </div>
  );
}
