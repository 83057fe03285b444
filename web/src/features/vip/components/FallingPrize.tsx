import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { FallingPrizeEvent } from '../hooks/useFallingPrize';

const COINS = 18;

/**
 * The VIP falling-prize popup (spec §2): coins rain over the level reached and its reward. With reduced motion the
 * coins stay still around the badge.
 */
export function FallingPrize({ prize, onClose }: { prize: FallingPrizeEvent; onClose: () => void }) {
  const { t } = useTranslation('vip');
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title={t('falling.title', { level: prize.level })}
      description={t('falling.description')}
    >
      <div
        className="relative mt-4 overflow-hidden rounded-xl border border-[#ffd35c]/40 bg-gradient-to-b from-[#ffd35c]/15 to-surface-2 px-4 pt-10 pb-6 text-center"
        data-testid="falling-prize"
      >
        <div aria-hidden className="pointer-events-none absolute inset-0">
          {Array.from({ length: COINS }, (_, i) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decoration, never reordered
              key={i}
              className="falling-coin absolute top-0 text-xl text-[#ffd35c]"
              style={{ left: `${(i * 97) % 100}%`, animationDelay: `${(i % 6) * 0.18}s` }}
            >
              <Icon name="coins" />
            </span>
          ))}
        </div>
        <div className="relative mx-auto grid size-20 place-items-center rounded-full border-4 border-[#ffd35c] bg-[#1a1408] font-display text-3xl font-black text-[#ffd35c] shadow-[0_0_40px_-6px_#ffd35c] motion-safe:animate-pop">
          {prize.level}
        </div>
        <p className="relative mt-4 text-xs font-bold uppercase tracking-[0.2em] text-[#ffd35c]">
          {t('falling.level', { level: prize.level })}
        </p>
        {prize.red_money > 0 ? (
          <p className="relative mt-1 font-mono text-4xl font-black text-text">+{formatAmount(prize.red_money)}</p>
        ) : null}
        <p className="relative mt-1 text-sm text-muted">{t('falling.credited')}</p>
      </div>
      <ButtonLink to="/vip" size="lg" className="mt-4 w-full" onClick={onClose}>
        <Icon name="crown" />
        {t('falling.see')}
      </ButtonLink>
    </Dialog>
  );
}
