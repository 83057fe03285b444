import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/Button';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { type Turntable, useTurntableRewards, useTurntables } from '../../features/events/api/turntable';
import { TurntablePanel } from '../../features/events/components/TurntablePanel';
import { TurntableRewards } from '../../features/events/components/TurntableRewards';
import { TurntableTasks } from '../../features/events/components/TurntableTasks';
import { formatAmount } from '../../lib/money';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

/** The chances balance and the ways to earn more: deposits and today's tasks. */
function Earn({ turntable, signedIn }: { turntable: Turntable; signedIn: boolean }) {
  const { t } = useTranslation('turntable');
  const perDeposit = turntable.chances.per_deposit;
  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-[#8847ff]/20 via-surface to-surface p-4"
      aria-labelledby="turntable-earn"
      data-testid="turntable-chances"
    >
      <div className="flex items-center justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('balance')}</p>
          <p className="font-display text-4xl font-extrabold tabular-nums" data-testid="turntable-balance">
            {signedIn ? turntable.chances.balance : '—'}
          </p>
          <p className="text-xs text-muted">{turntable.chances.name}</p>
        </div>
        <span className="grid size-14 place-items-center rounded-2xl bg-[#8847ff]/25 text-3xl text-[#c9b3ff]">
          <Icon name="wheel" />
        </span>
      </div>
      <h2 id="turntable-earn" className="mt-4 font-display text-sm font-bold uppercase tracking-wide">
        {t('earn.title')}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {perDeposit ? (
          <li className="flex items-center gap-2">
            <Icon name="wallet" className="shrink-0 text-money" />
            <span className="flex-1">{t('earn.deposit', { amount: formatAmount(perDeposit) })}</span>
            <Link to="/pay" className={buttonClass('money', 'sm')} data-testid="turntable-deposit">
              {t('earn.depositAction')}
            </Link>
          </li>
        ) : null}
        {turntable.chances.per_stake ? (
          <li className="flex items-center gap-2">
            <Icon name="dice" className="shrink-0 text-accent-2" />
            {t('earn.stake', { amount: formatAmount(turntable.chances.per_stake) })}
          </li>
        ) : null}
        {turntable.tasks.length > 0 ? (
          <li className="flex items-center gap-2">
            <Icon name="target" className="shrink-0 text-[#8ab4ff]" />
            {t('earn.tasks')}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** `/turntable`: the web turntable — chances from deposits and daily tasks, each spent on a provably fair spin. */
export default function TurntablePage() {
  const { t } = useTranslation('turntable');
  useDocumentTitle(t('title'));
  const { status, profile } = useUser();
  const userId = profile?.id ?? null;
  const list = useTurntables(userId);
  const turntable = list.data?.list[0];
  const rewards = useTurntableRewards(turntable?.id, userId);
  const signedIn = status !== 'anon';

  return (
    <div className="space-y-5" data-testid="turntable-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#d32ce6]/20 text-xl text-[#f08cff]">
            <Icon name="wheel" />
          </span>
          {turntable?.title ?? t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{turntable?.description ?? t('subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('signIn')}
          onAction={() => requestSignIn()}
          testId="turntable-sign-in"
        />
      ) : null}
      {list.isPending || (turntable && rewards.isPending) ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
          <Skeleton className="aspect-square max-h-[560px] rounded-[var(--radius-card)]" />
          <Skeleton className="h-80 rounded-[var(--radius-card)]" />
        </div>
      ) : list.isError || rewards.isError ? (
        <ErrorState
          title={t('error')}
          body={(list.error ?? rewards.error)?.message}
          retryLabel={t('retry')}
          onRetry={() => void (list.isError ? list.refetch() : rewards.refetch())}
        />
      ) : !turntable || !rewards.data ? (
        <EmptyState title={t('empty')} />
      ) : (
        <>
          <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_360px]">
            <TurntablePanel turntable={turntable} rewards={rewards.data.list} signedIn={signedIn} />
            <div className="space-y-4">
              <Earn turntable={turntable} signedIn={signedIn} />
              <TurntableTasks id={turntable.id} tasks={turntable.tasks} />
            </div>
          </div>
          <TurntableRewards rewards={rewards.data} />
        </>
      )}
    </div>
  );
}
