import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Skeleton } from '../../../components/ui/Skeleton';
import { isApiError } from '../../../lib/api';
import { useBattleRoom } from '../hooks/useBattleRoom';
import { BattleRoom } from './BattleRoom';
import { PasswordPrompt } from './PasswordPrompt';

function RoomSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-label={t('loading')} className="space-y-4">
      <Skeleton className="h-9 w-64" />
      <div className="grid grid-cols-3 gap-2 sm:flex">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={String(i)} className="h-14 rounded-xl sm:w-36" />
        ))}
      </div>
      <Skeleton className="h-24 rounded-2xl" />
      <div className="grid grid-cols-2 gap-3">
        <Skeleton className="h-96 rounded-2xl" />
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}

/** `/battle/{id}` (private: `?code=`): the room, or the password prompt, a not-found or a retry. */
export function RoomView({ id }: { id: number }) {
  const { t } = useTranslation('battles');
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() || null;
  const { query, detail, mine } = useBattleRoom(id, code);

  if (detail) return <BattleRoom key={detail.id} detail={detail} code={code} mine={mine} />;
  if (query.isPending && query.fetchStatus !== 'idle') return <RoomSkeleton />;
  const error = query.error;
  if (isApiError(error, 403)) {
    return (
      <PasswordPrompt
        wrong={code !== null}
        message={code !== null ? error.message : t('room.password.body')}
        onSubmit={(next) => setParams({ code: next }, { replace: true })}
      />
    );
  }
  if (isApiError(error, 404) || !Number.isSafeInteger(id) || id <= 0) {
    return (
      <EmptyState
        heading="h1"
        icon="swords"
        title={t('room.notFound')}
        action={<ButtonLink to="/battle">{t('back')}</ButtonLink>}
      />
    );
  }
  return (
    <ErrorState
      title={t('room.loadError')}
      body={error?.message}
      retryLabel={t('retry')}
      onRetry={() => void query.refetch()}
    />
  );
}
