import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { formatDollars } from '../../../lib/money';
import type { PaymentMethod } from '../api/payments';
import { ratePercent } from '../lib/quote';

const KIND_ICON: Record<PaymentMethod['kind'], IconName> = { card: 'card', giftcard: 'gift', crypto: 'bitcoin' };
const KIND_TINT: Record<PaymentMethod['kind'], string> = {
  card: 'text-[#8cc6ff] bg-info/12 border-info/35',
  giftcard: 'text-contraband bg-contraband/12 border-contraband/35',
  crypto: 'text-accent-2 bg-accent/12 border-accent/35',
};

/** Method cards (card / gift card / crypto) with their limits and fee; a radio group. */
export function MethodPicker({
  methods,
  value,
  onChange,
}: {
  methods: PaymentMethod[];
  value: string;
  onChange: (id: string) => void;
}) {
  const { t } = useTranslation('pay');
  const baseId = useId();
  if (methods.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-surface-2 px-4 py-6 text-center text-sm text-muted">
        {t('method.none')}
      </p>
    );
  }
  return (
    <fieldset className="grid gap-2.5 sm:grid-cols-[repeat(auto-fit,minmax(210px,1fr))]">
      <legend className="sr-only">{t('method.title')}</legend>
      {methods.map((method) => {
        const selected = method.id === value;
        return (
          <label
            key={method.id}
            htmlFor={`${baseId}-${method.id}`}
            data-testid={`pay-method-${method.id}`}
            data-selected={selected || undefined}
            className={cx(
              'group relative flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-left transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-2 sm:flex-col sm:items-start sm:p-4',
              selected
                ? 'border-accent bg-accent/10 shadow-[0_0_0_1px_var(--color-accent),0_10px_30px_-18px_var(--color-accent)]'
                : 'border-line-strong bg-surface-2 hover:border-[#45557a] hover:bg-surface-3',
            )}
          >
            <input
              id={`${baseId}-${method.id}`}
              type="radio"
              name="payment-method"
              value={method.id}
              checked={selected}
              onChange={() => onChange(method.id)}
              className="sr-only"
            />
            <span
              className={cx(
                'grid size-10 shrink-0 place-items-center rounded-lg border text-xl',
                KIND_TINT[method.kind],
              )}
            >
              <Icon name={KIND_ICON[method.kind]} />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-[11px] font-bold uppercase tracking-wider text-subtle">
                {t(`method.kind.${method.kind}`)}
              </span>
              <span className="block truncate font-bold text-text">
                {t(`method.names.${method.id}`, { defaultValue: method.name })}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted tabular">
                {t('method.range', { min: formatDollars(method.min), max: formatDollars(method.max) })}
                <span
                  className={cx(
                    'rounded px-1.5 py-px text-[10px] font-bold uppercase',
                    method.fee_rate > 0 ? 'bg-accent/15 text-accent-2' : 'bg-money/12 text-money',
                  )}
                >
                  {method.fee_rate > 0 ? t('method.fee', { rate: ratePercent(method.fee_rate) }) : t('method.noFee')}
                </span>
              </span>
            </span>
            <span
              aria-hidden="true"
              className={cx(
                'absolute top-3 right-3 grid size-5 place-items-center rounded-full border text-xs transition',
                selected ? 'border-accent bg-accent text-accent-ink' : 'border-line-strong text-transparent',
              )}
            >
              <Icon name="check" strokeWidth={3} />
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
