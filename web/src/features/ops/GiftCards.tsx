import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { CodesOnce } from './CodesOnce';
import { count, money, when } from './format';
import { useOpsMutation, useOpsQuery } from './hooks';
import { fits, numberOf } from './promo-lib';
import { UsageBar } from './promo-ui';
import { DataTable, NUM, numeric, TD } from './table';
import { ErrorText, Field, Input, Panel, QueryView, useLocaleTag } from './ui';

/** Gift-card batches (under Payments): what each batch is worth and how much was redeemed, and a new batch. */
export function GiftCards() {
  const { t } = useTranslation('ops');
  const tag = useLocaleTag();
  const batches = useOpsQuery('giftCardBatches');
  const [batch, setBatch] = useState('');
  const [number, setNumber] = useState('10');
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [made, setMade] = useState<{ batch: string; codes: string[] } | null>(null);
  const create = useOpsMutation('createGiftCards', {
    refresh: ['giftCardBatches'],
    onSuccess: (data) => {
      setMade(data);
      setBatch('');
      setAmount('');
      setTried(false);
    },
  });
  const cards = numberOf(number);
  const value = numberOf(amount);
  const nameOk = batch.trim().length >= 1 && batch.trim().length <= 64;
  const cardsOk = cards !== undefined && fits(cards, 1, 1000, true);
  const valueOk = value !== undefined && fits(value, 0.01, 10_000);
  const body =
    nameOk && cardsOk && valueOk && cards !== undefined && value !== undefined
      ? { batch: batch.trim(), count: cards, amount: value }
      : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (body) create.mutate({ body });
  };

  return (
    <Panel title={t('promo.gift.title')} testId="ops-giftcards">
      <QueryView query={batches} skeleton="h-24" empty={t('promo.gift.empty')} isEmpty={(d) => d.list.length === 0}>
        {(data) => (
          <DataTable
            label={t('promo.gift.title')}
            columns={[
              t('promo.gift.batch'),
              numeric(t('promo.gift.amount')),
              t('promo.gift.redeemed'),
              numeric(t('promo.gift.value')),
              t('promo.gift.createdBy'),
            ]}
          >
            {data.list.map((b) => (
              <tr key={b.batch} className="hover:bg-surface-2/60" data-testid="ops-giftcard-row">
                <td className={cx(TD, 'max-w-[14rem] truncate font-bold text-text')} title={b.batch}>
                  {b.batch}
                </td>
                <td className={cx(TD, NUM, 'text-money')}>{money(b.amount)}</td>
                <td className={TD}>
                  <UsageBar used={b.redeemed} total={b.count} />
                </td>
                <td className={cx(TD, NUM)}>
                  {money(b.amount * b.count)}
                  <span className="block text-[11px] text-subtle">
                    {t('promo.gift.left', { amount: money(b.amount * Math.max(0, b.count - b.redeemed)) })}
                  </span>
                </td>
                <td className={cx(TD, 'whitespace-nowrap text-muted')}>
                  {b.created_by}
                  <span className="block text-[11px] text-subtle">{when(b.created_at, tag)}</span>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
      <form onSubmit={submit} className="mt-4 border-t border-line pt-4" noValidate data-testid="ops-giftcards-form">
        <h3 className="mb-2 text-[11px] font-bold uppercase tracking-wider text-accent-2">{t('promo.gift.new')}</h3>
        <div className="flex flex-wrap items-start gap-3">
          <Field label={t('promo.gift.batch')} className="w-56 max-w-full">
            <Input
              value={batch}
              onChange={(e) => setBatch(e.target.value)}
              maxLength={64}
              aria-invalid={tried && !nameOk}
              data-testid="ops-giftcards-batch"
            />
          </Field>
          <Field label={t('promo.gift.count')} hint={t('promo.range', { min: 1, max: 1000 })} className="w-32">
            <Input
              inputMode="numeric"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              aria-invalid={(tried || number !== '') && !cardsOk}
              data-testid="ops-giftcards-count"
            />
          </Field>
          <Field
            label={t('promo.gift.amountUsd')}
            hint={t('promo.range', { min: money(0.01), max: money(10_000) })}
            className="w-32"
          >
            <Input
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              placeholder="25.00"
              aria-invalid={(tried || amount !== '') && !valueOk}
              data-testid="ops-giftcards-amount"
            />
          </Field>
          {/* Level with the inputs, under their labels. */}
          <div className="pt-5">
            <Button type="submit" variant="money" disabled={create.isPending} data-testid="ops-giftcards-create">
              <Icon name="card" />
              {create.isPending ? t('working') : t('promo.gift.create')}
            </Button>
          </div>
        </div>
        <p className="mt-2 text-sm text-muted empty:hidden" aria-live="polite">
          {cardsOk && valueOk && cards && value
            ? t('promo.gift.total', { n: count(cards, tag), amount: money(value), total: money(cards * value) })
            : null}
        </p>
        <ErrorText error={create.error} />
      </form>
      <CodesOnce
        title={t('promo.gift.madeTitle')}
        name={made?.batch ?? ''}
        codes={made?.codes ?? null}
        onClose={() => setMade(null)}
      />
    </Panel>
  );
}
