import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** Inline SVG charts of the console (no chart library in the bundle). */

const PAD = { left: 56, right: 12, top: 12, bottom: 26 };

/**
 * The chart's box in CSS pixels (one SVG unit = one pixel, so labels keep their size on a phone) and its height.
 */
function useBox() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const height = width < 520 ? 180 : 240;
  return { ref, W: width, H: height, plotW: width - PAD.left - PAD.right, plotH: height - PAD.top - PAD.bottom };
}
type Box = ReturnType<typeof useBox>;

/** About four round ticks from lo to hi (1, 2, 2.5 or 5 × a power of ten). */
function ticksOf(lo: number, hi: number): number[] {
  const span = hi - lo || 1;
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = ([1, 2, 2.5, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
  const out: number[] = [];
  const first = Math.floor(lo / step);
  const last = Math.ceil(hi / step - 1e-9);
  for (let i = first; i <= last; i++) out.push(Math.round(i * step * 1e6) / 1e6);
  return out;
}

/** `1.5k`, `−$500`: short axis labels, the sign before the prefix. */
function short(value: number, prefix = ''): string {
  const abs = Math.abs(value);
  const text =
    abs >= 1e6
      ? `${(abs / 1e6).toFixed(1)}M`
      : abs >= 1e3
        ? `${(abs / 1e3).toFixed(abs >= 1e4 ? 0 : 1)}k`
        : String(Math.round(abs * 100) / 100);
  return `${value < 0 ? '\u2212' : ''}${prefix}${text}`;
}

function scale(values: number[], box: Box) {
  const ticks = ticksOf(Math.min(0, ...values), Math.max(1, ...values));
  const lo = ticks[0] ?? 0;
  const hi = ticks[ticks.length - 1] ?? 1;
  const y = (v: number) => PAD.top + box.plotH - ((v - lo) / (hi - lo || 1)) * box.plotH;
  return { ticks, y };
}

function Grid({
  ticks,
  y,
  box,
  prefix = '',
}: {
  ticks: number[];
  y: (v: number) => number;
  box: Box;
  prefix?: string;
}) {
  return (
    <g>
      {ticks.map((v) => (
        <g key={v}>
          <line
            x1={PAD.left}
            x2={box.W - PAD.right}
            y1={y(v)}
            y2={y(v)}
            stroke={v === 0 ? 'var(--color-line-strong)' : 'var(--color-line)'}
            strokeDasharray={v === 0 ? undefined : '3 4'}
          />
          <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="var(--color-subtle)">
            {short(v, prefix)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** A chart's SVG, one unit a CSS pixel, named by `label` for screen readers. */
function Plot({ box, label, testId, children }: { box: Box; label: string; testId: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${box.W} ${box.H}`}
      width={box.W}
      height={box.H}
      role="img"
      aria-label={label}
      className="block h-auto w-full"
      data-testid={testId}
    >
      {children}
    </svg>
  );
}

export type DayPoint = { day: string; deposits: number; ggr: number };

/** Deposits per day as bars, GGR per day as a line over them. */
export function DailyChart({ days, label, legend }: { days: DayPoint[]; label: string; legend: [string, string] }) {
  const box = useBox();
  const { H } = box;
  const { ticks, y } = scale(
    days.flatMap((d) => [d.deposits, d.ggr]),
    box,
  );
  const slot = box.plotW / Math.max(1, days.length);
  const x = (i: number) => PAD.left + slot * i + slot / 2;
  const bar = Math.max(2, Math.min(28, slot * 0.62));
  const every = Math.max(1, Math.ceil(days.length / Math.max(3, Math.floor(box.plotW / 64))));
  const line = days.map((d, i) => `${x(i).toFixed(1)},${y(d.ggr).toFixed(1)}`).join(' ');
  return (
    <figure className="m-0" ref={box.ref}>
      <Plot box={box} label={label} testId="ops-daily-chart">
        <Grid ticks={ticks} y={y} box={box} prefix="$" />
        <g className="motion-safe:animate-fade-up">
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) - bar / 2}
              width={bar}
              y={Math.min(y(d.deposits), y(0))}
              height={Math.abs(y(0) - y(d.deposits))}
              rx={2}
              fill="var(--color-money)"
              fillOpacity={0.55}
            >
              <title>{`${d.day}: ${legend[0]} ${d.deposits.toFixed(2)} · ${legend[1]} ${d.ggr.toFixed(2)}`}</title>
            </rect>
          ))}
          <polyline points={line} fill="none" stroke="var(--color-accent-2)" strokeWidth={2.2} strokeLinejoin="round" />
          {days.map((d, i) => (
            <circle key={d.day} cx={x(i)} cy={y(d.ggr)} r={days.length > 40 ? 1.5 : 3} fill="var(--color-accent-2)" />
          ))}
        </g>
        <g>
          {days.map((d, i) =>
            i % every === 0 ? (
              <text key={d.day} x={x(i)} y={H - 8} textAnchor="middle" fontSize="11" fill="var(--color-subtle)">
                {d.day.slice(5)}
              </text>
            ) : null,
          )}
        </g>
      </Plot>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 rounded-sm bg-money/60" />
          {legend[0]}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="h-0.5 w-4 bg-accent-2" />
          {legend[1]}
        </span>
      </figcaption>
    </figure>
  );
}

/** The house's cumulative profit along a simulated run: green above zero, red below. */
export function ProfitCurve({ curve, label }: { curve: Array<{ n: number; profit: number }>; label: string }) {
  const id = useId().replace(/:/g, '');
  const box = useBox();
  const { W, H } = box;
  const { ticks, y } = scale(
    curve.map((p) => p.profit),
    box,
  );
  const last = curve[curve.length - 1]?.n || 1;
  const x = (n: number) => PAD.left + (n / last) * box.plotW;
  const points = curve.map((p) => `${x(p.n).toFixed(1)},${y(p.profit).toFixed(1)}`).join(' ');
  const zero = y(0);
  const area = curve.length ? `${x(0)},${zero} ${points} ${x(last)},${zero}` : '';
  return (
    <div ref={box.ref}>
      <Plot box={box} label={label} testId="ops-profit-curve">
        <defs>
          <clipPath id={`${id}-up`}>
            <rect x={0} y={0} width={W} height={zero} />
          </clipPath>
          <clipPath id={`${id}-down`}>
            <rect x={0} y={zero} width={W} height={H - zero} />
          </clipPath>
        </defs>
        <Grid ticks={ticks} y={y} box={box} prefix="$" />
        <g className="motion-safe:animate-fade-up">
          <polygon points={area} fill="var(--color-money)" fillOpacity={0.14} clipPath={`url(#${id}-up)`} />
          <polygon points={area} fill="var(--color-danger)" fillOpacity={0.16} clipPath={`url(#${id}-down)`} />
          <polyline
            points={points}
            fill="none"
            stroke="var(--color-money)"
            strokeWidth={2}
            clipPath={`url(#${id}-up)`}
          />
          <polyline
            points={points}
            fill="none"
            stroke="var(--color-danger)"
            strokeWidth={2}
            clipPath={`url(#${id}-down)`}
          />
        </g>
        <g fontSize="11" fill="var(--color-subtle)">
          {[0, 0.25, 0.5, 0.75, 1].map((f) => (
            <text key={f} x={x(last * f)} y={H - 8} textAnchor={f === 0 ? 'start' : f === 1 ? 'end' : 'middle'}>
              {short(last * f)}
            </text>
          ))}
        </g>
      </Plot>
    </div>
  );
}
