import type { DepositLimit, LimitPeriod, LimitsResult, SetLimitsBody } from '@dropforge/shared/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { formatAmount } from '../../../lib/money';
import { useSetLimits } from '../api/limits';
import { fieldClass, Panel } from './Panel';
import { useWhen } from './when';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;
const BODY_KEY = { day: 'deposit_day', week: 'deposit_week', month: 'deposit_month' } as const;

const initial = (data: LimitsResult) =>
  Object.fromEntries(data.deposit.map((d) => [d.period, d.limit === null ? '' : String(d.limit)])) as Record<
    LimitPeriod,
    string
  >;

/** The three deposit limits: each with what was deposited in its window, what is left and a pending rise. */
export function DepositLimitsForm({ data }: { data: LimitsResult }) {
  const { t } = useTranslation('limits');
  const uid = useId();
  const save = useSetLimits();
  const [values, setValues] = useState(() => initial(data));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const body: SetLimitsBody = {};
    for (const d of data.deposit) {
      const text = values[d.period].trim().replace(',', '.');
      if (text && (!AMOUNT.test(text) || Number(text) <= 0)) {
        setProblem(t('deposit.invalid'));
        return;
      }
      const value = text ? Number(text) : null;
      if (value === d.limit && !d.pending) continue;
      if (d.pending && value === d.pending.limit) continue;
      body[BODY_KEY[d.period]] = value;
    }
    if (Object.keys(body).length === 0) {
      setProblem(t('deposit.unchanged'));
      return;
    }
    setProblem(null);
    save.mutate(body, {
      onSuccess: (next) => {
        setValues(initial(next));
        setSaved(true);
      },
    });
  };

  return (
    <Panel
      id={`${uid}-deposit`}
      icon="wallet"
      title={t('deposit.title')}
      body={t('deposit.body', { hours: data.increase_hours })}
    >
      <form onSubmit={submit} noValidate className="grid gap-3" data-testid="deposit-limits-form">
        {data.deposit.map((d) => (
          <LimitRow
            key={d.period}
            id={`${uid}-${d.period}`}
            limit={d}
            value={values[d.period]}
            onChange={(value) => {
              setValues((current) => ({ ...current, [d.period]: value }));
              setProblem(null);
              setSaved(false);
            }}
          />
        ))}
        {problem || save.isError ? (
          <p role="alert" className="text-xs font-semibold text-[#ff9a9a]">
            {problem ?? save.error?.message}
          </p>
        ) : saved ? (
          <p role="status" className="text-xs font-semibold text-money">
            {t('deposit.saved')}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending} className="justify-self-start" data-testid="save-limits">
          {t('deposit.save')}
        </Button>
      </form>
    </Panel>
  );
}

function LimitRow({
  id,
  limit,
  value,
  onChange,
}: {
  id: string;
  limit: DepositLimit;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('limits');
  const when = useWhen();
  const share = limit.limit ? Math.min(1, limit.used / limit.limit) : 0;
  return (
    <div className="grid gap-1.5 rounded-lg bg-bg/50 p-2.5 sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-center sm:gap-3">
      <div className="min-w-0">
        <label htmlFor={id} className="flex flex-wrap items-baseline gap-x-2 text-sm font-bold text-text">
          {t(`deposit.${limit.period}`)}
          <span className="font-mono text-xs font-semibold text-muted">
            {limit.limit === null ? t('deposit.none') : formatAmount(limit.limit)}
          </span>
        </label>
        {limit.limit !== null ? (
          <>
            <div
              className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-3"
              role="progressbar"
              aria-label={t(`deposit.${limit.period}`)}
              aria-valuemin={0}
              aria-valuemax={limit.limit}
              aria-valuenow={limit.used}
            >
              <div
                className={cx('h-full rounded-full', share >= 1 ? 'bg-danger' : 'bg-money')}
                style={{ width: `${share * 100}%` }}
              />
            </div>
            <p className="mt-1 text-xs text-muted">
              {t('deposit.used', {
                used: formatAmount(limit.used),
                limit: formatAmount(limit.limit),
                remaining: formatAmount(limit.remaining ?? 0),
              })}
              {limit.resets_at && limit.used > 0 ? ` · ${t('deposit.resets', { at: when(limit.resets_at) })}` : ''}
            </p>
          </>
        ) : limit.used > 0 ? (
          <p className="mt-1 text-xs text-muted">{t('deposit.usedNoLimit', { used: formatAmount(limit.used) })}</p>
        ) : null}
        {limit.pending ? (
          <p
            className="mt-1 flex items-center gap-1.5 text-xs font-semibold text-accent-2"
            data-testid={`pending-${limit.period}`}
          >
            {limit.pending.limit === null
              ? t('deposit.pendingRemove', { at: when(limit.pending.effective_at) })
              : t('deposit.pendingTo', {
                  limit: formatAmount(limit.pending.limit),
                  at: when(limit.pending.effective_at),
                })}
          </p>
        ) : null}
      </div>
      <div className="relative">
        <span aria-hidden className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-subtle">
          $
        </span>
        <input
          id={id}
          name={BODY_KEY[limit.period]}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          placeholder={t('deposit.placeholder')}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={cx(fieldClass, 'pl-6 font-mono placeholder:font-sans')}
          data-testid={`limit-${limit.period}`}
        />
      </div>
    </div>
  );
}
