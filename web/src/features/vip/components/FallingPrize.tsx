import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { FallingPrizeEvent } from '../hooks/useFallingPrize';

const COINS = 18;
const SHOW_MS = 7000;

/**
 * The VIP falling-prize popup (spec §2): coins rain over the level reached and its reward. It does not block the page
 * (a battle or an open goes on under it), closes by itself, with its button or Escape. With reduced motion the coins
 * rest around the badge.
 */
export function FallingPrize({ prize, onClose }: { prize: FallingPrizeEvent; onClose: () => void }) {
  const { t } = useTranslation('vip');
  useEffect(() => {
    const timer = setTimeout(onClose, SHOW_MS);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  return (
    <div className="pointer-events-none fixed inset-x-3 top-20 z-[55] flex justify-center">
      <section
        role="status"
        aria-live="polite"
        data-testid="falling-prize"
        className="relative w-full max-w-sm overflow-hidden rounded-2xl border border-[#ffd35c]/50 bg-gradient-to-b from-[#2a2110] via-surface-2 to-surface-2 px-5 pt-8 pb-5 text-center shadow-2xl motion-safe:animate-pop"
      >
        <div aria-hidden className="absolute inset-0">
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
        <button
          type="button"
          onClick={onClose}
          aria-label={t('falling.close')}
          className="pointer-events-auto absolute top-2 right-2 grid size-8 place-items-center rounded-lg text-muted hover:bg-surface-3 hover:text-text"
        >
          <Icon name="close" />
        </button>
        <div className="relative mx-auto grid size-16 place-items-center rounded-full border-4 border-[#ffd35c] bg-[#1a1408] font-display text-2xl font-black text-[#ffd35c] shadow-[0_0_40px_-6px_#ffd35c]">
          {prize.level}
        </div>
        <h2 className="relative mt-3 font-display text-lg font-bold uppercase tracking-wide text-text">
          {t('falling.title', { level: prize.level })}
        </h2>
        {prize.red_money > 0 ? (
          <>
            <p className="relative mt-1 font-mono text-3xl font-black text-[#ffd35c]">
              +{formatAmount(prize.red_money)}
            </p>
            <p className="relative text-sm text-muted">{t('falling.credited')}</p>
          </>
        ) : (
          <p className="relative mt-1 text-sm text-muted">{t('falling.description')}</p>
        )}
        <Link
          to="/vip"
          onClick={onClose}
          className="pointer-events-auto relative mt-3 inline-flex items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-accent-2 hover:underline"
        >
          <Icon name="crown" />
          {t('falling.see')}
        </Link>
      </section>
    </div>
  );
}
