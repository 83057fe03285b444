import type { DailyReport } from '@dropforge/shared/contract/ops';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { toast } from '../../components/ui/toast-store';
import { downloadReportCsv } from './api';
import { DailyChart } from './charts';
import { count, money, pct } from './format';
import { useOpsQuery } from './hooks';
import { DataTable, NUM, numeric, TD } from './table';
import { Chip, Field, Input, Panel, QueryView, ScreenTitle, Stat, useLocaleTag } from './ui';

type Range = { from?: string; to?: string };

/** Realised RTP further than this from the published one is flagged (5 percentage points). */
const RTP_TOLERANCE = 0.05;

/** The dashboard: KPIs, deposits and GGR per day, RTP per game, withdrawals by state and the CSV export. */
export function Reports() {
  const { t } = useTranslation('ops');
  const [range, setRange] = useState<Range>({});
  const [draft, setDraft] = useState<Range>({});
  const [downloading, setDownloading] = useState(false);
  const report = useOpsQuery('daily', { query: range }, { keepPrevious: true });
  const shown = { from: draft.from ?? report.data?.from ?? '', to: draft.to ?? report.data?.to ?? '' };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange({ from: shown.from || undefined, to: shown.to || undefined });
  };
  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportCsv(range);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t('loadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div data-testid="ops-reports" className="space-y-4">
      <ScreenTitle
        title={t('reports.title')}
        actions={
          <Button
            variant="outline"
            size="sm"
            onClick={() => void download()}
            disabled={downloading}
            data-testid="ops-csv"
          >
            <Icon name="external" />
            {downloading ? t('working') : t('reports.csv')}
          </Button>
        }
      />
      <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
        <Field label={t('reports.from')} className="w-40">
          <Input type="date" value={shown.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </Field>
        <Field label={t('reports.to')} className="w-40">
          <Input type="date" value={shown.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </Field>
        <Button type="submit" variant="secondary">
          {t('apply')}
        </Button>
      </form>
      <QueryView query={report} skeleton="h-96">
        {(data) => <ReportBody report={data} />}
      </QueryView>
    </div>
  );
}

function ReportBody({ report }: { report: DailyReport }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const { totals } = report;
  const tone = (v: number) => (v < 0 ? 'text-danger' : 'text-money');
  return (
    <>
      <div className="grid grid-cols-2 gap-2 sm:gap-3 xl:grid-cols-4" data-testid="ops-kpis">
        <Stat label={t('reports.deposits')} value={money(totals.deposits)} tone="text-money" />
        <Stat label={t('reports.ggr')} value={money(totals.ggr)} tone={tone(totals.ggr)} />
        <Stat label={t('reports.ngr')} value={money(totals.ngr)} tone={tone(totals.ngr)} />
        <Stat label={t('reports.promotions')} value={money(totals.promotions)} tone="text-accent-2" />
      </div>
      <Panel title={t('reports.chart')}>
        {report.days.length ? (
          <DailyChart
            days={report.days}
            label={t('reports.chartLabel', { from: report.from, to: report.to })}
            legend={[t('reports.deposits'), t('reports.ggr')]}
          />
        ) : (
          <p className="text-sm text-muted">{t('reports.noDays')}</p>
        )}
      </Panel>
      <Panel title={t('reports.perDay')}>
        {report.days.length ? (
          <DataTable
            label={t('reports.perDay')}
            columns={[
              t('reports.day'),
              numeric(t('reports.deposits')),
              numeric(t('reports.depositCount')),
              numeric(t('reports.wagered')),
              numeric(t('reports.paid')),
              numeric(t('reports.ggr')),
              numeric(t('reports.promotions')),
              numeric(t('reports.ngr')),
              numeric(t('reports.active')),
            ]}
          >
            {report.days.map((d) => (
              <tr key={d.day} className="hover:bg-surface-2/60">
                <td className={cx(TD, 'tabular whitespace-nowrap')}>{d.day}</td>
                <td className={cx(TD, NUM, 'text-money')}>{money(d.deposits)}</td>
                <td className={cx(TD, NUM)}>{count(d.deposit_count, tag)}</td>
                <td className={cx(TD, NUM)}>{money(d.wagered)}</td>
                <td className={cx(TD, NUM)}>{money(d.paid)}</td>
                <td className={cx(TD, NUM, tone(d.ggr))}>{money(d.ggr)}</td>
                <td className={cx(TD, NUM)}>{money(d.promotions)}</td>
                <td className={cx(TD, NUM, tone(d.ngr))}>{money(d.ngr)}</td>
                <td className={cx(TD, NUM)}>{count(d.active_players, tag)}</td>
              </tr>
            ))}
          </DataTable>
        ) : (
          <p className="text-sm text-muted">{t('reports.noDays')}</p>
        )}
      </Panel>
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel title={t('reports.games')}>
          <GamesTable games={report.games} />
        </Panel>
        <Panel title={t('reports.withdrawals')}>
          {Object.keys(report.withdrawals).length ? (
            <ul className="flex flex-wrap gap-2" data-testid="ops-report-withdrawals">
              {Object.entries(report.withdrawals).map(([state, n]) => (
                <li
                  key={state}
                  className="flex items-center gap-2 rounded-lg border border-line bg-bg/50 px-2.5 py-1.5"
                >
                  <Chip state={state} />
                  <span className="font-bold tabular">{count(n, tag)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t('reports.noWithdrawals')}</p>
          )}
        </Panel>
      </div>
    </>
  );
}

function GamesTable({ games }: { games: DailyReport['games'] }) {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  if (!games.length) return <p className="text-sm text-muted">{t('reports.noGames')}</p>;
  return (
    <>
      <p className="mb-2 text-xs text-muted">{t('reports.outsideHint')}</p>
      <DataTable
        label={t('reports.games')}
        columns={[
          t('reports.game'),
          numeric(t('reports.bets')),
          numeric(t('reports.wagered')),
          numeric(t('reports.paid')),
          numeric(t('reports.realised')),
          numeric(t('reports.published')),
        ]}
      >
        {games.map((g) => {
          const off =
            g.realised_rtp !== null &&
            g.published_rtp !== null &&
            Math.abs(g.realised_rtp - g.published_rtp) > RTP_TOLERANCE;
          return (
            <tr
              key={`${g.game}:${g.box_id ?? ''}`}
              data-testid="ops-game-row"
              data-box={g.box_id ?? undefined}
              data-off={off || undefined}
              className={off ? 'bg-danger/10' : 'hover:bg-surface-2/60'}
            >
              <td className={TD}>
                <span className="font-bold text-text">{g.box_id ?? g.game}</span>
                {g.box_id ? <span className="ml-1.5 text-[11px] text-subtle">{g.game}</span> : null}
              </td>
              <td className={cx(TD, NUM)}>{count(g.bets, tag)}</td>
              <td className={cx(TD, NUM)}>{money(g.wagered)}</td>
              <td className={cx(TD, NUM)}>{money(g.paid)}</td>
              <td className={cx(TD, NUM, off ? 'font-bold text-[#ff9a9a]' : 'text-text')}>
                {pct(g.realised_rtp)}
                {off ? (
                  <>
                    <Icon name="alert" className="ml-1 inline align-[-0.1em]" />
                    <span className="sr-only"> {t('reports.outside')}</span>
                  </>
                ) : null}
              </td>
              <td className={cx(TD, NUM)}>{pct(g.published_rtp)}</td>
            </tr>
          );
        })}
      </DataTable>
    </>
  );
}
