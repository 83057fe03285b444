import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { PaymentMethod } from '../api/payments';
import { type Quote, ratePercent } from '../lib/quote';

function Row({ label, value, tone, note }: { label: ReactNode; value: string; tone?: string; note?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1.5">
      <dt className="text-sm text-muted">
        {label}
        {note ? <span className="block text-[11px] text-subtle">{note}</span> : null}
      </dt>
      <dd className={`text-sm font-bold tabular ${tone ?? 'text-text'}`}>{value}</dd>
    </div>
  );
}

/**
 * Fee and bonus before paying (issue 4): recharge, +bonus, what the account receives, and for
 * crypto the handling fee and the total charged, shown apart because the fee is not recharged.
 */
export function PaySummary({
  quote,
  coupon = 0,
  bonusRate,
  method,
  shopScore,
  busy,
  disabled,
  onPay,
}: {
  quote: Quote | null;
  /** USD a top-up coupon adds (0: none). */
  coupon?: number;
  bonusRate: number;
  method: PaymentMethod | undefined;
  shopScore: boolean;
  busy: boolean;
  disabled?: boolean;
  onPay: () => void;
}) {
  const { t } = useTranslation('pay');
  const money = (milli: number | undefined) => formatAmount((milli ?? 0) / 1000, shopScore ? '' : '$');
  const hasFee = (method?.fee_rate ?? 0) > 0;
  const giftcard = method?.kind === 'giftcard';
  const payLabel = giftcard
    ? t('summary.redeem')
    : t('summary.pay', { amount: formatAmount((quote?.charge ?? 0) / 1000) });
  return (
    <section
      aria-labelledby="pay-summary"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-5 lg:sticky lg:top-24"
    >
      <h2 id="pay-summary" className="font-display text-xl font-bold uppercase tracking-wide">
        {t('summary.title')}
      </h2>
      <dl className="mt-3 divide-y divide-line/60">
        <Row label={t('summary.recharge')} value={formatAmount((quote?.amount ?? 0) / 1000)} />
        <Row
          label={
            <span className="inline-flex items-center gap-1.5">
              <Icon name="sparkle" className="text-money" />
              {t('summary.bonus', { rate: ratePercent(bonusRate) })}
            </span>
          }
          value={`+${money(quote?.bonus)}`}
          tone="text-money"
        />
        {coupon > 0 ? (
          <Row
            label={
              <span className="inline-flex items-center gap-1.5" data-testid="pay-summary-coupon">
                <Icon name="ticket" className="text-contraband" />
                {t('summary.coupon')}
              </span>
            }
            value={`+${money(coupon * 1000)}`}
            tone="text-contraband"
          />
        ) : null}
      </dl>
      <div className="mt-3 rounded-xl border border-money/35 bg-gradient-to-br from-money/15 to-money/5 p-4">
        <p className="text-xs font-bold uppercase tracking-wider text-money">{t('summary.receive')}</p>
        <p className="mt-1 flex items-center gap-2 font-display text-4xl font-bold text-text tabular">
          {shopScore ? <Icon name="token" className="text-3xl text-contraband" /> : null}
          <span data-testid="pay-receive">{money(quote ? quote.receive + coupon * 1000 : undefined)}</span>
        </p>
        <p className="mt-0.5 text-xs text-muted">
          {shopScore ? t('summary.receiveShop') : t('summary.receiveBalance')}
        </p>
      </div>
      {hasFee && method ? (
        <dl className="mt-3 rounded-xl border border-accent/30 bg-accent/5 px-3 py-1">
          <Row
            label={t('summary.fee', { rate: ratePercent(method.fee_rate) })}
            note={t('summary.feeNote')}
            value={`+${formatAmount((quote?.fee ?? 0) / 1000)}`}
            tone="text-accent-2"
          />
          <div className="border-t border-accent/20">
            <Row label={t('summary.total')} value={formatAmount((quote?.charge ?? 0) / 1000)} />
          </div>
        </dl>
      ) : null}
      <Button
        size="lg"
        variant="money"
        className="mt-4 w-full"
        data-testid="pay-submit"
        disabled={busy || disabled}
        aria-busy={busy || undefined}
        onClick={onPay}
      >
        {busy ? (
          <>
            <span
              aria-hidden="true"
              className="size-4 rounded-full border-2 border-[#04220f]/30 border-t-[#04220f] motion-safe:animate-spin"
            />
            {t('summary.processing')}
          </>
        ) : (
          <>
            <Icon name={giftcard ? 'gift' : 'lock'} />
            {payLabel}
          </>
        )}
      </Button>
      <p className="mt-3 flex gap-2 text-xs leading-relaxed text-subtle">
        <Icon name="shield" className="mt-0.5 shrink-0 text-money" />
        {t('summary.secure')}
      </p>
    </section>
  );
}
