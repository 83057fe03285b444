import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { GuestBanner } from '../../components/ui/GuestBanner';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { useGuess, useGuesses, useReceiveGuess } from '../../features/events/api/guess';
import { GuessDetail, receivedToast } from '../../features/events/components/GuessDetail';
import { GuessList } from '../../features/events/components/GuessList';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useNow } from '../../lib/useNow';
import { useUser } from '../../lib/user';

/**
 * `/guess`: the guesses (open first) beside the chosen one (`?id=`), its pools, backing form and result.
 * `?code=` (a shared link's referral code) goes with a backing as `user_code`.
 */
export default function GuessPage() {
  const { t } = useTranslation('guess');
  useDocumentTitle(t('title'));
  const { status, profile } = useUser();
  const userId = profile?.id ?? null;
  const [params, setParams] = useSearchParams();
  const list = useGuesses(userId);
  const asked = Number(params.get('id'));
  const id = asked > 0 ? asked : (list.data?.list[0]?.id ?? null);
  const guess = useGuess(id, userId);
  const receive = useReceiveGuess();
  const now = useNow();
  const code = params.get('code') ?? undefined;
  const select = (next: number) =>
    setParams((p) => {
      p.set('id', String(next));
      return p;
    });

  return (
    <div className="space-y-5" data-testid="guess-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-[#4b69ff]/20 text-xl text-[#8ea2ff]">
            <Icon name="target" />
          </span>
          {t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{t('subtitle')}</p>
      </header>
      {status === 'anon' ? (
        <GuestBanner
          tone="contraband"
          title={t('guest.title')}
          body={t('guest.body')}
          action={t('guest.action')}
          onAction={() => requestSignIn()}
          testId="guess-sign-in"
        />
      ) : null}
      {list.isPending ? (
        <Skeleton className="h-80 rounded-[var(--radius-card)]" />
      ) : list.isError || !list.data ? (
        <ErrorState
          title={t('error')}
          body={list.error?.message}
          retryLabel={t('retry')}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.list.length === 0 ? (
        <EmptyState icon="target" title={t('empty.title')} body={t('empty.body')} />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[300px_minmax(0,1fr)]">
          <GuessList list={list.data.list} selected={id} onSelect={select} now={now} />
          <div className="rounded-[var(--radius-card)] border border-line bg-surface/60 p-3 sm:p-5">
            {guess.isPending ? (
              <Skeleton className="h-72 rounded-xl" />
            ) : guess.isError || !guess.data ? (
              <ErrorState
                title={t('error')}
                body={guess.error?.message}
                retryLabel={t('retry')}
                onRetry={() => void guess.refetch()}
              />
            ) : (
              <GuessDetail
                key={guess.data.id}
                guess={guess.data}
                now={now}
                signedIn={status === 'ready'}
                userCode={code}
                receiving={receive.isPending}
                onReceive={() => receive.mutate(guess.data.id, { onSuccess: (res) => receivedToast(t, res.amount) })}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
}
