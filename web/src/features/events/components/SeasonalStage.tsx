import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../../components/ui/Button';
import { SafeImage } from '../../../components/ui/SafeImage';
import type { SeasonalOpenResult } from '../api/seasonal';
import { Prize, usePrizeLabel } from './Prize';

export type Stage = { picture: string; name: string; result: SeasonalOpenResult | null };

/**
 * The opening: while the server draws and for a moment after, the case shakes inside turning rays; then it
 * bursts and the prizes pop in one by one (milestones reached in the same open follow). Reduced motion: no shaking,
 * rays or burst; the prizes appear at once. Escape or the button closes it.
 */
export function SeasonalStage({
  stage,
  revealed,
  onClose,
  onAgain,
  canAgain,
}: {
  stage: Stage;
  revealed: boolean;
  onClose: () => void;
  onAgain: () => void;
  canAgain: boolean;
}) {
  const { t } = useTranslation('seasonal');
  const label = usePrizeLabel();
  const closeRef = useRef<HTMLButtonElement>(null);
  const result = revealed ? stage.result : null;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  useEffect(() => {
    if (result) closeRef.current?.focus();
  }, [result]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={stage.name}
      className="fixed inset-0 z-50 grid place-items-center bg-black/80 p-3"
      data-testid="seasonal-stage"
      data-state={result ? 'result' : 'opening'}
    >
      <div className="relative w-full max-w-2xl overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface p-5 shadow-2xl sm:p-8">
        <div className="relative mx-auto grid h-44 place-items-center sm:h-56">
          {!result ? (
            <>
              <div
                aria-hidden
                className="seasonal-rays pointer-events-none absolute size-56 rounded-full opacity-70 sm:size-72"
                style={{
                  background:
                    'repeating-conic-gradient(from 0deg, rgb(255 211 77 / 0.35) 0deg 10deg, transparent 10deg 30deg)',
                }}
              />
              <div aria-hidden className="pointer-events-none absolute size-36 rounded-full bg-accent/30 blur-2xl" />
              <SafeImage
                fallback={null}
                src={stage.picture}
                alt=""
                className="seasonal-shake relative size-32 sm:size-40"
              />
              <p
                className="absolute bottom-0 text-sm font-bold uppercase tracking-widest text-accent-2"
                aria-live="polite"
              >
                {t('stage.opening')}
              </p>
            </>
          ) : (
            <>
              <div
                aria-hidden
                className="pointer-events-none absolute inset-0"
                style={{ background: 'radial-gradient(closest-side, rgb(255 211 77 / 0.22), transparent)' }}
              />
              <SafeImage
                fallback={null}
                src={stage.picture}
                alt=""
                className="pointer-events-none absolute size-40 opacity-15 sm:size-52"
              />
              <div
                aria-hidden
                className="seasonal-burst pointer-events-none absolute size-40 rounded-full bg-[#ffd34d]/60"
              />
              <div className="relative w-full">
                <p
                  className="mb-3 text-center font-display text-xl font-bold uppercase tracking-wide"
                  aria-live="polite"
                >
                  {t('stage.won')}
                </p>
                <ul
                  className="flex max-h-48 flex-wrap justify-center gap-2 overflow-y-auto"
                  data-testid="seasonal-result"
                >
                  {result.draws.map((d, i) => (
                    <li
                      // biome-ignore lint/suspicious/noArrayIndexKey: draws have no id; order is fixed
                      key={i}
                      className="seasonal-reveal rounded-lg border border-accent/50 bg-surface-2/90 px-3 py-2 shadow-[0_0_24px_rgb(255_176_32/0.25)]"
                      style={{ animationDelay: `${i * 90}ms` }}
                      data-ticket={d.roll?.ticket}
                    >
                      <Prize prize={d.prize} size={result.draws.length > 3 ? 'sm' : 'lg'} />
                    </li>
                  ))}
                </ul>
              </div>
            </>
          )}
        </div>
        {result?.milestones.length ? (
          <ul className="mt-3 space-y-1" data-testid="seasonal-stage-milestones">
            {result.milestones.map((m) => (
              <li
                key={m.milestone}
                className="seasonal-reveal rounded-md bg-money/15 px-3 py-2 text-center text-sm font-semibold text-money"
              >
                {t('stage.milestone', { prize: label(m.prize) })}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="mt-5 flex flex-wrap justify-center gap-2">
          {result ? (
            <>
              <button
                ref={closeRef}
                type="button"
                className={buttonClass('secondary')}
                onClick={onClose}
                data-testid="seasonal-close"
              >
                {t('stage.close')}
              </button>
              {canAgain ? (
                <Button onClick={onAgain} data-testid="seasonal-again">
                  {t('stage.again')}
                </Button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
