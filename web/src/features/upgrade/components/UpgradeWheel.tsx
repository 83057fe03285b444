import type { UpgradeDirection } from '@dropforge/shared/domain';
import { type ReactNode, type Ref, useId } from 'react';
import { cx } from '../../../components/ui/cx';
import { arcStroke, polar, winningArc } from '../lib/wheel';

export type WheelState = 'idle' | 'spinning' | 'win' | 'lose';

const C = 160;
const ARC_R = 122;
const TICK_R = 143;
const TICK_C = 2 * Math.PI * TICK_R;
const POINTER_TONE: Record<WheelState, string> = {
  idle: '#ffffff',
  spinning: '#ffffff',
  win: '#3ee089',
  lose: '#ff5d5d',
};

/**
 * The upgrade wheel: the whole circle is the ticket space, the bright arc the winning tickets (under: from
 * 12 o'clock clockwise; over: ending at 12 o'clock), and a pointer turned by `useWheelSpin` through
 * `pointerRef`. `children` sit in the hub (the chance, then the outcome).
 */
export function UpgradeWheel({
  winTickets,
  direction,
  state,
  color,
  pointerRef,
  ticket,
  label,
  children,
}: {
  winTickets: number;
  direction: UpgradeDirection;
  state: WheelState;
  /** The arc's colour (the target's rarity, brightened by the gradient). */
  color: string;
  pointerRef: Ref<SVGGElement>;
  /** The ticket the pointer landed on (exposed for tests as `data-ticket`). */
  ticket?: number;
  label: string;
  children: ReactNode;
}) {
  const id = useId().replace(/:/g, '');
  const arc = arcStroke(winningArc(winTickets, direction), ARC_R);
  const lit = state === 'win' ? '#3ee089' : state === 'lose' ? '#ff5d5d' : color;
  const zero = polar(C, C, 156, 0);
  return (
    <div
      data-testid="upgrade-wheel"
      data-state={state}
      data-ticket={ticket}
      className="relative mx-auto aspect-square w-full max-w-[min(340px,82vw)]"
    >
      <svg viewBox="0 0 320 320" role="img" aria-label={label} className="size-full overflow-visible">
        <defs>
          <radialGradient id={`${id}-disc`} cx="50%" cy="45%" r="60%">
            <stop offset="0%" stopColor="#1b2536" />
            <stop offset="100%" stopColor="#0c111a" />
          </radialGradient>
          <linearGradient id={`${id}-arc`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0%" stopColor="#ffb02e" />
            <stop offset="55%" stopColor="#ff8a1f" />
            <stop offset="100%" stopColor={lit} />
          </linearGradient>
        </defs>
        <circle cx={C} cy={C} r={156} fill={`url(#${id}-disc)`} stroke="#2b3852" strokeWidth={2} />
        <circle
          cx={C}
          cy={C}
          r={TICK_R}
          fill="none"
          stroke="#3a4866"
          strokeWidth={5}
          strokeDasharray={`0.9 ${TICK_C / 100 - 0.9}`}
          transform={`rotate(-90 ${C} ${C})`}
        />
        <circle
          cx={C}
          cy={C}
          r={TICK_R}
          fill="none"
          stroke="#6d7fa6"
          strokeWidth={9}
          strokeDasharray={`1.6 ${TICK_C / 4 - 1.6}`}
          transform={`rotate(-90.3 ${C} ${C})`}
        />
        <circle cx={C} cy={C} r={ARC_R} fill="none" stroke="#1a2232" strokeWidth={22} />
        {winTickets > 0 ? (
          <circle
            cx={C}
            cy={C}
            r={ARC_R}
            fill="none"
            stroke={`url(#${id}-arc)`}
            strokeWidth={22}
            strokeDasharray={arc.dash}
            transform={`rotate(${arc.rotate} ${C} ${C})`}
            className="transition-[stroke-dasharray] duration-300 motion-reduce:transition-none"
            style={{ filter: `drop-shadow(0 0 10px ${lit}99)` }}
          />
        ) : null}
        <circle cx={C} cy={C} r={108} fill="#0f1520" stroke="#2b3852" strokeWidth={1.5} />
        <circle cx={zero.x} cy={zero.y} r={3} fill="#ffb02e" />
        <g
          ref={pointerRef}
          className="transition-opacity duration-200"
          style={{ transformOrigin: `${C}px ${C}px`, transformBox: 'view-box' }}
        >
          <path
            d={`M${C} 62 L${C - 9} 26 L${C} 4 L${C + 9} 26 Z`}
            fill={POINTER_TONE[state]}
            stroke="#0b0f17"
            strokeWidth={2}
            strokeLinejoin="round"
            style={{ filter: `drop-shadow(0 0 6px ${state === 'idle' || state === 'spinning' ? '#ffffffaa' : lit})` }}
          />
          <circle cx={C} cy={24} r={3.5} fill="#0b0f17" />
        </g>
      </svg>
      <div
        className={cx(
          'absolute inset-[22%] grid place-items-center rounded-full text-center',
          state === 'win' && 'motion-safe:animate-pop',
        )}
      >
        {children}
      </div>
    </div>
  );
}
