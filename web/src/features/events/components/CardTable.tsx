import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useNow } from '../../../lib/useNow';
import { type CardsInfo, useFlip } from '../api/events';
import { countdown } from '../lib/countdown';
import { Prize, usePrizeLabel } from './Prize';

/**
 * The daily card flip: face-down cards; choosing one turns it over in 3D and shows the drawn prize. With reduced
 * motion the card does not turn: its face fades in.
 */
export function CardTable({ info }: { info: CardsInfo }) {
  const { t } = useTranslation('events');
  const label = usePrizeLabel();
  const flip = useFlip();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [turning, setTurning] = useState<number | null>(null);
  const now = useNow(info.flips_left === 0);
  const out = info.flips_left === 0;

  const onFlip = (index: number) => {
    if (flip.isPending || out) return;
    setTurning(index);
    flip.mutate(index, {
      onSuccess: (res) => toast.success(t('cards.won', { prize: label(res.prize) })),
      onSettled: () => setTurning(null),
    });
  };

  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6" data-testid="card-table">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold">
          {out ? (
            <span className="inline-flex items-center gap-2">
              <Icon name="clock" className="text-accent-2" />
              {t('cards.next')} <span className="font-mono tabular-nums">{countdown(info.next_at, now)}</span>
            </span>
          ) : (
            t('cards.left', { left: info.flips_left, total: info.flips_total })
          )}
        </p>
        {info.flips_total > 1 ? (
          <span className="inline-flex items-center gap-1 rounded-md bg-accent/15 px-2 py-1 text-xs font-bold text-accent-2">
            <Icon name="crown" />
            {t('cards.vipBonus', { extra: info.flips_total - 1 })}
          </span>
        ) : null}
      </div>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {info.cards.map((card) => {
          const shown = card.state === 'flipped';
          const busy = turning === card.index;
          return (
            <li key={card.index} className="[perspective:900px]">
              <button
                type="button"
                disabled={shown || out || flip.isPending}
                onClick={() => onFlip(card.index)}
                aria-label={shown && card.prize ? label(card.prize) : t('cards.pick', { n: card.index + 1 })}
                data-testid={`card-${card.index}`}
                className={cx(
                  'relative block aspect-[3/4] w-full rounded-xl focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-default',
                  !reduced && 'transition-transform duration-700 [transform-style:preserve-3d]',
                  !reduced && shown && '[transform:rotateY(180deg)]',
                  !shown && !out && 'hover:-translate-y-1 motion-reduce:hover:translate-y-0',
                  busy && 'motion-safe:animate-pulse',
                )}
              >
                <span
                  className={cx(
                    'absolute inset-0 grid place-items-center rounded-xl border border-[#8847ff]/60 bg-gradient-to-br from-[#8847ff] to-[#d32ce6] text-4xl text-white/90 shadow-lg [backface-visibility:hidden]',
                    reduced && shown && 'opacity-0',
                    out && !shown && 'opacity-50 grayscale',
                  )}
                >
                  <Icon name="cards" />
                </span>
                <span
                  className={cx(
                    'absolute inset-0 grid place-items-center rounded-xl border border-money/60 bg-surface-2 p-2 [backface-visibility:hidden]',
                    reduced
                      ? shown
                        ? 'opacity-100 transition-opacity duration-300'
                        : 'opacity-0'
                      : '[transform:rotateY(180deg)]',
                  )}
                >
                  {card.prize ? <Prize prize={card.prize} size="lg" /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
