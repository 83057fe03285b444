import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useNow } from '../../../lib/useNow';
import { useSettle, useSpin, type Wheel, type WheelSpin } from '../api/prize-draws';
import { usePointerSpin } from '../hooks/usePointerSpin';
import { countdown } from '../lib/countdown';
import { SEGMENT_COLORS } from '../lib/prize-wheel';
import { Prize, usePrizeLabel } from './Prize';
import { PrizeWheel, type PrizeWheelState } from './PrizeWheel';
import { WheelHistory } from './WheelHistory';

/**
 * One wheel: the disc and its needle, the spin button (the free spin of the day, then spins for coins), the
 * segments with their odds and the player's last spins. The prize is told only once the needle has landed.
 */
export function WheelPanel({ wheel }: { wheel: Wheel }) {
  const { t } = useTranslation('events');
  const label = usePrizeLabel();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { pointerRef, spin } = usePointerSpin(reduced);
  const start = useSpin();
  const settle = useSettle('wheel');
  const [state, setState] = useState<PrizeWheelState>('idle');
  const [result, setResult] = useState<WheelSpin | null>(null);
  const free = wheel.free_left > 0;
  const out = !free && wheel.paid_left === 0;
  const now = useNow(!free);
  const busy = state === 'spinning' || start.isPending;

  const short = (s: Wheel['segments'][number]) => {
    const p = s.prize;
    if (p.kind === 'cash') return formatAmount(p.amount ?? 0);
    if (p.kind === 'coins' || p.kind === 'shop_score') return formatAmount(p.amount ?? 0, '');
    return t(`prize.${p.kind}`);
  };

  const onSpin = () => {
    if (busy || out) return;
    setResult(null);
    setState('spinning');
    start.mutate(wheel.id, {
      onSuccess: async (res) => {
        await spin(res.ticket);
        setResult(res);
        setState('landed');
        toast.success(t('wheel.won', { prize: label(res.prize) }));
        settle();
      },
      onError: () => setState('idle'),
    });
  };

  return (
    <section
      className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_320px]"
      aria-labelledby={`wheel-${wheel.id}`}
      data-testid={`wheel-${wheel.id}`}
    >
      <div className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-x-0 -top-24 mx-auto h-64 w-64 rounded-full bg-[#e4ae39]/15 blur-3xl"
        />
        <h2 id={`wheel-${wheel.id}`} className="sr-only">
          {wheel.name}
        </h2>
        <PrizeWheel
          wheel={wheel}
          state={state}
          landed={state === 'landed' && result ? result.segment : null}
          ticket={result?.ticket}
          pointerRef={pointerRef}
          shortLabel={short}
          label={t('wheel.label', { name: wheel.name })}
        />
        <div className="mt-5 flex flex-col items-center gap-2 text-center" aria-live="polite">
          {state === 'landed' && result ? (
            <div
              className="flex items-center gap-3 rounded-xl border border-money/50 bg-money/10 px-4 py-2 motion-safe:animate-pop"
              data-testid="wheel-result"
            >
              <Prize prize={result.prize} size="md" />
              <div className="text-left text-xs text-muted">
                <p className="text-sm font-bold text-white">{t('wheel.won', { prize: label(result.prize) })}</p>
                <p className="font-mono tabular-nums">
                  {t('wheel.ticket', { ticket: result.ticket.toLocaleString('en-US'), nonce: result.nonce })}
                </p>
              </div>
            </div>
          ) : null}
          <Button
            variant={free ? 'money' : 'primary'}
            size="lg"
            className="min-w-56"
            disabled={busy || out}
            onClick={onSpin}
            data-testid="wheel-spin"
          >
            <Icon name="wheel" className={cx(busy && 'motion-safe:animate-spin')} />
            {busy
              ? t('wheel.spinning')
              : free
                ? t('wheel.free', { left: wheel.free_left })
                : t('wheel.paid', { price: formatAmount(wheel.price, '') })}
          </Button>
          <p className="text-xs text-muted" data-testid="wheel-status">
            {free ? (
              t('wheel.freeLeft', { left: wheel.free_left, total: wheel.free_total })
            ) : (
              <span className="inline-flex flex-wrap items-center justify-center gap-x-1.5">
                <Icon name="clock" className="text-accent-2" />
                {t('wheel.nextFree')} <span className="font-mono tabular-nums">{countdown(wheel.next_at, now)}</span>
                {' · '}
                {t('wheel.paidLeft', { left: wheel.paid_left })}
              </span>
            )}
          </p>
        </div>
      </div>
      <div className="space-y-4">
        <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
          <h3 className="mb-3 font-display text-base font-bold uppercase tracking-wide">{t('odds.title')}</h3>
          <ul className="space-y-1.5">
            {wheel.segments.map((s, i) => (
              <li
                key={s.id}
                className={cx(
                  'flex items-center gap-2 rounded-md px-1.5 py-1',
                  state === 'landed' && result?.segment === i && 'bg-money/15 ring-1 ring-money/50',
                )}
              >
                <span
                  aria-hidden
                  className="size-3 shrink-0 rounded-sm"
                  style={{ background: SEGMENT_COLORS[i % SEGMENT_COLORS.length] }}
                />
                <Prize prize={s.prize} size="sm" className="min-w-0 flex-1 flex-row gap-2 text-left" />
                <span className="font-mono text-xs tabular-nums text-muted">{(s.odds / 1_000_000).toFixed(2)}%</span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted">{t('wheel.fair')}</p>
        </section>
        <WheelHistory id={wheel.id} />
      </div>
    </section>
  );
}
