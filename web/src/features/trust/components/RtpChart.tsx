import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import type { RtpRow } from '../api/trust';

export type CaseInfo = { name: string; picture: string };
type Sort = 'bets' | 'name' | 'realised' | 'gap';
const SORTS: readonly Sort[] = ['bets', 'gap', 'realised', 'name'];

export const pct = (x: number | null) => (x === null ? '—' : `${(x * 100).toFixed(1)} %`);

/** The widest axis drawn: a few lucky opens can realise many times the stake; such values sit at the edge. */
const AXIS_MAX = 2;

/** The axis of a chart, in RTP: from a little below the lowest value to a little above the highest, ~5 ticks. */
function axisOf(rows: readonly RtpRow[]) {
  const values = rows.flatMap((r) => [r.published_rtp, r.realised_rtp, r.ci_low, r.ci_high]).filter((v) => v !== null);
  const from = Math.max(0, Math.floor(Math.min(0.7, ...values) * 10) / 10);
  const to = Math.min(AXIS_MAX, Math.ceil(Math.max(1.1, ...values) * 10) / 10);
  const step = [0.1, 0.2, 0.25, 0.5].find((s) => (to - from) / s <= 6) ?? 1;
  const ticks: number[] = [];
  for (let v = Math.ceil(from / step) * step; v <= to + 1e-9; v += step) ticks.push(Math.round(v * 100) / 100);
  return { ticks, at: (v: number) => ((Math.min(Math.max(v, from), to) - from) / (to - from)) * 100 };
}

/**
 * Realised against published RTP per case, as bars on one axis: the band (95 %) as a shaded range, the published RTP
 * as a line and the realised one as a dot, coloured by whether the band holds the published value. Sortable.
 */
export function RtpChart({ rows, cases, limit }: { rows: RtpRow[]; cases: Map<string, CaseInfo>; limit?: number }) {
  const { t } = useTranslation('trust');
  const [sort, setSort] = useState<Sort>('bets');
  const sorted = useMemo(() => {
    const name = (r: RtpRow) => cases.get(r.box_id ?? '')?.name ?? r.box_id ?? '';
    const gap = (r: RtpRow) =>
      r.realised_rtp === null || r.published_rtp === null ? -1 : Math.abs(r.realised_rtp - r.published_rtp);
    const list = [...rows];
    if (sort === 'name') list.sort((a, b) => name(a).localeCompare(name(b)));
    else if (sort === 'realised') list.sort((a, b) => (b.realised_rtp ?? -1) - (a.realised_rtp ?? -1));
    else if (sort === 'gap') list.sort((a, b) => gap(b) - gap(a));
    else list.sort((a, b) => b.bets - a.bets || name(a).localeCompare(name(b)));
    return limit ? list.slice(0, limit) : list;
  }, [rows, cases, sort, limit]);
  const axis = axisOf(sorted);
  const { ticks } = axis;

  return (
    <div data-testid="rtp-chart">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap gap-1.5 m-0 min-w-0 border-0 p-0">
          <legend className="sr-only">{t('rtp.sort')}</legend>
          {SORTS.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={sort === s}
              onClick={() => setSort(s)}
              className={cx(
                'h-8 rounded-full border px-3 text-xs font-bold transition-colors motion-reduce:transition-none',
                sort === s
                  ? 'border-accent bg-accent/15 text-accent-2'
                  : 'border-line-strong text-muted hover:border-[#45557a] hover:text-text',
              )}
            >
              {t(`rtp.sortBy.${s}`)}
            </button>
          ))}
        </fieldset>
        <ul className="flex flex-wrap items-center gap-3 text-[11px] text-muted">
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-3 w-5 rounded-sm bg-accent-2/25 ring-1 ring-accent-2/50" />
            {t('rtp.legendBand')}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="h-3.5 w-0.5 bg-text" />
            {t('rtp.legendPublished')}
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="size-2.5 rounded-full bg-money" />
            {t('rtp.legendRealised')}
          </li>
        </ul>
      </div>
      <div className="relative">
        <div
          aria-hidden="true"
          className="relative ml-[calc(38%+0.75rem+0.5rem)] h-4 text-[10px] text-subtle sm:ml-[calc(30%+0.75rem+0.5rem)] mr-2"
        >
          {ticks.map((v) => (
            <span key={v} className="absolute -translate-x-1/2" style={{ left: `${axis.at(v)}%` }}>
              {Math.round(v * 100)}%
            </span>
          ))}
        </div>
        <ul className="space-y-1.5">
          {sorted.map((r, i) => {
            const info = cases.get(r.box_id ?? '');
            const name = info?.name ?? r.box_id ?? r.game;
            const inside =
              r.published_rtp !== null &&
              r.ci_low !== null &&
              r.ci_high !== null &&
              r.published_rtp >= r.ci_low &&
              r.published_rtp <= r.ci_high;
            const label = t('rtp.row', {
              name,
              published: pct(r.published_rtp),
              realised: pct(r.realised_rtp),
              low: pct(r.ci_low),
              high: pct(r.ci_high),
              bets: r.bets,
            });
            return (
              <li
                key={r.box_id ?? r.game}
                aria-label={label}
                data-testid="rtp-row"
                data-box={r.box_id ?? ''}
                className="rtp-row flex items-center gap-3 rounded-lg bg-bg/40 px-2 py-1.5"
                style={{ animationDelay: `${Math.min(i, 20) * 25}ms` }}
              >
                <div className="flex w-[38%] min-w-0 items-center gap-2 sm:w-[30%]">
                  {info ? (
                    <img src={info.picture} alt="" loading="lazy" className="size-8 shrink-0 object-contain" />
                  ) : null}
                  <div className="min-w-0">
                    <p className="truncate text-xs font-bold text-text sm:text-sm">{name}</p>
                    <p className="text-[10px] text-subtle">
                      {r.bets > 0 ? `${r.bets.toLocaleString()} · ${pct(r.realised_rtp)}` : t('rtp.noBets')}
                    </p>
                  </div>
                </div>
                <div aria-hidden="true" className="relative h-6 flex-1 rounded bg-surface-2">
                  {ticks.map((v) => (
                    <span key={v} className="absolute inset-y-0 w-px bg-line" style={{ left: `${axis.at(v)}%` }} />
                  ))}
                  {r.ci_low !== null && r.ci_high !== null ? (
                    <span
                      className={cx(
                        'rtp-band absolute inset-y-1 rounded-sm ring-1',
                        inside ? 'bg-accent-2/25 ring-accent-2/50' : 'bg-[#ff5c7a]/25 ring-[#ff5c7a]/60',
                      )}
                      style={{ left: `${axis.at(r.ci_low)}%`, width: `${axis.at(r.ci_high) - axis.at(r.ci_low)}%` }}
                    />
                  ) : null}
                  {r.published_rtp !== null ? (
                    <span
                      className="absolute inset-y-0 w-0.5 bg-text"
                      style={{ left: `calc(${axis.at(r.published_rtp)}% - 1px)` }}
                    />
                  ) : null}
                  {r.realised_rtp !== null ? (
                    <span
                      className="rtp-dot absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full bg-money shadow-[0_0_10px_rgb(62_224_137/0.8)]"
                      style={{ left: `${axis.at(r.realised_rtp)}%` }}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
