import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import type { OpsResult } from './api';
import { money, when } from './format';
import { GiftCards } from './GiftCards';
import { useOpsMutation, useOpsQuery, usePageCount } from './hooks';
import {
  Chip,
  ConfirmDialog,
  Field,
  INPUT,
  Input,
  NUM,
  PageNav,
  Panel,
  QueryView,
  ScreenTitle,
  TableWrap,
  TD,
  TH,
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
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const orders = useOpsQuery(
    'orders',
    { query: { state: state || undefined, q: q || undefined, page } },
    { keepPrevious: true },
  );
  const pages = usePageCount(orders.data);
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

  const search = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setQ(text.trim());
  };

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
        <Button type="submit" variant="secondary">
          <Icon name="search" />
          {t('search')}
        </Button>
      </form>
      {result ? (
        <output
          className="flex flex-wrap items-center gap-3 rounded-xl border border-money/40 bg-money/10 px-3 py-2 text-sm"
          data-testid="ops-refund-result"
        >
          <Icon name="check" className="text-money" />
          {t('payments.refunded', {
            order: result.order_sn,
            reversed: money(result.reversed),
            rebates: money(result.rebates_reversed),
          })}
          <button type="button" className="ml-auto text-muted hover:text-text" onClick={() => setResult(null)}>
            <Icon name="close" />
            <span className="sr-only">{t('dismiss')}</span>
          </button>
        </output>
      ) : null}
      <Panel>
        <QueryView query={orders} empty={t('payments.empty')} isEmpty={(d) => d.list.length === 0}>
          {(data) => (
            <>
              <p className="mb-2 text-xs text-muted">{t('found', { n: data.total })}</p>
              <TableWrap label={t('payments.title')}>
                <thead>
                  <tr>
                    <th className={TH}>{t('payments.order')}</th>
                    <th className={TH}>{t('payments.player')}</th>
                    <th className={cx(TH, NUM)}>{t('payments.amount')}</th>
                    <th className={cx(TH, NUM)}>{t('payments.bonus')}</th>
                    <th className={TH}>{t('payments.method')}</th>
                    <th className={TH}>{t('payments.state')}</th>
                    <th className={TH}>{t('payments.created')}</th>
                    <th className={TH}>{t('payments.paidAt')}</th>
                    <th className={TH}>
                      <span className="sr-only">{t('actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((o) => (
                    <tr key={o.order_sn} className="hover:bg-surface-2/60" data-testid="ops-order-row">
                      <td className={cx(TD, 'font-mono text-[11px]')}>{o.order_sn}</td>
                      <td className={TD}>
                        <Link
                          to={`/ops/players/${o.user_id}`}
                          className="font-bold hover:text-accent-2 hover:underline"
                        >
                          {o.user_name}
                        </Link>
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
                </tbody>
              </TableWrap>
              <PageNav page={page} pages={pages} onPage={setPage} />
            </>
          )}
        </QueryView>
      </Panel>
      <GiftCards />
      <ConfirmDialog
        open={refunding !== null}
        onOpenChange={(open) => !open && setRefunding(null)}
        title={t('payments.refundTitle', { order: refunding?.order_sn ?? '' })}
        body={t('payments.refundBody', { user: refunding?.user ?? '', amount: money(refunding?.amount ?? 0) })}
        confirmLabel={t('payments.refund')}
        pending={refund.isPending}
        disabled={reason.trim().length < 3}
        error={refund.error}
        onConfirm={() =>
          refunding && refund.mutate({ params: { order_sn: refunding.order_sn }, body: { reason: reason.trim() } })
        }
      >
        <Field label={t('reason')} className="mt-4">
          <Input
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            maxLength={300}
            data-testid="ops-refund-reason"
          />
        </Field>
      </ConfirmDialog>
    </div>
  );
}
