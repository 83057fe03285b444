import { segmentSweep } from '@dropforge/shared/domain';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatAmount } from '../../../lib/money';
import type { TurntableReward } from '../api/turntable';

/** Rarity colours from the cheapest prize to the dearest (UI.md). */
const RARITY = ['#b0c3d9', '#5e98d9', '#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39'];
const C = 200;
const R = 188;
const BULBS = 24;

/** A point at `angle` (degrees clockwise from 12 o'clock) on a circle of radius `r` round the centre. */
function polar(r: number, angle: number) {
  const rad = ((angle - 90) * Math.PI) / 180;
  return { x: C + r * Math.cos(rad), y: C + r * Math.sin(rad) };
}

function wedge(start: number, sweep: number, r = R): string {
  const a = polar(r, start);
  const b = polar(r, start + sweep);
  return `M${C} ${C}L${a.x.toFixed(3)} ${a.y.toFixed(3)}A${r} ${r} 0 ${sweep > 180 ? 1 : 0} 1 ${b.x.toFixed(3)} ${b.y.toFixed(3)}Z`;
}

/** Each prize's colour by its worth among the table's (ties share a colour). */
export function segmentColours(list: readonly TurntableReward[]): string[] {
  const worth = list.map((r) => r.amount ?? 0);
  const ranks = [...new Set(worth)].sort((a, b) => a - b);
  return worth.map((w) => {
    const rank = ranks.indexOf(w);
    return RARITY[ranks.length === 1 ? 0 : Math.round((rank * (RARITY.length - 1)) / (ranks.length - 1))]!;
  });
}

/** The short two-line label of a segment: the amount and what it is. */
function useSegmentLabel() {
  const { t } = useTranslation('turntable');
  return (r: TurntableReward): [string, string] => {
    if (r.kind === 'cash') return [formatAmount(r.amount ?? 0), t('kind.cash')];
    if (r.kind === 'coins') return [formatAmount(r.amount ?? 0, ''), t('kind.coins')];
    if (r.kind === 'shop_score') return [formatAmount(r.amount ?? 0, ''), t('kind.shop_score')];
    const name = r.name ?? '';
    return [name.length > 11 ? `${name.slice(0, 10)}…` : name, t(`kind.${r.kind}`)];
  };
}

/**
 * The turntable: one equal segment per prize in the reward list's order, clockwise from 12 o'clock, under a fixed
 * pointer; the disc (`discRef`) is what turns. The ring's bulbs chase while it spins (still with reduced motion);
 * the landed segment glows under the pointer. `children` sit in the hub (the spin button).
 */
export function TurntableDisc({
  list,
  discRef,
  spinning,
  landed,
  children,
}: {
  list: readonly TurntableReward[];
  discRef: Ref<HTMLDivElement>;
  spinning: boolean;
  landed: number | null;
  children: ReactNode;
}) {
  const label = useSegmentLabel();
  const colours = segmentColours(list);
  const sweep = segmentSweep(list.length);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[520px]" data-testid="turntable-wheel">
      <div
        aria-hidden="true"
        className={cx(
          'absolute inset-0 rounded-full bg-[radial-gradient(circle,rgb(255_138_31/0.35),transparent_65%)] blur-2xl transition-opacity duration-700',
          spinning || landed !== null ? 'opacity-100' : 'opacity-40',
        )}
      />
      <svg viewBox="0 0 400 400" aria-hidden="true" className="absolute inset-0 size-full">
        <circle cx={C} cy={C} r={199} fill="#151b26" stroke="#2a3549" strokeWidth="2" />
        {Array.from({ length: BULBS }, (_, i) => {
          const p = polar(196, (i * 360) / BULBS);
          return (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed bulbs
              key={i}
              cx={p.x}
              cy={p.y}
              r={3}
              className={cx(
                'fill-[#ffd27a]',
                spinning && (i % 2 ? 'motion-safe:animate-pulse' : 'motion-safe:animate-pulse [animation-delay:500ms]'),
                !spinning && i % 2 ? 'opacity-40' : '',
              )}
            />
          );
        })}
      </svg>
      <div
        ref={discRef}
        data-testid="turntable-disc"
        data-rotation="0"
        data-angle="0"
        data-spinning="false"
        className="absolute inset-[3.5%] transition-opacity duration-200 will-change-transform"
      >
        <svg viewBox="0 0 400 400" className="size-full" aria-hidden="true">
          <defs>
            <radialGradient id="tt-shade" cx="50%" cy="50%" r="50%">
              <stop offset="0.35" stopColor="#000" stopOpacity="0.55" />
              <stop offset="1" stopColor="#000" stopOpacity="0" />
            </radialGradient>
          </defs>
          {list.map((r, i) => (
            <path
              key={r.index}
              d={wedge(i * sweep, sweep)}
              fill={colours[i]}
              fillOpacity={i % 2 ? 0.78 : 0.95}
              stroke="#0d1117"
              strokeWidth="2.5"
            />
          ))}
          <circle cx={C} cy={C} r={R} fill="url(#tt-shade)" />
          {landed !== null ? (
            <path
              d={wedge(landed * sweep, sweep, R - 2)}
              fill="#fff"
              fillOpacity="0.18"
              stroke="#ffd27a"
              strokeWidth="5"
              strokeLinejoin="round"
              className="motion-safe:animate-pulse"
              data-testid="turntable-landed"
            />
          ) : null}
          {list.map((r, i) => {
            const [big, small] = label(r);
            const mid = i * sweep + sweep / 2;
            return (
              <g key={r.index} transform={`rotate(${mid} ${C} ${C})`}>
                <text
                  x={C}
                  y={C - R * 0.74}
                  textAnchor="middle"
                  className="fill-white font-display font-bold"
                  fontSize={list.length > 10 ? 15 : 19}
                  style={{ paintOrder: 'stroke', stroke: '#0d1117', strokeWidth: 3 }}
                >
                  {big}
                </text>
                <text
                  x={C}
                  y={C - R * 0.74 + 17}
                  textAnchor="middle"
                  className="fill-white/80 font-semibold uppercase"
                  fontSize="10.5"
                  letterSpacing="1"
                >
                  {small}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <svg
        viewBox="0 0 40 48"
        aria-hidden="true"
        className="absolute left-1/2 top-0 z-10 w-[9%] -translate-x-1/2 -translate-y-[18%] drop-shadow-[0_4px_8px_rgb(0_0_0/0.6)]"
      >
        <path d="M20 46L4 8a16 16 0 0 1 32 0z" fill="#ff8a1f" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
        <circle cx="20" cy="12" r="5" fill="#fff" />
      </svg>
      <div className="absolute inset-0 grid place-items-center">{children}</div>
    </div>
  );
}
