import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useNow } from '../../../lib/useNow';
import type { PrizeView } from '../api/events';
import { type FlippingBoard, type FlippingResult, useFlippingStart, useSettle } from '../api/prize-draws';
import { countdown } from '../lib/countdown';
import { Prize, usePrizeLabel } from './Prize';

/** How long a card takes to turn over (ms; the CSS transition below). */
const TURN_MS = 700;

/**
 * Today's flipping board: face-down cards; choosing one asks the server to draw its prize, then the card turns over
 * in 3D (reduced motion: its face fades in). The first flips are free, then each costs `price` coins.
 */
export function FlipBoard({ board }: { board: FlippingBoard }) {
  const { t } = useTranslation('events');
  const label = usePrizeLabel();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const start = useFlippingStart();
  const settle = useSettle('flipping');
  const [asking, setAsking] = useState<number | null>(null);
  const [shown, setShown] = useState<Map<number, PrizeView>>(new Map());
  const [last, setLast] = useState<FlippingResult | null>(null);
  const out = board.flips_left === 0;
  const free = board.free_left > 0;
  const now = useNow(out || !free);

  const onFlip = (index: number) => {
    if (asking !== null || out) return;
    setAsking(index);
    start.mutate(
      { id: board.id, index },
      {
        onSuccess: (res) => {
          setShown((m) => new Map(m).set(index, res.prize));
          setLast(res);
          setTimeout(
            () => {
              toast.success(t('cards.won', { prize: label(res.prize) }));
              settle();
            },
            reduced ? 300 : TURN_MS,
          );
        },
        onSettled: () => setAsking(null),
      },
    );
  };

  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6"
      data-testid={`flipping-${board.id}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-semibold" data-testid="flipping-status">
          {out ? (
            <span className="inline-flex items-center gap-2">
              <Icon name="clock" className="text-accent-2" />
              {t('flipping.next')} <span className="font-mono tabular-nums">{countdown(board.next_at, now)}</span>
            </span>
          ) : free ? (
            t('flipping.free', { left: board.free_left, total: board.free_total })
          ) : (
            t('flipping.paid', { price: formatAmount(board.price, '') })
          )}
        </p>
        <span className="inline-flex items-center gap-1 rounded-md bg-accent/15 px-2 py-1 text-xs font-bold text-accent-2">
          <Icon name="cards" />
          {t('flipping.left', { left: board.flips_left, total: board.cards.length })}
        </span>
      </div>
      <ul className="mx-auto grid max-w-sm grid-cols-3 gap-2.5 sm:gap-3">
        {board.cards.map((card) => {
          const prize = shown.get(card.index) ?? card.prize;
          const up = prize !== null;
          const busy = asking === card.index;
          return (
            <li key={card.index} className="[perspective:900px]">
              <button
                type="button"
                disabled={up || out || asking !== null}
                onClick={() => onFlip(card.index)}
                aria-label={
                  up && prize
                    ? label(prize)
                    : free || out
                      ? t('cards.pick', { n: card.index + 1 })
                      : `${t('cards.pick', { n: card.index + 1 })} · ${formatAmount(board.price, '')}`
                }
                data-testid={`flip-card-${card.index}`}
                data-state={up ? 'flipped' : 'hidden'}
                className={cx(
                  'relative block aspect-[3/4] w-full rounded-xl focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-default',
                  !reduced && 'transition-transform duration-700 [transform-style:preserve-3d]',
                  !reduced && up && '[transform:rotateY(180deg)]',
                  !up && !out && asking === null && 'hover:-translate-y-1 motion-reduce:hover:translate-y-0',
                  busy && 'motion-safe:animate-pulse',
                )}
              >
                <span
                  className={cx(
                    'absolute inset-0 grid place-items-center overflow-hidden rounded-xl border border-[#4b69ff]/60 bg-gradient-to-br from-[#4b69ff] via-[#8847ff] to-[#d32ce6] text-3xl text-white/90 shadow-lg [backface-visibility:hidden] sm:text-4xl',
                    reduced && up && 'opacity-0',
                    out && !up && 'opacity-40 grayscale',
                  )}
                >
                  <span aria-hidden className="absolute inset-1.5 rounded-lg border border-white/25" />
                  <Icon name="sparkle" />
                  {!up && !free && !out ? (
                    <span className="absolute bottom-1.5 rounded bg-black/40 px-1.5 text-[10px] font-bold tabular-nums">
                      {formatAmount(board.price, '')}
                    </span>
                  ) : null}
                </span>
                <span
                  className={cx(
                    'absolute inset-0 grid place-items-center rounded-xl border p-1.5 [backface-visibility:hidden]',
                    last?.index === card.index ? 'border-money bg-money/10' : 'border-money/50 bg-surface-2',
                    reduced
                      ? up
                        ? 'opacity-100 transition-opacity duration-300'
                        : 'opacity-0'
                      : '[transform:rotateY(180deg)]',
                  )}
                >
                  {prize ? <Prize prize={prize} size="lg" /> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {last ? (
        <p className="mt-4 text-center font-mono text-xs tabular-nums text-muted" data-testid="flipping-result">
          {t('wheel.ticket', { ticket: last.ticket.toLocaleString('en-US'), nonce: last.nonce })}
        </p>
      ) : null}
    </section>
  );
}
