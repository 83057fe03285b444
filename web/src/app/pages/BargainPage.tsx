import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/Button';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useBargain, useMyBargains } from '../../features/events/api/social';
import { BargainHome } from '../../features/events/components/BargainHome';
import { BargainPanel } from '../../features/events/components/BargainPanel';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

const ID = /^[a-z0-9]{8,24}$/;

/**
 * `/event/bargain` (spec §1 help-a-friend discounts): without `id` the player's bargains and the cases to ask for;
 * `?id=` one bargain, which a friend opened from the shared link (visitors see it and are asked to sign in to help).
 */
export default function BargainPage() {
  const { t } = useTranslation('social');
  useDocumentTitle(t('bargain.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const raw = params.get('id');
  const id = raw && ID.test(raw) ? raw : null;
  const { status, profile } = useUser();
  const viewer = status === 'ready' ? (profile?.id ?? null) : null;
  const one = useBargain(id, viewer);
  const mine = useMyBargains(status === 'ready' && id === null);

  return (
    <div className="space-y-5" data-testid="bargain-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-covert/20 text-xl text-covert">
              <Icon name="percent" />
            </span>
            {t('bargain.title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('bargain.subtitle')}</p>
        </div>
        {id ? (
          <ButtonLink to="/event/bargain" variant="secondary" size="sm">
            <Icon name="chevronLeft" />
            {t('bargain.back')}
          </ButtonLink>
        ) : null}
      </header>
      {id !== null ? (
        one.isPending ? (
          <Skeleton className="h-96 rounded-[var(--radius-card)]" />
        ) : one.isError || !one.data ? (
          <ErrorState
            title={t('bargain.missing')}
            body={one.error?.message}
            retryLabel={t('retry')}
            onRetry={() => void one.refetch()}
          />
        ) : (
          <>
            {status === 'anon' ? (
              <GuestBanner
                tone="contraband"
                title={t('bargain.guestTitle', { name: one.data.owner.name })}
                body={t('bargain.guestBody')}
                action={t('signIn')}
                onAction={() => requestSignIn()}
                testId="bargain-sign-in"
              />
            ) : null}
            <BargainPanel bargain={one.data} signedIn={status === 'ready'} />
          </>
        )
      ) : raw !== null ? (
        <ErrorState
          title={t('bargain.missing')}
          retryLabel={t('bargain.back')}
          onRetry={() => void navigate('/event/bargain')}
        />
      ) : status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('bargain.guestHomeTitle')}
          body={t('bargain.guestHomeBody')}
          action={t('signIn')}
          onAction={() => requestSignIn()}
          testId="bargain-sign-in"
        />
      ) : mine.isPending ? (
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      ) : mine.isError || !mine.data ? (
        <ErrorState
          title={t('error')}
          body={mine.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void mine.refetch()}
        />
      ) : (
        <BargainHome mine={mine.data} />
      )}
    </div>
  );
}
