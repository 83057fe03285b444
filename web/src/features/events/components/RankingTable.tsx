import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import type { OldNewRanking, OldNewRow } from '../api/social';

const MEDALS = ['text-contraband', 'text-consumer', 'text-[#cd7f32]'];

/**
 * The live ranking (top 50): rows slide in one after another (reduced motion: they are simply there); the viewer's
 * row is lit, and pinned under the list when outside it.
 */
export function RankingTable({ ranking }: { ranking: OldNewRanking }) {
  const { t } = useTranslation('social');
  const inList = ranking.list.some((r) => r.me);
  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-surface"
      aria-labelledby="ranking-title"
      data-testid="ranking"
    >
      <h2
        id="ranking-title"
        className="flex items-center gap-2 border-b border-line px-4 py-3 font-display text-lg font-bold uppercase tracking-wide"
      >
        <Icon name="trophy" className="text-contraband" />
        {t('oldNew.ranking')}
      </h2>
      {ranking.list.length === 0 ? (
        <p className="px-4 py-8 text-center text-sm text-muted">{t('oldNew.noRanking')}</p>
      ) : (
        <ol className="divide-y divide-line/70">
          {ranking.list.map((row, i) => (
            <Row key={`${row.rank}-${row.name}`} row={row} delay={Math.min(i, 20) * 40} />
          ))}
        </ol>
      )}
      {ranking.mine && !inList ? (
        <div className="border-t-2 border-accent/40">
          <Row row={ranking.mine} delay={0} />
        </div>
      ) : null}
    </section>
  );
}

function Row({ row, delay }: { row: OldNewRow; delay: number }) {
  const { t } = useTranslation('social');
  return (
    <li
      className={cx(
        'flex list-none items-center gap-3 px-4 py-2 motion-safe:animate-[rank-in_0.45s_ease-out_both]',
        row.me && 'bg-accent/10',
      )}
      style={{ animationDelay: `${delay}ms` }}
      data-testid={row.me ? 'ranking-me' : undefined}
    >
      <span
        className={cx(
          'w-8 shrink-0 text-center font-display text-lg font-bold tabular-nums',
          MEDALS[row.rank - 1] ?? 'text-muted',
        )}
      >
        {row.rank <= 3 ? <Icon name="crown" className="inline" aria-label={String(row.rank)} /> : row.rank}
      </span>
      <SafeImage
        src={row.avatar}
        alt=""
        className="size-8 shrink-0 rounded-full border border-line"
        fallback={<span className="size-8 shrink-0 rounded-full bg-surface-3" />}
      />
      <span className="min-w-0 flex-1 truncate text-sm font-semibold">
        {row.name}
        {row.me ? <span className="ml-1.5 text-xs text-accent-2">({t('oldNew.you')})</span> : null}
      </span>
      <span
        className={cx(
          'hidden shrink-0 rounded px-1.5 py-0.5 text-[10px] font-bold uppercase sm:inline',
          row.group === 'new' ? 'bg-info/15 text-info' : 'bg-contraband/15 text-contraband',
        )}
      >
        {t(`oldNew.group.${row.group}`)}
      </span>
      <span className="w-20 shrink-0 text-right font-bold tabular-nums">{row.points.toLocaleString()}</span>
    </li>
  );
}
