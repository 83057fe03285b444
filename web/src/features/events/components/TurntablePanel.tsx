import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { holdReveals } from '../../../lib/reveal-hold';
import { requestSignIn } from '../../../lib/sign-in';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import {
  type Turntable,
  type TurntableDraw,
  type TurntableReward,
  useRefreshTurntable,
  useSpinTurntable,
} from '../api/turntable';
import { useDiscSpin } from '../hooks/useDiscSpin';
import { Prize, usePrizeLabel } from './Prize';
import { TurntableDisc } from './TurntableDisc';

/**
 * The disc with the spin button in its hub and the last result under it. A spin asks the server first (it spends a
 * chance and draws), then turns the disc onto the answer's angle; the prize, the balances and the lists are shown
 * only once the disc has landed.
 */
export function TurntablePanel({
  turntable,
  rewards,
  signedIn,
}: {
  turntable: Turntable;
  rewards: readonly TurntableReward[];
  signedIn: boolean;
}) {
  const { t } = useTranslation('turntable');
  const label = usePrizeLabel();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { discRef, spin } = useDiscSpin(reduced);
  const draw = useSpinTurntable();
  const refresh = useRefreshTurntable();
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<TurntableDraw | null>(null);
  const chances = turntable.chances.balance;
  const busy = spinning || draw.isPending;

  const onSpin = () => {
    if (!signedIn) return requestSignIn();
    if (busy || chances < 1) return;
    setResult(null);
    draw.mutate(turntable.id, {
      onSuccess: async (res) => {
        setSpinning(true);
        const release = holdReveals();
        await spin(res.angle);
        release();
        setSpinning(false);
        setResult(res);
        refresh();
        toast.success(t('won', { prize: label(res.prize) }));
      },
    });
  };

  return (
    <section
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6"
      data-testid="turntable-panel"
      aria-labelledby="turntable-spin-title"
    >
      <h2 id="turntable-spin-title" className="sr-only">
        {t('spinTitle')}
      </h2>
      <div className="flex flex-col items-center gap-4 xl:flex-row xl:gap-6">
        <div className="w-full max-w-[520px] flex-1">
          <TurntableDisc list={rewards} discRef={discRef} spinning={spinning} landed={result?.index ?? null}>
            <button
              type="button"
              onClick={onSpin}
              disabled={signedIn && (busy || chances < 1)}
              aria-busy={busy}
              data-testid="turntable-spin"
              className={cx(
                'grid size-[30%] place-content-center rounded-full border-4 border-[#0d1117] text-center shadow-[0_0_0_3px_rgb(255_210_122/0.7),0_10px_30px_-6px_rgb(0_0_0/0.8)] transition focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-accent',
                signedIn && chances < 1 && !busy
                  ? 'bg-surface-3 text-muted'
                  : 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink hover:brightness-110 motion-safe:active:scale-95',
              )}
            >
              <span className="font-display text-lg font-extrabold uppercase leading-none tracking-wide sm:text-2xl">
                {!signedIn ? t('signIn') : busy ? t('spinning') : chances < 1 ? t('noChances') : t('spin')}
              </span>
              {signedIn && (chances > 0 || busy) ? (
                <span
                  className="mt-1 text-[10px] font-bold uppercase tabular-nums sm:text-xs"
                  data-testid="turntable-hub-chances"
                >
                  {t('chancesLeft', { count: chances })}
                </span>
              ) : null}
            </button>
          </TurntableDisc>
        </div>
        <div className="w-full min-h-24 xl:w-64 xl:shrink-0" aria-live="polite">
          {result ? (
            <div
              className="flex items-center gap-4 rounded-xl border border-[#ffd27a]/50 bg-gradient-to-r from-[#ffd27a]/15 to-transparent p-3 motion-safe:animate-pop xl:flex-col xl:bg-gradient-to-b xl:p-5 xl:text-center"
              data-testid="turntable-result"
              data-index={result.index}
              data-angle={result.angle}
              data-ticket={result.roll?.ticket}
            >
              <Prize prize={result.prize} size="lg" className="w-24 shrink-0" />
              <div className="min-w-0">
                <p className="font-display text-lg font-bold uppercase">{t('won', { prize: label(result.prize) })}</p>
                {result.roll ? (
                  <p className="text-xs text-muted tabular-nums">
                    {t('roll', { nonce: result.roll.nonce, ticket: result.roll.ticket })}{' '}
                    <Link to="/provablyfair" className="text-accent-2 underline-offset-2 hover:underline">
                      {t('verify')}
                    </Link>
                  </p>
                ) : null}
              </div>
            </div>
          ) : signedIn && chances < 1 && !busy ? (
            <p className="flex items-center gap-2 rounded-xl border border-line-strong p-3 text-sm text-muted">
              <Icon name="info" className="shrink-0 text-accent-2" />
              {t('earnHint')}
            </p>
          ) : (
            <p className="p-3 text-center text-sm text-muted">{busy ? t('spinningHint') : t('readyHint')}</p>
          )}
        </div>
      </div>
    </section>
  );
}
