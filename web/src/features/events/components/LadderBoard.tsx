import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useNow } from '../../../lib/useNow';
import type { LadderBox, LadderClimbResult } from '../api/ladder';
import { useLadderMove } from '../api/ladder';
import { countdown } from '../lib/countdown';
import { Prize, usePrizeLabel } from './Prize';

/** How long a step's draw is shown filling before its result (none with reduced motion). */
export const DRAW_MS = 1400;
const ROW = 56;

type Shown =
  | { phase: 'idle' }
  | { phase: 'drawing'; step: number }
  | { phase: 'won' | 'lost'; step: number; result: LadderClimbResult }
  | { phase: 'cashed'; step: number; label: string };

/** How far up the climber's box sits on step `k` (0: the ground row under step 1). */
const GROUND = ROW - 12;
const GAP = 6;
const MARKER = 32;
const liftOf = (k: number) => (k === 0 ? 0 : GROUND / 2 + GAP + (k - 1) * (ROW + GAP) + ROW / 2);

type StepState = 'lost' | 'cashed' | 'won' | 'reached' | 'drawing' | 'dark';

/** A step's look: the result shown on it first, then whether the climb stands on or above it. */
function stateOf(n: number, shown: Shown, step: number): StepState {
  if (shown.phase !== 'idle' && shown.step === n && shown.phase !== 'drawing') return shown.phase;
  if (n <= step && shown.phase !== 'lost') return 'reached';
  return shown.phase === 'drawing' && shown.step === n ? 'drawing' : 'dark';
}
const ROW_TONES: Record<StepState, string> = {
  lost: 'border-[#eb4b4b] bg-[#eb4b4b]/20',
  cashed: 'border-[#e4ae39] bg-[#e4ae39]/20 shadow-[0_0_26px_-4px_rgb(228_174_57/0.9)]',
  won: 'border-money/80 bg-gradient-to-r from-[#4b69ff]/35 to-[#8847ff]/25 shadow-[0_0_26px_-4px_rgb(62_224_137/0.9)]',
  reached:
    'border-[#4b69ff]/80 bg-gradient-to-r from-[#4b69ff]/35 to-[#8847ff]/25 shadow-[0_0_22px_-6px_rgb(75_105_255/0.9)]',
  drawing: 'border-[#8847ff]/80 bg-surface-2',
  dark: 'border-line bg-surface-2',
};
const CHIP_TONES: Record<StepState, string> = {
  lost: 'border-[#eb4b4b] bg-[#eb4b4b]/30',
  cashed: 'border-[#e4ae39] bg-[#e4ae39]/30',
  won: 'border-money bg-money/30',
  reached: 'border-[#4b69ff] bg-[#4b69ff]/40',
  drawing: 'border-[#8847ff] bg-surface-2',
  dark: 'border-line bg-surface-2',
};
const BADGE_TONES: Record<StepState, string> = {
  lost: 'bg-[#eb4b4b] text-white',
  cashed: 'bg-[#e4ae39] text-[#2a1a00]',
  won: 'bg-money text-[#04220f]',
  reached: 'bg-[#4b69ff] text-white',
  drawing: 'bg-surface-3 text-muted',
  dark: 'bg-surface-3 text-muted',
};

const pct = (tickets: number) => `${(tickets / 1_000_000).toFixed(tickets % 1_000_000 === 0 ? 0 : 2)}%`;

/**
 * A ladder box: steps bottom up, the climber's box on the step reached. Climbing fills the next step's bar while
 * the draw runs, then lights it (won) or shakes it red (lost), with the roll's ticket against the step's odds.
 * With reduced motion nothing moves: the result appears in place.
 */
