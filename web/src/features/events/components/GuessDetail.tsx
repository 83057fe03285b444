import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import type { Guess } from '../api/guess';
import { countdown } from '../lib/countdown';
import { GuessBackForm } from './GuessBackForm';
import { GuessStatePill } from './GuessStatePill';

const BAR_COLOURS = ['#4b69ff', '#eb4b4b', '#e4ae39', '#8847ff', '#5e98d9', '#d32ce6'];

/**
 * One guess: each option's pool as a bar that fills to its share (the odds the pools imply beside it), the backing
 * form while open, and once settled the result reveal — the winning option lifts and glows, the others fade — with
 * the viewer's share and its Receive button. Reduced motion: bars and reveal change at once, no movement.
 */
export function GuessDetail({
  guess,
  now,
  signedIn,
  userCode,
  onReceive,
  receiving,
}: {
  guess: Guess;
  now: number;
  signedIn: boolean;
  userCode?: string;
  onReceive: () => void;
  receiving: boolean;
}) {
  const { t } = useTranslation('guess');
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [shown, setShown] = useState(reduced);
  const [chosen, setChosen] = useState<number | null>(null);
  const decided = guess.state === 'settled' || guess.state === 'void';
  useEffect(() => {
    if (reduced) return setShown(true);
    setShown(false);
    const timer = setTimeout(() => setShown(true), 60);
    return () => clearTimeout(timer);
  }, [reduced]);
  const [revealed, setRevealed] = useState(reduced || decided);
  useEffect(() => {
    if (!decided) return setRevealed(false);
    if (reduced) return setRevealed(true);
    const timer = setTimeout(() => setRevealed(true), 400);
    return () => clearTimeout(timer);
  }, [decided, reduced]);
  const open = guess.state === 'open';
  const my = guess.my;

  return (
    <section className="space-y-4" aria-labelledby="guess-title" data-testid="guess-detail">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="guess-title" className="font-display text-xl font-bold sm:text-2xl" data-testid="guess-title">
            {guess.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted">
            <span className="inline-flex items-center gap-1 text-money">
              <Icon name="coins" />
              {t('detail.pool')} <span className="font-bold tabular">{formatAmount(guess.pool, '')}</span>
            </span>
            <span>{t('detail.edge', { edge: Math.round(guess.edge * 10000) / 100 })}</span>
          </p>
        </div>
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 sm:block sm:w-auto sm:text-right">
          <GuessStatePill state={guess.state} />
          {open ? (
            <p className="text-xs text-muted sm:mt-1">
              {t('detail.closes')}{' '}
              <span className="font-mono text-base font-bold text-fg tabular" data-testid="guess-countdown">
                {countdown(guess.closes_at, now)}
              </span>
            </p>
          ) : guess.state === 'closed' ? (
            <p className="max-w-[16rem] text-xs text-muted sm:mt-1">
              {t('detail.awaiting', { time: countdown(guess.refund_at, now) })}
            </p>
          ) : null}
        </div>
      </header>

      {(() => {
        const selectable = open && signedIn;
        const rows = guess.options.map((o, i) => {
          const share = guess.pool > 0 ? (o.pool / guess.pool) * 100 : 0;
          const colour = BAR_COLOURS[i % BAR_COLOURS.length]!;
          const won = decided && guess.winner === o.n;
          const className = cx(
            'relative block w-full overflow-hidden rounded-xl border bg-surface-2 p-3 text-left focus-visible:outline-2',
            chosen === o.n && selectable ? 'border-accent' : 'border-line',
            !reduced && 'transition duration-500',
            revealed && won && 'border-[#e4ae39] shadow-[0_0_32px_-6px_#e4ae39] ring-2 ring-[#e4ae39]/70',
            revealed && won && !reduced && 'scale-[1.02]',
            revealed && decided && !won && 'opacity-45 grayscale',
          );
          const body = (
            <>
              <span
                aria-hidden
                className={cx(
                  'absolute inset-y-0 left-0 opacity-25',
                  !reduced && 'transition-[width] duration-1000 ease-out',
                )}
                style={{ width: `${shown ? share : 0}%`, background: colour }}
                data-testid={`guess-bar-${o.n}`}
              />
              <span className="relative flex items-center justify-between gap-3">
                <span className="flex min-w-0 items-center gap-2">
                  <span
                    className="grid size-7 shrink-0 place-items-center rounded-md text-xs font-black text-white"
                    style={{ background: colour }}
                  >
                    {won && revealed ? <Icon name="trophy" /> : o.n}
                  </span>
                  <span className="truncate font-bold">{o.name}</span>
                </span>
                <span className="flex shrink-0 items-center gap-3 text-xs">
                  <span className="hidden items-center gap-1 text-muted sm:inline-flex" title={t('detail.backers')}>
                    <Icon name="users" />
                    <span className="tabular">{o.backers}</span>
                  </span>
                  <span className="tabular text-money">{formatAmount(o.pool, '')}</span>
                  <span className="w-14 text-right font-mono font-bold tabular" data-testid={`guess-odds-${o.n}`}>
                    {o.odds === null ? '—' : `×${o.odds.toFixed(2)}`}
                  </span>
                </span>
              </span>
              {o.mine > 0 ? (
                <span className="relative mt-1 block text-[11px] text-accent-2">
                  {t('detail.mine', { amount: formatAmount(o.mine, '') })}
                </span>
              ) : null}
            </>
          );
          return selectable ? (
            <button
              key={o.n}
              type="button"
              aria-pressed={chosen === o.n}
              onClick={() => setChosen(o.n)}
              data-testid={`guess-option-${o.n}`}
              className={className}
            >
              {body}
            </button>
          ) : (
            <li key={o.n} className={className} data-testid={`guess-option-${o.n}`}>
              {body}
            </li>
          );
        });
        return selectable ? (
          <fieldset className="space-y-2">
            <legend className="sr-only">{t('detail.options')}</legend>
            {rows}
          </fieldset>
        ) : (
          <ul aria-label={t('detail.options')} className="space-y-2">
            {rows}
          </ul>
        );
      })()}

      {open && signedIn ? <GuessBackForm guess={guess} chosen={chosen} userCode={userCode} /> : null}

      {my && my.stake > 0 ? (
        <div className="rounded-xl border border-line bg-surface p-3 text-sm" data-testid="guess-mine">
          <p className="text-muted">
            {t('detail.myStake', { amount: formatAmount(my.stake, ''), count: my.backings })}
          </p>
          {guess.state === 'settled' ? (
            my.payout !== null ? (
              <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
                <p className={cx('font-bold text-money', revealed && !reduced && 'animate-pulse')}>
                  {t('detail.won', { amount: formatAmount(my.payout, '') })}
                </p>
                <Button
                  variant="money"
                  disabled={my.received || receiving}
                  onClick={onReceive}
                  data-testid="guess-receive"
                >
                  <Icon name={my.received ? 'check' : 'gift'} />
                  {my.received ? t('detail.received') : t('detail.receive')}
                </Button>
              </div>
            ) : (
              <p className="mt-1 font-bold">{t('detail.lost')}</p>
            )
          ) : my.refunded > 0 ? (
            <p className="mt-1 font-bold">{t('detail.refunded', { amount: formatAmount(my.refunded, '') })}</p>
          ) : null}
        </div>
      ) : null}
      {guess.state === 'void' ? <p className="text-sm text-muted">{t('detail.void')}</p> : null}
      {guess.state === 'refunded' ? <p className="text-sm text-muted">{t('detail.refundedAll')}</p> : null}
    </section>
  );
}

/** Shows a success toast for a receive. */
export function receivedToast(t: (k: string, o?: Record<string, unknown>) => string, amount: number) {
  toast.success(t('detail.receivedToast', { amount: formatAmount(amount, '') }));
}
