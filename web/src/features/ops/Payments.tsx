import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import type { OpsResult } from './api';
import { money, when } from './format';
import { ReasonField, reasonOk, SearchButton } from './forms';
import { GiftCards } from './GiftCards';
import { useOpsMutation, useOpsQuery, useSearch } from './hooks';
import { DataTable, NUM, numeric, PagedView, TD } from './table';
import {
  Chip,
  ConfirmDialog,
  DoneBanner,
  Field,
  INPUT,
  Input,
  Panel,
  PlayerLink,
  ScreenTitle,
  useLocaleTag,
} from './ui';

// The contract's ORDER_STATES, copied: a value import of it would bundle zod with the console.
const ORDER_STATES = ['pending', 'paid', 'declined', 'cancelled', 'refunded'] as const;

/**
 * Deposit orders by state and search, and the refund of a paid one (deposit, bonuses and rebates reversed); gift-card
 * batches under them.
 */
export function Payments() {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const [state, setState] = useState('');
  const { text, setText, q, page, setPage, search } = useSearch();
  const orders = useOpsQuery(
    'orders',
    { query: { state: state || undefined, q: q || undefined, page } },
    { keepPrevious: true },
  );
  const [refunding, setRefunding] = useState<{ order_sn: string; amount: number; user: string } | null>(null);
  const [reason, setReason] = useState('');
  const [result, setResult] = useState<OpsResult<'refund'> | null>(null);
  const refund = useOpsMutation('refund', {
    refresh: ['orders', 'daily'],
    onSuccess: (data) => {
      setResult(data);
      setRefunding(null);
      setReason('');
    },
  });

  return (
    <div data-testid="ops-payments" className="space-y-4">
      <ScreenTitle title={t('payments.title')} />
      <form onSubmit={search} className="flex flex-wrap items-end gap-2">
        <Field label={t('payments.state')} className="w-40">
          <select
            className={INPUT}
            value={state}
            onChange={(e) => {
              setState(e.target.value);
              setPage(1);
            }}
            data-testid="ops-payments-state"
          >
            <option value="">{t('all')}</option>
            {ORDER_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`state.${s}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('payments.search')} className="w-64 max-w-full">
          <Input type="search" value={text} onChange={(e) => setText(e.target.value)} maxLength={100} />
        </Field>
        <SearchButton />
      </form>
      {result ? (
        <DoneBanner testId="ops-refund-result" onDismiss={() => setResult(null)}>
          {t('payments.refunded', {
            order: result.order_sn,
            reversed: money(result.reversed),
            rebates: money(result.rebates_reversed),
          })}
        </DoneBanner>
      ) : null}
      <Panel>
        <PagedView query={orders} empty={t('payments.empty')} page={page} onPage={setPage} found>
          {(data) => (
            <DataTable
              label={t('payments.title')}
              columns={[
                t('payments.order'),
                t('payments.player'),
                numeric(t('payments.amount')),
                numeric(t('payments.bonus')),
                t('payments.method'),
                t('payments.state'),
                t('payments.created'),
                t('payments.paidAt'),
              ]}
              actions
            >
              {data.list.map((o) => (
                <tr key={o.order_sn} className="hover:bg-surface-2/60" data-testid="ops-order-row">
                  <td className={cx(TD, 'font-mono text-[11px]')}>{o.order_sn}</td>
                  <td className={TD}>
                    <PlayerLink id={o.user_id} name={o.user_name} />
                  </td>
                  <td className={cx(TD, NUM, 'text-money')}>{money(o.amount, o.currency)}</td>
                  <td className={cx(TD, NUM)}>{o.bonus ? money(o.bonus, o.currency) : '—'}</td>
                  <td className={cx(TD, 'text-muted')}>{o.method}</td>
                  <td className={TD}>
                    <Chip state={o.state} />
                  </td>
                  <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(o.created_at, tag)}</td>
                  <td className={cx(TD, 'whitespace-nowrap text-muted')}>{when(o.paid_at, tag)}</td>
                  <td className={cx(TD, 'text-right')}>
                    {o.state === 'paid' ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          refund.reset();
                          setRefunding({ order_sn: o.order_sn, amount: o.amount + o.bonus, user: o.user_name });
                        }}
                        data-testid="ops-refund"
                      >
                        {t('payments.refund')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </DataTable>
          )}
        </PagedView>
      </Panel>
      <GiftCards />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={t('payments.refundTitle', { order: refunding?.order_sn ?? '' })}
        body={t('payments.refundBody', { user: refunding?.user ?? '', amount: money(refunding?.amount ?? 0) })}
        confirmLabel={t('payments.refund')}
        pending={refund.isPending}
        disabled={!reasonOk(reason)}
        error={refund.error}
        onConfirm={() =>
          refunding && refund.mutate({ params: { order_sn: refunding.order_sn }, body: { reason: reason.trim() } })
        }
      >
        <ReasonField value={reason} onChange={setReason} className="mt-4" testId="ops-refund-reason" />
      </ConfirmDialog>
    </div>
  );
}