export function LadderBoard({ box }: { box: LadderBox }) {
  const { t } = useTranslation('ladder');
  const label = usePrizeLabel();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const move = useLadderMove();
  const [shown, setShown] = useState<Shown>({ phase: 'idle' });
  const board = useRef<HTMLElement>(null);
  const out = box.climbs_left === 0 && !box.climb;
  const now = useNow(out);
  const step = box.climb?.step ?? 0;
  const top = box.steps.length;
  const busy = move.start.isPending || move.climb.isPending || move.cashOut.isPending || shown.phase === 'drawing';
  const held = step > 0 ? box.steps[step - 1]!.prize : null;
  const next = box.climb && step < top ? box.steps[step]! : null;
  const markerStep =
    shown.phase === 'drawing' || shown.phase === 'lost' ? shown.step - 1 : shown.phase === 'cashed' ? shown.step : step;

  useEffect(() => {
    if (shown.phase !== 'drawing' || reduced) return;
    const bars = [...(board.current?.querySelectorAll<HTMLElement>('[data-fill]') ?? [])];
    const anims = bars.flatMap((bar) =>
      bar.animate
        ? [
            bar.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], {
              duration: DRAW_MS,
              easing: 'cubic-bezier(.2,.7,.3,1)',
              fill: 'forwards',
            }),
          ]
        : [],
    );
    return () => {
      for (const a of anims) a.cancel();
    };
  }, [shown, reduced]);

  const onStart = () => {
    setShown({ phase: 'idle' });
    move.start.mutate(box.id);
  };
  const onClimb = () => {
    if (!box.climb || busy) return;
    const target = step + 1;
    setShown({ phase: 'drawing', step: target });
    const shownAt = Date.now();
    move.climb.mutate(
      { id: box.id, step },
      {
        onSuccess: (result) => {
          const wait = reduced ? 0 : Math.max(0, DRAW_MS - (Date.now() - shownAt));
          setTimeout(() => {
            setShown({ phase: result.won ? 'won' : 'lost', step: result.step, result });
            move.put(result.box);
          }, wait);
        },
        onError: () => {
          setShown({ phase: 'idle' });
          move.refresh();
        },
      },
    );
  };
  const onCashOut = () => {
    move.cashOut.mutate(box.id, {
      onSuccess: (res) => {
        const text = label(res.prize);
        setShown({ phase: 'cashed', step: res.step, label: text });
        toast.success(t('cashed', { prize: text }));
      },
      onError: () => move.refresh(),
    });
  };

  const rows = [...box.steps].reverse();
  return (
    <section
      ref={board}
      className="grid gap-4 rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6 lg:grid-cols-[minmax(0,1fr)_320px]"
      data-testid={`ladder-${box.id}`}
      data-phase={shown.phase}
    >
      <div className="relative order-2 lg:order-1">
        <ol className="relative space-y-1.5" aria-label={t('ladder')}>
          {rows.map((s) => {
            const state = stateOf(s.step, shown, step);
            return (
              <li
                key={s.step}
                data-testid={`ladder-step-${s.step}`}
                data-state={state}
                aria-current={s.step === step && box.climb ? 'step' : undefined}
                style={{ height: ROW }}
                className={cx(
                  'relative grid grid-cols-[2.5rem_minmax(0,1fr)_auto] items-center gap-3 overflow-hidden rounded-xl border pl-3 pr-12',
                  !reduced && 'transition-[background-color,border-color,box-shadow] duration-500',
                  ROW_TONES[state],
                  state === 'lost' && !reduced && 'motion-safe:animate-[pulse_0.4s_ease-in-out_2]',
                )}
              >
                {state === 'drawing' ? (
                  <span
                    data-fill
                    aria-hidden
                    className={cx(
                      'absolute inset-0 origin-left bg-gradient-to-r from-[#4b69ff]/10 via-[#8847ff]/40 to-[#d32ce6]/50',
                      reduced && 'opacity-60',
                    )}
                  />
                ) : null}
                <span
                  className={cx(
                    'relative grid size-9 place-items-center rounded-lg font-display text-sm font-bold',
                    BADGE_TONES[state],
                    state === 'won' && !reduced && 'animate-pop',
                  )}
                >
                  {s.step}
                </span>
                <Prize prize={s.prize} size="sm" className="relative flex-row justify-start gap-2 text-left" />
                <span className="relative font-mono text-xs tabular-nums text-muted">
                  {t('chance', { chance: pct(s.tickets) })}
                </span>
              </li>
            );
          })}
          <li
            style={{ height: GROUND }}
            className="grid place-items-center rounded-xl border border-dashed border-line text-xs font-bold uppercase tracking-wide text-muted"
          >
            {t('ground')}
          </li>
        </ol>
        {box.climb || shown.phase !== 'idle' ? (
          <span
            aria-hidden
            data-testid="ladder-climber"
            className={cx(
              'pointer-events-none absolute right-2 grid size-8 place-items-center rounded-lg bg-[#e4ae39] text-[#2a1a00] shadow-[0_0_18px_rgb(228_174_57/0.8)]',
              !reduced && 'transition-transform duration-700 ease-out',
              shown.phase === 'lost' && 'bg-[#eb4b4b] text-white',
            )}
            style={{ bottom: (GROUND - MARKER) / 2, transform: `translateY(-${liftOf(markerStep)}px)` }}
          >
            <Icon name="box" />
          </span>
        ) : null}
      </div>

      <div className="order-1 flex flex-col gap-3 lg:order-2">
        <Strip box={box} shown={shown} step={step} reduced={reduced} />
        <div className="rounded-xl bg-surface-2 p-3">
          <p className="text-xs font-bold uppercase tracking-wide text-muted">{t('holding')}</p>
          <div className="mt-2 flex min-h-12 items-center gap-3" aria-live="polite" data-testid="ladder-held">
            {held ? (
              <Prize prize={held} size="md" className="flex-row gap-2 text-left" />
            ) : (
              <span className="text-sm text-muted">{t('nothing')}</span>
            )}
          </div>
        </div>
        <Result shown={shown} />
        {box.climb ? (
          <div className="grid gap-2">
            <Button size="lg" onClick={onClimb} disabled={busy || !next} data-testid="ladder-climb" className="w-full">
              <Icon name="bolt" />
              {next ? t('climb', { step: step + 1, chance: pct(next.tickets) }) : t('top')}
            </Button>
            <Button
              variant="money"
              size="lg"
              onClick={onCashOut}
              disabled={busy || !held}
              data-testid="ladder-cash-out"
              className="w-full"
            >
              <Icon name="wallet" />
              {held ? t('cashOut', { prize: label(held) }) : t('cashOutNothing')}
            </Button>
          </div>
        ) : (
          <Button size="lg" onClick={onStart} disabled={busy || out} data-testid="ladder-start" className="w-full">
            <Icon name="sparkle" />
            {box.cost
              ? t('start', {
                  cost:
                    box.cost.currency === 'money'
                      ? formatAmount(box.cost.amount)
                      : t('coins', { amount: formatAmount(box.cost.amount, '') }),
                })
              : t('startFree')}
          </Button>
        )}
        <p className="text-xs text-muted">
          {out ? (
            <span className="inline-flex items-center gap-1.5">
              <Icon name="clock" />
              {t('next')} <span className="font-mono tabular-nums">{countdown(box.next_at, now)}</span>
            </span>
          ) : (
            t('left', { left: box.climbs_left, total: box.climbs_total })
          )}
        </p>
        <p className="text-xs leading-relaxed text-muted">{t('rules')}</p>
      </div>
    </section>
  );
}

