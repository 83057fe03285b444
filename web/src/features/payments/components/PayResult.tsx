import type { Profile } from '@dropforge/shared/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { payHref } from '../../../lib/pay-return';
import { LOGIN_PULL_EVENT } from '../../../lib/user';
import { type Order, useOrder } from '../api/payments';
import { ResultDetails } from './ResultDetails';

/** Polling stops after 60 s of "pending"; the player may check again (the ws event still lands). */
const POLL_LIMIT_MS = 60_000;

type View = Order['state'] | 'unknown' | 'loading';

const LOOK: Record<Exclude<View, 'loading'>, { icon: IconName; ring: string; glow: string }> = {
  pending: { icon: 'clock', ring: 'border-info/50 text-[#8cc6ff]', glow: 'bg-info/20' },
  paid: { icon: 'check', ring: 'border-money text-money bg-money/15', glow: 'bg-money/35' },
  declined: { icon: 'alert', ring: 'border-danger/70 text-[#ff8d8d] bg-danger/10', glow: 'bg-danger/20' },
  cancelled: { icon: 'close', ring: 'border-line-strong text-muted bg-surface-3', glow: 'bg-surface-3' },
  refunded: { icon: 'refresh', ring: 'border-line-strong text-muted bg-surface-3', glow: 'bg-surface-3' },
  unknown: { icon: 'info', ring: 'border-line-strong text-muted bg-surface-3', glow: 'bg-surface-3' },
};

/**
 * `/pay/result` body: pending (spinner, polls every second for up to 60 s, or the ws deposit
 * event), then success with the amounts and the new balance, or a clear failure with Try again.
 */
export function PayResult({
  orderSn,
  profile,
  returnTo,
}: {
  orderSn: string;
  profile: Profile | null;
  returnTo: string | null;
}) {
  const { t } = useTranslation('pay');
  const [round, setRound] = useState(0);
  const [expired, setExpired] = useState(false);
  const query = useOrder(orderSn, !expired);
  const order = query.data;
  const view: View = !orderSn || (query.isError && !order) ? 'unknown' : order ? order.state : 'loading';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round restarts the 60 s window
  useEffect(() => {
    setExpired(false);
    const timer = setTimeout(() => setExpired(true), POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  // Once paid, make sure the shown balances are the credited ones (even if the ws event was missed).
  useEffect(() => {
    if (view === 'paid') window.dispatchEvent(new CustomEvent(LOGIN_PULL_EVENT));
  }, [view]);

  if (view === 'loading') {
    return <Frame view="pending" title={t('result.pending.title')} body={t('result.pending.body')} spinning />;
  }
  if (view === 'unknown') {
    const notFound = !orderSn || (isApiError(query.error) && query.error.code !== 0);
    return (
      <Frame
        view="unknown"
        title={t('result.unknown.title')}
        body={notFound ? t('result.unknown.body') : (query.error?.message ?? '')}
      >
        <ButtonLink to="/pay" size="lg">
          <Icon name="wallet" />
          {t('result.newTopUp')}
        </ButtonLink>
      </Frame>
    );
  }
  if (!order) return null;
  const retry = payHref({
    amount: order.amount,
    shopScore: order.currency === 'shop_score',
    returnTo: returnTo ?? undefined,
  });

  if (view === 'pending') {
    return (
      <Frame
        view="pending"
        title={t('result.pending.title')}
        body={expired ? t('result.pending.slow') : t('result.pending.body')}
        spinning={!expired}
      >
        {expired ? (
          <Button
            size="lg"
            variant="secondary"
            onClick={() => {
              setRound((r) => r + 1);
              void query.refetch();
            }}
          >
            <Icon name="refresh" />
            {t('result.pending.check')}
          </Button>
        ) : null}
      </Frame>
    );
  }
  if (view === 'paid') {
    const shop = order.currency === 'shop_score';
    const total = order.amount + order.bonus;
    return (
      <Frame view="paid" title={t('result.paid.title')} body={t('result.paid.body')}>
        <p className="-mt-2 mb-1 font-display text-5xl font-bold text-money tabular motion-safe:animate-pop sm:text-6xl">
          +{formatAmount(total, shop ? '' : '$')}
          {shop ? <Icon name="token" className="ml-2 inline align-[-0.1em] text-4xl text-contraband" /> : null}
        </p>
        <ResultDetails order={order} profile={profile} />
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={returnTo ?? '/'} size="lg" data-testid="pay-result-back">
            <Icon name={returnTo ? 'arrowRight' : 'box'} />
            {returnTo ? t('result.back') : t('result.home')}
          </ButtonLink>
          <ButtonLink to="/my/history?type=deposit" size="lg" variant="secondary">
            <Icon name="history" />
            {t('result.history')}
          </ButtonLink>
        </div>
      </Frame>
    );
  }
  return (
    <Frame view={view} title={t(`result.${view}.title`)} body={t(`result.${view}.body`)}>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to={retry} size="lg" data-testid="pay-result-retry">
          <Icon name="refresh" />
          {t('result.tryAgain')}
        </ButtonLink>
        {returnTo ? (
          <ButtonLink to={returnTo} size="lg" variant="secondary">
            {t('result.back')}
          </ButtonLink>
        ) : null}
      </div>
    </Frame>
  );
}

function Frame({
  view,
  title,
  body,
  spinning,
  children,
}: {
  view: Exclude<View, 'loading'>;
  title: string;
  body: string;
  spinning?: boolean;
  children?: ReactNode;
}) {
  const look = LOOK[view];
  return (
    <section
      data-testid="pay-result-state"
      data-state={view}
      aria-live="polite"
      className={cx(
        'relative mx-auto max-w-xl overflow-hidden rounded-2xl border bg-surface px-5 py-10 text-center sm:px-10 sm:py-12',
        view === 'paid' ? 'border-money/40' : 'border-line',
      )}
    >
      <div
        aria-hidden="true"
        className={cx(
          'pointer-events-none absolute -top-28 left-1/2 size-80 -translate-x-1/2 rounded-full blur-3xl',
          look.glow,
        )}
      />
      {view === 'paid' ? (
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-40 left-1/2 size-[32rem] -translate-x-1/2 rounded-full opacity-40 motion-safe:animate-spin-slow"
          style={{
            background: 'repeating-conic-gradient(from 0deg, rgb(62 224 137 / 0.18) 0deg 6deg, transparent 6deg 24deg)',
            maskImage: 'radial-gradient(circle, black 20%, transparent 65%)',
          }}
        />
      ) : null}
      <div className="relative flex flex-col items-center">
        <span className="relative grid size-24 place-items-center">
          {spinning ? (
            <span
              aria-hidden="true"
              className="absolute inset-0 rounded-full border-4 border-info/20 border-t-info motion-safe:animate-spin"
            />
          ) : null}
          <span
            className={cx(
              'grid size-20 place-items-center rounded-full border-2 text-4xl',
              look.ring,
              view === 'paid' && 'shadow-[0_0_50px_-6px_var(--color-money)] motion-safe:animate-pop',
            )}
          >
            <Icon name={look.icon} strokeWidth={view === 'paid' ? 3 : 2} />
          </span>
        </span>
        <h1 className="mt-5 font-display text-3xl font-bold uppercase tracking-wide sm:text-4xl">{title}</h1>
        <p className="mt-2 mb-6 max-w-md text-sm text-muted sm:text-base">{body}</p>
        {children}
      </div>
    </section>
  );
}
