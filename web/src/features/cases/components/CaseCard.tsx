import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { LayeredImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import { safeColor, tierColor } from '../../../lib/rarity';
import { type BoxSummary, prefetchBox } from '../api/cases';
import { CaseArt } from './CaseArt';

/** Case page URL (the router adds the language prefix). */
export const casePath = (id: string) => `/case/${encodeURIComponent(id)}`;

/** One case on the grid: picture, name, price pill, VIP badge; glows in its tier colour on hover. */
export function CaseCard({ box }: { box: BoxSummary }) {
  const { t } = useTranslation('cases');
  const client = useQueryClient();
  const color = box.top_color ? safeColor(box.top_color) : tierColor(box.price);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const warm = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => prefetchBox(client, box.id), 120);
  };
  return (
    <Link
      to={casePath(box.id)}
      data-testid="case-card"
      onPointerEnter={warm}
      onPointerLeave={() => clearTimeout(timer.current)}
      onFocus={warm}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface p-2.5 pt-3 transition-[border-color,box-shadow,transform] duration-300 hover:border-[var(--case)] hover:shadow-[0_14px_40px_-14px_var(--case),inset_0_0_0_1px_var(--case)] focus-visible:border-[var(--case)] motion-safe:hover:-translate-y-1"
      style={{ '--case': color } as React.CSSProperties}
    >
      <span
        aria-hidden="true"
        className="absolute inset-0 opacity-35 transition-opacity duration-300 group-hover:opacity-90"
        style={{ background: `radial-gradient(75% 60% at 50% 45%, ${color}55, transparent 72%)` }}
      />
      <span
        aria-hidden="true"
        className="grid-noise absolute inset-0 opacity-0 transition-opacity duration-300 group-hover:opacity-60"
      />
      <span className="relative flex h-5 items-start justify-between gap-1">
        {box.kind === 'official' ? (
          <span className="rounded bg-black/45 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-muted">
            {t('grid.official')}
          </span>
        ) : (
          <span />
        )}
        {box.level > 0 ? (
          <span className="flex items-center gap-1 rounded bg-contraband/20 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wider text-contraband">
            <Icon name="lock" />
            {t('grid.level', { level: box.level })}
          </span>
        ) : null}
      </span>
      <LayeredImage
        src={box.picture}
        alt=""
        className="relative mx-auto h-24 w-full transition-transform duration-300 motion-safe:group-hover:-rotate-2 motion-safe:group-hover:scale-110 sm:h-28"
        imgClassName="drop-shadow-[0_10px_18px_rgb(0_0_0/0.6)]"
        placeholder={<CaseArt color={color} id={`g-${box.id}`} className="size-full" />}
      />
      <span className="relative mt-1.5 block truncate text-center text-[13px] font-semibold" title={box.name}>
        {box.name}
      </span>
      <span className="relative mt-1.5 flex justify-center">
        <span className="rounded-full border border-money/35 bg-money/12 px-2.5 py-0.5 text-[13px] font-bold text-money tabular transition group-hover:border-money group-hover:bg-money group-hover:text-[#04220f]">
          {formatAmount(box.price)}
        </span>
      </span>
      <span
        aria-hidden="true"
        className="absolute inset-x-5 bottom-0 h-0.5 rounded-full"
        style={{ background: color }}
      />
    </Link>
  );
}

/** Placeholder of a case card while the list loads. */
export function CaseCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col items-center gap-2 rounded-xl border border-line bg-surface p-3">
      <div className="skeleton h-24 w-3/4 rounded-lg sm:h-28" />
      <div className="skeleton h-3 w-2/3 rounded" />
      <div className="skeleton h-5 w-16 rounded-full" />
    </div>
  );
}