/** Phones: the ladder as one row of steps beside the buttons, lighting up as the climb goes (the list is below). */
function Strip({ box, shown, step, reduced }: { box: LadderBox; shown: Shown; step: number; reduced: boolean }) {
  return (
    <ol
      aria-hidden
      className="grid gap-1 sm:hidden"
      style={{ gridTemplateColumns: `repeat(${box.steps.length}, minmax(0, 1fr))` }}
      data-testid="ladder-strip"
    >
      {box.steps.map((s) => {
        const state = stateOf(s.step, shown, step);
        return (
          <li
            key={s.step}
            className={cx(
              'relative grid h-12 place-items-center overflow-hidden rounded-lg border text-center',
              !reduced && 'transition-colors duration-500',
              CHIP_TONES[state],
            )}
          >
            {state === 'drawing' ? (
              <span data-fill className={cx('absolute inset-0 origin-left bg-[#8847ff]/60', reduced && 'opacity-60')} />
            ) : null}
            <span className="relative font-display text-sm font-bold leading-none">{s.step}</span>
            <span className="relative font-mono text-[9px] leading-none text-muted">
              {Math.round(s.tickets / 1_000_000)}%
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function Result({ shown }: { shown: Shown }) {
  const { t } = useTranslation('ladder');
  if (shown.phase === 'idle') return null;
  if (shown.phase === 'drawing')
    return (
      <p className="rounded-xl border border-[#8847ff]/50 bg-[#8847ff]/15 p-3 text-sm font-bold" role="status">
        {t('drawing', { step: shown.step })}
      </p>
    );
  if (shown.phase === 'cashed')
    return (
      <p
        className="rounded-xl border border-[#e4ae39]/60 bg-[#e4ae39]/15 p-3 text-sm font-bold"
        role="status"
        data-testid="ladder-result"
      >
        {t('cashed', { prize: shown.label })}
      </p>
    );
  const { result } = shown;
  const at = Math.min(100, (result.roll.ticket / 100_000_000) * 100);
  const need = (result.tickets / 100_000_000) * 100;
  return (
    <div
      role="status"
      data-testid="ladder-result"
      className={cx(
        'rounded-xl border p-3',
        result.won ? 'border-money/60 bg-money/10' : 'border-[#eb4b4b]/60 bg-[#eb4b4b]/10',
      )}
    >
      <p className="text-sm font-bold">
        {result.won ? t('won', { step: result.step }) : t('lost', { step: result.step })}
      </p>
      <div className="relative mt-2 h-2 rounded-full bg-surface-3" aria-hidden>
        <span className="absolute inset-y-0 left-0 rounded-full bg-money/50" style={{ width: `${need}%` }} />
        <span className="absolute -top-1 h-4 w-1 rounded bg-white" style={{ left: `calc(${at}% - 2px)` }} />
      </div>
      <p className="mt-2 font-mono text-[11px] text-muted">
        {t('ticket', { ticket: result.roll.ticket, tickets: result.tickets, nonce: result.roll.nonce })}
      </p>
    </div>
  );
}
