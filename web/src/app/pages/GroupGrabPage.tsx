import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { ErrorState } from '../../components/ui/ErrorState';
import { Icon } from '../../components/ui/icons';
import { Skeleton } from '../../components/ui/Skeleton';
import { toast } from '../../components/ui/toast-store';
import { useCreateRoom, useJoinRoom, useMyRoom, useOffers, useRoomByCode } from '../../features/events/api/groupgrab';
import { GroupGrabBoard } from '../../features/events/components/group-grab/GroupGrabBoard';
import { requestSignIn } from '../../lib/sign-in';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useUser } from '../../lib/user';

const codeOf = (raw: string | null) => {
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[A-Z0-9]{8}$/.test(code) ? code : null;
};

/**
 * `/event/groupgrab` (spec §2, §4): without a room the placeholder missions and ATTEND; with a room its slots, top-up
 * bar, countdown and invite link; `?code=` shows a friend's room, where a free slot joins it. One create or join
 * request at a time: clicks while one runs are ignored.
 */
export default function GroupGrabPage() {
  const { t } = useTranslation('groupgrab');
  useDocumentTitle(t('title'));
  const [params] = useSearchParams();
  const code = codeOf(params.get('code'));
  const { status, profile } = useUser();
  const userId = status === 'ready' ? (profile?.id ?? null) : null;
  const offers = useOffers(userId);
  const mine = useMyRoom(userId !== null && code === null);
  const visited = useRoomByCode(code, userId);
  const create = useCreateRoom();
  const join = useJoinRoom();
  // A ref as well as the mutation state: two clicks in one frame both see `isPending` false.
  const busy = useRef(false);
  const pending = create.isPending || join.isPending;

  const offer = offers.data?.list[0];
  const room = code ? (visited.data ?? null) : (mine.data ?? null);
  const run = (start: () => Promise<unknown>) => {
    if (busy.current) return;
    busy.current = true;
    start()
      .catch((e: Error) => toast.error(e.message || 'Error'))
      .finally(() => {
        busy.current = false;
      });
  };
  const onAttend = () => {
    if (status === 'anon') return requestSignIn();
    if (offer) run(() => create.mutateAsync(offer.key));
  };
  const onJoin = () => {
    if (status === 'anon') return requestSignIn('register');
    if (code) run(() => join.mutateAsync(code));
  };
  const loading = offers.isPending || (code ? visited.isPending : userId !== null && mine.isPending);
  const failed = offers.isError || (code ? visited.isError : mine.isError);

  return (
    <div className="space-y-5" data-testid="groupgrab-page">
      <header>
        <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
          <span className="grid size-9 place-items-center rounded-lg bg-accent/20 text-xl text-accent-2">
            <Icon name="users" />
          </span>
          {offer?.title ?? t('title')}
        </h1>
        <p className="mt-1 max-w-2xl text-sm text-muted">{offer?.description ?? t('subtitle')}</p>
      </header>
      {loading ? (
        <Skeleton className="h-96 rounded-[var(--radius-card)]" />
      ) : failed ? (
        <ErrorState
          title={code && visited.isError ? t('roomMissing') : t('error')}
          body={(code ? visited.error : (offers.error ?? mine.error))?.message}
          retryLabel={t('retry')}
          onRetry={() => {
            void offers.refetch();
            void (code ? visited.refetch() : mine.refetch());
          }}
        />
      ) : !offer ? (
        <EmptyState icon="users" title={t('noEvent')} body={t('noEventBody')} />
      ) : (
        <GroupGrabBoard offer={offer} room={room} pending={pending} onAttend={onAttend} onJoin={onJoin} />
      )}
    </div>
  );
}
