import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type PillTone = 'neutral' | 'accent' | 'money' | 'info' | 'danger' | 'soon';

const TONES: Record<PillTone, string> = {
  neutral: 'bg-surface-3 text-muted border-line-strong',
  accent: 'bg-accent/15 text-accent-2 border-accent/40',
  money: 'bg-money/12 text-money border-money/35',
  info: 'bg-info/12 text-[#8cc6ff] border-info/35',
  danger: 'bg-danger/12 text-[#ff9a9a] border-danger/35',
  soon: 'bg-restricted/20 text-[#c8b0ff] border-restricted/45',
};

export function Pill({ tone = 'neutral', className, ...props }: { tone?: PillTone } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider tabular',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
