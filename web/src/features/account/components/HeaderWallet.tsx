import type { Profile } from '@dropforge/shared/contract';
import * as Tooltip from '@radix-ui/react-tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';

const PILL =
  'h-9 items-center gap-1.5 rounded-lg border border-line-strong bg-surface-2 px-2.5 text-sm font-bold tabular transition hover:border-[#45557a] sm:h-10';

/**
 * Balances in the header (spec §2): shop score with a tooltip about withdrawal coins, then balance
 * and coins to two decimals. Phones show the balance only.
 */
export function HeaderWallet({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  return (
    <div className="flex items-center gap-1.5">
      <Tooltip.Provider delayDuration={150}>
        <Tooltip.Root>
          <Tooltip.Trigger asChild>
            <button
              type="button"
              data-testid="shop-score"
              className={`${PILL} hidden text-contraband min-[1400px]:inline-flex`}
              aria-label={`${t('header.shopScore')}: ${formatAmount(profile.shop_score, '')}`}
            >
              <Icon name="token" className="text-base" />
              <span>{formatAmount(profile.shop_score, '')}</span>
              <Icon name="info" className="text-xs text-subtle" />
            </button>
          </Tooltip.Trigger>
          <Tooltip.Portal>
            <Tooltip.Content
              side="bottom"
              sideOffset={8}
              className="z-50 max-w-64 rounded-lg border border-line-strong bg-surface-3 px-3 py-2 text-xs leading-relaxed text-text shadow-2xl motion-safe:animate-fade-up"
            >
              <strong className="mb-0.5 block text-contraband">{t('header.shopScore')}</strong>
              {t('header.shopScoreTip')}
              <Tooltip.Arrow className="fill-surface-3" />
            </Tooltip.Content>
          </Tooltip.Portal>
        </Tooltip.Root>
      </Tooltip.Provider>
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
