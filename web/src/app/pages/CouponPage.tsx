import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useCoupons, useOffers } from '../../features/events/api/groupgrab';
import { CouponList } from '../../features/events/components/group-grab/CouponList';
import { formatAmount } from '../../lib/money';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** `/event/coupon`: the group-grab offers and the player's coupons (receive won ones; ready ones apply at a case open). */
export default function CouponPage() {
  const { t } = useTranslation('groupgrab');
  useDocumentTitle(t('coupons'));
  const { status, profile } = useUser();
  const userId = status === 'ready' ? (profile?.id ?? null) : null;
  const offers = useOffers(userId);
  const coupons = useCoupons(userId !== null);

  return (
    <div className="space-y-5" data-testid="coupon-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-contraband/20 text-xl text-contraband">
            <Icon name="ticket" />
          </span>
          {t('coupons')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('couponsSubtitle')}</p>
      </header>
      <section className="grid gap-3 md:grid-cols-2">
        {offers.isPending ? (
          <Skeleton className="h-28 rounded-[var(--radius-card)]" />
        ) : (
          (offers.data?.list ?? []).map((o) => (
            <article
              key={o.key}
              className="flex items-center gap-4 rounded-[var(--radius-card)] border border-accent/40 bg-gradient-to-r from-accent/15 to-surface p-4"
            >
              <img src={o.picture} alt="" className="h-16 w-28 shrink-0 rounded-lg object-cover" />
              <div className="min-w-0 flex-1">
                <h2 className="font-display font-bold uppercase">{o.title}</h2>
                <p className="text-xs text-muted">
                  {t('offerLine', { count: o.slots - 1, amount: formatAmount(o.reward.amount) })}
                </p>
              </div>
              <ButtonLink to="/event/groupgrab" size="sm">
                {o.mine?.state === 'open' ? t('toRoom') : t('attend')}
              </ButtonLink>
            </article>
          ))
        )}
      </section>
      <h2 className="font-display text-lg font-bold uppercase tracking-wide">{t('myCoupons')}</h2>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guestTitle')}
          body={t('guestBody')}
          action={t('signIn')}
          onAction={() => requestSignIn()}
        />
      ) : coupons.isPending ? (
        <Skeleton className="h-28 rounded-[var(--radius-card)]" />
      ) : coupons.isError ? (
        <ErrorState
          title={t('error')}
          body={coupons.error.message}
          retryLabel={t('retry')}
          onRetry={() => void coupons.refetch()}
        />
      ) : coupons.data.list.length === 0 ? (
        <EmptyState icon="ticket" title={t('noCoupons')} body={t('noCouponsBody')} />
      ) : (
        <CouponList list={coupons.data.list} />
      )}
    </div>
  );
}
