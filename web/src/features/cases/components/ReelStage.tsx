import { type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import type { OpeningPhase, SpinResult } from '../hooks/useCaseOpening';
import { Reel, type ReelPlan } from './Reel';
import type { ReelSize } from './ReelCard';

const sizeFor = (count: number): ReelSize => (count <= 1 ? 'lg' : count <= 3 ? 'md' : 'sm');

/** The stacked reels (one per case opened), the demo label, Skip, and a live announcement of the drops. */
export function ReelStage({
  ref,
  plans,
  phase,
  result,
  mobile,
  reduced,
  sound,
  skip,
  onSkip,
  onLanded,
}: {
  ref?: Ref<HTMLElement>;
  plans: ReelPlan[];
  phase: OpeningPhase;
  result: SpinResult | null;
  mobile: boolean;
  reduced: boolean;
  sound: boolean;
  skip: number;
  onSkip: () => void;
  onLanded: (spin: number, reel: number) => void;
}) {
  const { t } = useTranslation('cases');
  const size = sizeFor(plans.length);
  const skipRef = useRef<HTMLDivElement>(null);
  // The Open button that started the spin is disabled now: keep keyboard focus on the page, on Skip.
  useEffect(() => {
    if (phase === 'spinning' && lostFocus()) skipRef.current?.querySelector('button')?.focus({ preventScroll: true });
  }, [phase]);
  const demo = result?.demo === true && phase !== 'idle';
  return (
    <section
      ref={ref}
      aria-label={t('reel.label')}
      className="relative scroll-mt-24 rounded-2xl border border-line bg-surface/70 p-2 sm:p-3"
    >
      <div className="mb-2 flex min-h-8 items-center justify-between gap-2 px-1">
        <p className="flex min-w-0 items-center gap-2 text-xs font-bold uppercase tracking-wider text-muted">
          {demo ? (
            <span className="rounded-md border border-info/50 bg-info/15 px-2 py-1 text-[#8cc6ff]">
              {t('reel.demoBadge')}
            </span>
          ) : null}
          <span aria-hidden="true" className="truncate">
            {phase === 'spinning' ? t('reel.spinning') : phase === 'done' ? t('reel.landed') : t('reel.ready')}
          </span>
        </p>
        <div ref={skipRef}>
          {phase === 'spinning' ? (
            <Button variant="secondary" size="sm" onClick={onSkip} data-testid="case-skip">
              {t('reel.skip')}
              <Icon name="chevronRight" />
            </Button>
          ) : null}
        </div>
      </div>
      <div className="space-y-1.5">
        {plans.map((plan, i) => (
          <Reel
            // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions in the stack
            key={i}
            plan={plan}
            size={size}
            mobile={mobile}
            reduced={reduced}
            ticking={sound && i === 0}
            skip={skip}
            onLanded={(spin) => onLanded(spin, i)}
          />
        ))}
      </div>
      <p role="status" className="sr-only">
        {phase === 'done' && result
          ? t(result.demo ? 'reel.announceDemo' : 'reel.announce', {
              items: result.drops.map((d) => d.goods.name).join(', '),
            })
          : ''}
      </p>
    </section>
  );
}

/** True when focus sits nowhere useful: on the body or on a control that was just disabled or removed. */
export function lostFocus(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (active as HTMLButtonElement).disabled === true || !active.isConnected;
}
