import { toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast-store';
import { formatDollars } from '../../../lib/money';
import { COUPONS_KEY } from '../../../lib/queries';
import { pickTopupCoupon, useTopupCoupons } from '../api/coupons';
import { useMethods, useRecharge } from '../api/payments';
import { type AmountProblem, amountProblem, parseInput, quote } from '../lib/quote';
import { AmountPicker } from './AmountPicker';
import { CountrySelect } from './CountrySelect';
import { CouponChoice } from './CouponChoice';
import { MethodPicker } from './MethodPicker';
import { PaySummary } from './PaySummary';

const SECTION = 'rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5';

function StepTitle({ step, title, action }: { step: number; title: string; action?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h2 className="flex items-center gap-2.5 font-display text-lg font-bold uppercase tracking-wide sm:text-xl">
        <span className="grid size-7 place-items-center rounded-md bg-accent/15 text-sm text-accent-2 tabular">
          {step}
        </span>
        {title}
      </h2>
      {action}
    </div>
  );
}

/** Where a created order continues: the hosted checkout is outside the SPA (full page load). */
function isInApp(url: string): boolean {
  return /^\/pay\/result(\?|$)/.test(url);
}

/**
 * The top-up form (spec §1, issue 4): method and country, preset or custom amount, gift card code,
 * bonus and fee before paying. One request at a time; the page then leaves for the processor.
 */
export function PayForm({
  initialAmount,
  shopScore,
  defaultCountry,
  localeTag,
  signedIn,
  askedCoupon,
}: {
  initialAmount: string;
  shopScore: boolean;
  defaultCountry: string;
  localeTag: string;
  signedIn: boolean;
  /** `?coupon=`: the top-up coupon the player chose on the coupons page. */
  askedCoupon?: number;
}) {
  const { t } = useTranslation('pay');
  const navigate = useNavigate();
  const codeId = useId();
  const [country, setCountry] = useState(defaultCountry);
  const [methodId, setMethodId] = useState('');
  const [amountText, setAmountText] = useState(initialAmount);
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(initialAmount !== '');
  const [leaving, setLeaving] = useState(false);
  const methods = useMethods(country);
  const recharge = useRecharge();
  const client = useQueryClient();
  const coupons = useTopupCoupons(signedIn);
  const [couponOn, setCouponOn] = useState(true);

  const list = methods.data?.methods ?? [];
  const method = list.find((m) => m.id === methodId) ?? list[0];
  // A country change may drop the chosen method: fall back to the first one offered.
  useEffect(() => {
    if (list.length > 0 && !list.some((m) => m.id === methodId)) setMethodId(list[0]?.id ?? '');
  }, [list, methodId]);

  const bonusRate = methods.data?.bonus_rate ?? 0;
  const amount = parseInput(amountText);
  const problem = amountProblem(amount, {
    minRecharge: methods.data?.min_recharge ?? 0,
    min: method?.min,
    max: method?.max,
  });
  const shown = useMemo(
    () => (amount !== null && amount > 0 ? quote(amount, bonusRate, method?.fee_rate ?? 0) : null),
    [amount, bonusRate, method?.fee_rate],
  );
  const giftcard = method?.kind === 'giftcard';
  // A ready top-up coupon the amount reaches is added when the order is paid (not with gift cards; the player may untick it).
  const coupon = giftcard ? undefined : pickTopupCoupon(coupons.data?.list ?? [], amount ?? 0, askedCoupon);
  const couponAmount = coupon && couponOn ? coupon.amount : 0;

  const problemText = (p: AmountProblem): string =>
    p.kind === 'min'
      ? t('amount.min', { min: formatDollars(p.min) })
      : p.kind === 'max'
        ? t('amount.max', { max: formatDollars(p.max) })
        : t('amount.empty');

  const busy = recharge.isPending || leaving;
  function pay() {
    if (busy || !method) return;
    setTouched(true);
    if (problem) {
      toast.error(problemText(problem));
      return;
    }
    if (giftcard && code.trim() === '') {
      toast.error(t('giftcard.required'));
      return;
    }
    recharge.mutate(
      {
        amount: toAmount(amount ?? ZERO_MILLI),
        payment_id: method.id,
        country,
        ...(shopScore ? { od: 1 as const } : {}),
        ...(giftcard ? { code: code.trim() } : {}),
        ...(couponAmount > 0 && coupon ? { coupon_id: coupon.id } : {}),
      },
      {
        onSuccess: ({ pay_url }) => {
          if (couponAmount > 0) void client.invalidateQueries({ queryKey: COUPONS_KEY });
          setLeaving(true);
          if (isInApp(pay_url)) navigate(pay_url);
          else window.location.assign(pay_url);
        },
      },
    );
  }

  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_360px] xl:grid-cols-[minmax(0,1fr)_400px]">
      <div className="space-y-4">
        <section className={SECTION} aria-busy={methods.isPending || undefined}>
          <StepTitle
            step={1}
            title={t('method.title')}
            action={<CountrySelect value={country} onChange={setCountry} localeTag={localeTag} />}
          />
          {methods.isPending ? (
            <div className="grid gap-2.5 sm:grid-cols-3">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-28 rounded-xl" />
              ))}
            </div>
          ) : (
            <MethodPicker methods={list} value={method?.id ?? ''} onChange={setMethodId} />
          )}
        </section>
        <section className={SECTION}>
          <StepTitle step={2} title={t('amount.title')} />
          <AmountPicker
            value={amountText}
            onChange={(text) => {
              setAmountText(text);
              setTouched(true);
            }}
            error={touched && problem && methods.data ? problemText(problem) : null}
          />
          {giftcard ? (
            <div className="mt-4 rounded-xl border border-contraband/35 bg-contraband/5 p-4">
              <label
                htmlFor={codeId}
                className="mb-1.5 block text-xs font-bold uppercase tracking-wider text-contraband"
              >
                {t('giftcard.label')}
              </label>
              <input
                id={codeId}
                data-testid="pay-giftcard-code"
                autoComplete="off"
                spellCheck={false}
                value={code}
                maxLength={64}
                placeholder={t('giftcard.placeholder')}
                onChange={(event) => setCode(event.target.value)}
                className="h-12 w-full rounded-lg border border-line-strong bg-bg-2 px-3 font-mono text-base tracking-wider text-text uppercase outline-none transition placeholder:text-subtle focus:border-contraband"
              />
              <p className="mt-2 text-xs text-muted">{t('giftcard.hint')}</p>
            </div>
          ) : null}
          {coupon ? <CouponChoice coupon={coupon} on={couponOn} onChange={setCouponOn} /> : null}
        </section>
      </div>
      <PaySummary
        quote={shown}
        coupon={couponAmount}
        bonusRate={bonusRate}
        method={method}
        shopScore={shopScore}
        busy={busy}
        disabled={!method}
        onPay={pay}
      />
    </div>
  );
}
