import type { OPS_WITHDRAWAL_STATES } from '@dropforge/shared/contract/ops';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { LinkTabs } from '../../components/ui/LinkTabs';
import { toast } from '../../components/ui/toast-store';
import { money, when } from './format';
import { ReasonField, reasonOk } from './forms';
import { useOpsMutation, useOpsQuery, usePage } from './hooks';
import { DataTable, NUM, numeric, PagedView, TD } from './table';
import { Chip, ConfirmDialog, Panel, PlayerLink, QueryView, ScreenTitle, useLocaleTag } from './ui';

type State = (typeof OPS_WITHDRAWAL_STATES)[number];
// A copy of the contract's list: importing it as a value would bundle zod with the console.
const STATES: readonly State[] = ['in_progress', 'ready', 'success', 'failed', 'cancelled'];
/** Active withdrawals can be retried now; only those the marketplace has not bought can be cancelled. */
const ACTIVE: readonly State[] = ['in_progress', 'ready'];

/** The withdrawal queue by state, the marketplaces' health, and retry / cancel of a withdrawal. */
export function Withdrawals() {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [params] = useSearchParams();
  const raw = params.get('state');
  const state = STATES.find((s) => s === raw);
  const [page, setPage] = usePage(state);
  const summary = useOpsQuery('withdrawalCounts');
  const list = useOpsQuery('withdrawals', { query: { state, page } }, { keepPrevious: true });
  const [cancelling, setCancelling] = useState<{ id: number; name: string } | null>(null);
  const [reason, setReason] = useState('');
  const retry = useOpsMutation('retryWithdrawal', {
    refresh: ['withdrawals', 'withdrawalCounts'],
    toastErrors: true,
    onSuccess: () => toast.success(t('withdrawals.retried')),
  });
  const cancel = useOpsMutation('cancelWithdrawal', {
    refresh: ['withdrawals', 'withdrawalCounts'],
    onSuccess: () => {
      setCancelling(null);
      setReason('');
      toast.success(t('withdrawals.cancelled'));
    },
  });
  const counts = summary.data?.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tabs = [undefined, ...STATES].map((s) => ({
    key: s ?? 'all',
    to: s ? `/ops/withdrawals?state=${s}` : '/ops/withdrawals',
    label: `${s ? t(`state.${s}`) : t('all')} · ${s ? (counts[s] ?? 0) : total}`,
    selected: s === state,
    testId: `ops-wd-tab-${s ?? 'all'}`,
  }));

  return (
    <div data-testid="ops-withdrawals" className="space-y-4">
      <ScreenTitle title={t('withdrawals.title')} />
      <Panel title={t('withdrawals.providers')}>
        <QueryView query={summary} skeleton="h-20" empty={t('none')} isEmpty={(d) => d.providers.length === 0}>
          {(data) => (
            <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4" data-testid="ops-providers">
              {data.providers.map((p) => (
                <li key={p.name} className="rounded-xl border border-line bg-bg/50 px-3 py-2">
                  <p className="flex items-center justify-between gap-2">
                    <span className="font-bold capitalize">{p.name}</span>
                    <Chip
                      state={!p.configured ? 'disabled' : p.failed_24h > 0 ? 'failed' : 'active'}
                      label={
                        !p.configured
                          ? t('withdrawals.notConfigured')
                          : p.failed_24h > 0
                            ? t('withdrawals.degraded')
                            : t('withdrawals.healthy')
                      }
                    />
                  </p>
                  <p className="mt-1 text-xs text-muted tabular">
                    {t('withdrawals.providerLine', { active: p.active, failed: p.failed_24h })}
                  </p>
                  <p className="mt-1 text-xs tabular" data-testid={`ops-provider-balance-${p.name}`}>
                    {p.balance !== null ? (
                      <span className="font-bold text-text">
                        {t('withdrawals.balance', { amount: money(p.balance) })}
                      </span>
                    ) : p.balance_error ? (
                      <span className="text-danger">{t('withdrawals.balanceError', { error: p.balance_error })}</span>
                    ) : (
                      <span className="text-muted">{t('withdrawals.noBalance')}</span>
                    )}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Panel>
      <LinkTabs label={t('withdrawals.tabs')} tabs={tabs} />
      <Panel>
        <PagedView query={list} empty={t('withdrawals.empty')} page={page} onPage={setPage}>
          {(data) => (
            <DataTable
              label={t('withdrawals.title')}
              columns={[
                '#',
                t('withdrawals.player'),
                t('withdrawals.item'),
                numeric(t('withdrawals.price')),
                t('withdrawals.provider'),
                t('withdrawals.state'),
                numeric(t('withdrawals.attempts')),
                t('withdrawals.updated'),
              ]}
              actions
            >
              {data.list.map((w) => (
                <tr key={w.id} className="hover:bg-surface-2/60" data-testid="ops-withdrawal-row">
                  <td className={cx(TD, 'tabular text-subtle')}>{w.id}</td>
                  <td className={TD}>
                    <PlayerLink id={w.user_id} name={w.user_name} />
                  </td>
                  <td className={cx(TD, 'max-w-[16rem]')}>
                    <span className="block truncate" title={w.name}>
                      {w.name}
                    </span>
                    {w.reason ? <span className="block truncate text-[11px] text-[#ff9a9a]">{w.reason}</span> : null}
                  </td>
                  <td className={cx(TD, NUM, 'text-money')}>{money(w.price)}</td>
                  <td className={cx(TD, 'capitalize')}>
                    {w.provider}
                    {w.purchased ? (
                      <span className="ml-1 text-[11px] text-subtle">· {t('withdrawals.purchased')}</span>
                    ) : null}
                  </td>
                  <td className={TD}>
                    <Chip state={w.state} />
                  </td>
                  <td className={cx(TD, NUM)}>{w.attempts}</td>
                  <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(w.updated_at, tag)}</td>
                  <td className={cx(TD, 'whitespace-nowrap text-right')}>
                    <span className="inline-flex gap-1.5">
                      {ACTIVE.includes(w.state) ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          disabled={retry.isPending}
                          onClick={() => retry.mutate({ params: { id: w.id } })}
                          data-testid="ops-retry"
                        >
                          {t('withdrawals.retry')}
                        </Button>
                      ) : null}
                      {ACTIVE.includes(w.state) && !w.purchased && w.attempts === 0 ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => {
                            cancel.reset();
                            setCancelling({ id: w.id, name: w.name });
                          }}
                          data-testid="ops-cancel"
                        >
                          {t('withdrawals.cancel')}
                        </Button>
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </PagedView>
      </Panel>
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('withdrawals.cancelTitle', { name: cancelling?.name ?? '' })}
        body={t('withdrawals.cancelBody')}
        confirmLabel={t('withdrawals.cancel')}
        pending={cancel.isPending}
        disabled={!reasonOk(reason)}
        error={cancel.error}
        onConfirm={() =>
          cancelling && cancel.mutate({ params: { id: cancelling.id }, body: { reason: reason.trim() } })
        }
      >
        <ReasonField value={reason} onChange={setReason} className="mt-4" testId="ops-cancel-reason" />
      </ConfirmDialog>
    </div>
  );
}
