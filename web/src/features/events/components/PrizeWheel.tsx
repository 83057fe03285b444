import { segmentArcs } from '@dropforge/shared/domain';
import { type Ref, useId } from 'react';
import { cx } from '../../../components/ui/cx';
import type { Wheel } from '../api/prize-draws';
import { polarPoint, SEGMENT_COLORS, slicePath } from '../lib/prize-wheel';

export type PrizeWheelState = 'idle' | 'spinning' | 'landed';

const C = 160;
const R = 146;
/** Segments narrower than this (degrees) carry no label: the legend names them. */
const LABEL_MIN = 13;
/** The rim's studs, every 15°. */
const STUDS = Array.from({ length: 24 }, (_, i) => i * 15);

/**
 * The prize wheel: each segment's arc is its odds (ticket t sits at t / 10^8 × 360° from 12 o'clock), and a needle
 * turned by `usePointerSpin` through `pointerRef` lands on the drawn ticket's angle. `landed` lights the segment.
 */
export function PrizeWheel({
  wheel,
  state,
  landed,
  ticket,
  pointerRef,
  shortLabel,
  label,
}: {
  wheel: Wheel;
  state: PrizeWheelState;
  /** The drawn segment once the needle has landed. */
  landed: number | null;
  /** The ticket of the last spin (exposed for tests as `data-ticket`). */
  ticket?: number;
  pointerRef: Ref<SVGGElement>;
  shortLabel: (segment: Wheel['segments'][number]) => string;
  label: string;
}) {
  const id = useId().replace(/:/g, '');
  const arcs = segmentArcs(wheel.segments.map((s) => s.odds));
  return (
    <div
      data-testid="prize-wheel"
      data-state={state}
      data-ticket={ticket}
      data-segment={landed ?? undefined}
      className="relative mx-auto aspect-square w-full max-w-[min(380px,80vw)]"
    >
      <svg viewBox="0 0 320 320" role="img" aria-label={label} className="size-full overflow-visible">
        <defs>
          <radialGradient id={`${id}-shade`} cx="50%" cy="50%" r="50%">
            <stop offset="55%" stopColor="#000" stopOpacity="0" />
            <stop offset="100%" stopColor="#000" stopOpacity="0.45" />
          </radialGradient>
          <radialGradient id={`${id}-hub`} cx="50%" cy="40%" r="60%">
            <stop offset="0%" stopColor="#26314a" />
            <stop offset="100%" stopColor="#0c111a" />
          </radialGradient>
        </defs>
        <circle cx={C} cy={C} r={158} fill="#0c111a" stroke="#2b3852" strokeWidth={2} />
        <g
          className={cx(state === 'spinning' && 'motion-safe:animate-pulse')}
          style={{ filter: state === 'spinning' ? 'saturate(1.2)' : undefined }}
        >
          {arcs.map((arc, i) => {
            const color = SEGMENT_COLORS[i % SEGMENT_COLORS.length]!;
            const lit = landed === i;
            const dim = landed !== null && !lit;
            return (
              <path
                key={wheel.segments[i]!.id}
                d={slicePath(C, R, arc)}
                fill={color}
                fillOpacity={dim ? 0.25 : i % 2 ? 0.78 : 0.92}
                stroke="#0c111a"
                strokeWidth={1.5}
                data-testid={`wheel-segment-${i}`}
                className="transition-[fill-opacity] duration-500 motion-reduce:transition-none"
                style={lit ? { filter: `drop-shadow(0 0 14px ${color})` } : undefined}
              />
            );
          })}
        </g>
        <circle cx={C} cy={C} r={R} fill={`url(#${id}-shade)`} pointerEvents="none" />
        {arcs.map((arc, i) => {
          if (arc.sweep < LABEL_MIN) return null;
          const mid = arc.start + arc.sweep / 2;
          const at = polarPoint(C, C, R * 0.7, mid);
          const flip = mid > 180;
          return (
            <text
              key={wheel.segments[i]!.id}
              x={at.x}
              y={at.y}
              transform={`rotate(${flip ? mid + 90 : mid - 90} ${at.x} ${at.y})`}
              textAnchor="middle"
              dominantBaseline="central"
              className="pointer-events-none fill-white font-display text-[13px] font-bold"
              style={{ paintOrder: 'stroke', stroke: '#0c111acc', strokeWidth: 3 }}
            >
              {shortLabel(wheel.segments[i]!)}
            </text>
          );
        })}
        {STUDS.map((angle) => {
          const p = polarPoint(C, C, 153, angle);
          return <circle key={angle} cx={p.x} cy={p.y} r={2} fill={angle % 30 ? '#6d7fa6' : '#ffb02e'} />;
        })}
        <circle cx={C} cy={C} r={46} fill={`url(#${id}-hub)`} stroke="#2b3852" strokeWidth={2} />
        <g
          ref={pointerRef}
          data-testid="wheel-pointer"
          className="transition-opacity duration-200"
          style={{ transformOrigin: `${C}px ${C}px`, transformBox: 'view-box' }}
        >
          <path
            d={`M${C - 7} ${C} L${C} 22 L${C + 7} ${C} Z`}
            fill="#ffffff"
            stroke="#0b0f17"
            strokeWidth={2}
            strokeLinejoin="round"
            style={{ filter: 'drop-shadow(0 0 6px #ffffffaa)' }}
          />
          <circle cx={C} cy={C} r={16} fill="#ffb02e" stroke="#0b0f17" strokeWidth={2} />
        </g>
      </svg>
    </div>
  );
}
