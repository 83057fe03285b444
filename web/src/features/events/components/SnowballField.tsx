import { SNOWBALL_THROW_MS } from '@dropforge/shared/domain';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { type SnowballInfo, type ThrowResult, useThrow } from '../api/smash';
import { Prize, usePrizeLabel } from './Prize';
import { TokenMeter } from './TokenMeter';

const REDUCED_MS = 350;
const TARGETS: Array<{ icon: IconName; ring: string }> = [
  { icon: 'gift', ring: '#ff5d5d' },
  { icon: 'snowflake', ring: '#4ea8ff' },
  { icon: 'crown', ring: '#e4ae39' },
  { icon: 'trophy', ring: '#3ee089' },
  { icon: 'sparkle', ring: '#b69bff' },
  { icon: 'target', ring: '#ff8a1f' },
];
const FLAKES = Array.from({ length: 10 }, (_, i) => {
  const a = (i / 10) * Math.PI * 2;
  return {
    bx: `${Math.round(Math.cos(a) * 46)}px`,
    by: `${Math.round(Math.sin(a) * 46)}px`,
    size: i % 3 === 0 ? 9 : 6,
  };
});

type Throw = { id: number; target: number; tx: number; ty: number; result: ThrowResult | null; landed: boolean };

/**
 * The snowball field: targets across the top, the thrower's pile at the bottom. A throw flies on an arc to the
 * chosen target (`SNOWBALL_THROW_MS`), bursts into flakes and the prize pops from the target. With reduced motion
 * the target flashes and the prize fades in.
 */
export function SnowballField({ info }: { info: SnowballInfo }) {
  const { t } = useTranslation('events');
  const label = usePrizeLabel();
  const go = useThrow();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const field = useRef<HTMLDivElement>(null);
  const targets = useRef<Array<HTMLButtonElement | null>>([]);
  const [shot, setShot] = useState<Throw | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const out = info.snowballs.balance < 1;
  const busy = shot !== null && !shot.landed;
  const closed = !info.active;

  const onThrow = (target: number) => {
    if (busy || out || closed) return;
    const box = field.current?.getBoundingClientRect();
    const aim = targets.current[target]?.getBoundingClientRect();
    // From the pile (bottom centre of the field) to the target's centre.
    const tx = box && aim ? aim.left + aim.width / 2 - (box.left + box.width / 2) : 0;
    const ty = box && aim ? aim.top + aim.height / 2 - (box.bottom - 44) : -200;
    const started = Date.now();
    const id = started;
    setShot({ id, target, tx, ty, result: null, landed: false });
    go.mutate(target, {
      onSuccess: (result) => {
        setShot({ id, target, tx, ty, result, landed: false });
        const wait = reduced ? REDUCED_MS : Math.max(0, SNOWBALL_THROW_MS - (Date.now() - started));
        timer.current = setTimeout(() => {
          setShot({ id, target, tx, ty, result, landed: true });
          toast.success(t('snow.won', { prize: label(result.prize) }));
          go.refresh();
        }, wait);
      },
      onError: () => {
        setShot(null);
        go.refresh();
      },
    });
  };

  return (
    <section
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-[#2a4a6e] bg-gradient-to-b from-[#0d2340] via-[#12294a] to-[#1b3556] p-4 sm:p-6"
      data-testid="snow-field"
    >
      <div className="snowfall pointer-events-none absolute inset-0 opacity-70" aria-hidden="true" />
      <div className="relative mb-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
        <TokenMeter tokens={info.snowballs} icon="snowflake" testId="snowballs" />
        <p className="text-sm font-semibold text-[#cfe6ff]" aria-live="polite" data-testid="snow-status">
          {closed ? t('snow.closed') : out ? t('snow.out') : t('snow.pick')}
        </p>
      </div>
      <div ref={field} className="relative min-h-[18rem] pb-24 sm:min-h-[19rem]">
        <ul className="grid grid-cols-3 gap-3 sm:flex sm:justify-around">
          {Array.from({ length: info.targets }, (_, i) => {
            const look = TARGETS[i % TARGETS.length]!;
            const hit = shot?.target === i;
            const prize = hit && shot.result ? shot.result.prize : null;
            return (
              <li key={look.icon + String(i)} className="flex flex-col items-center gap-2">
                <button
                  type="button"
                  ref={(el) => {
                    targets.current[i] = el;
                  }}
                  onClick={() => onThrow(i)}
                  disabled={busy || out || closed}
                  aria-label={t('snow.throw', { n: i + 1 })}
                  data-testid={`target-${i}`}
                  className={cx(
                    'relative grid size-20 place-items-center rounded-full border-4 border-white/80 text-2xl text-white shadow-[0_8px_20px_rgb(0_0_0/0.45)] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent disabled:cursor-default sm:size-24 sm:text-3xl',
                    !busy && !out && !closed && 'hover:scale-105 motion-reduce:hover:scale-100',
                    (out || closed) && 'opacity-60 grayscale',
                  )}
                  style={{
                    background: `radial-gradient(circle, #fff 0 14%, ${look.ring} 15% 32%, #fff 33% 48%, ${look.ring} 49% 66%, #fff 67% 100%)`,
                  }}
                >
                  <span
                    key={hit ? shot.id : 'idle'}
                    className={cx('grid size-9 place-items-center rounded-full bg-[#0d2340]/85', hit && 'snow-hit')}
                  >
                    <Icon name={look.icon} />
                  </span>
                  {hit && !shot.landed ? (
                    <span
                      key={shot.id}
                      className="snow-burst pointer-events-none absolute inset-0 grid place-items-center"
                    >
                      {FLAKES.map((f) => (
                        <span
                          key={f.bx + f.by}
                          className="absolute rounded-full bg-white shadow-[0_0_6px_#fff]"
                          style={{ width: f.size, height: f.size, '--bx': f.bx, '--by': f.by } as CSSProperties}
                        />
                      ))}
                    </span>
                  ) : null}
                </button>
                <span className="grid h-16 place-items-center" data-testid={`target-${i}-prize`}>
                  {prize ? (
                    <span key={shot!.id} className={cx(!shot!.landed && 'snow-prize')}>
                      <Prize prize={prize} size="md" />
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ul>
        <div className="absolute inset-x-0 bottom-0 flex flex-col items-center" aria-hidden="true">
          {shot && !shot.landed ? (
            <span
              key={shot.id}
              className="snow-fly-x snow-ball-gone absolute bottom-9"
              style={{ '--tx': `${shot.tx}px` } as CSSProperties}
            >
              <span
                className="snow-fly-y block size-7 rounded-full bg-white shadow-[inset_-4px_-4px_0_#c9def5,0_4px_10px_rgb(0_0_0/0.4)]"
                style={{ '--ty': `${shot.ty}px` } as CSSProperties}
              />
            </span>
          ) : null}
          <span className="flex items-end gap-1">
            {[0, 1, 2].map((b) => (
              <span
                key={b}
                className={cx(
                  'block rounded-full bg-white shadow-[inset_-3px_-3px_0_#c9def5]',
                  b === 1 ? 'size-6' : 'size-5',
                  out && 'opacity-30',
                )}
              />
            ))}
          </span>
          <span className="mt-1 h-3 w-40 rounded-[50%] bg-white/85 blur-[1px]" />
        </div>
      </div>
      {shot?.landed && shot.result ? (
        <p
          className="relative mt-3 rounded-lg bg-money/15 px-3 py-2 text-center text-sm font-bold text-money"
          data-testid="snow-result"
        >
          {t('snow.won', { prize: label(shot.result.prize) })}
        </p>
      ) : null}
    </section>
  );
}
