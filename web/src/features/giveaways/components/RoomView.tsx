import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { Skeleton } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useUser } from '../../../lib/user';
import { type GiftRoomDetail, useGiftRoom } from '../api/giveaways';
import { useDrawPlayback } from '../hooks/useDrawPlayback';
import { useRoomLive } from '../hooks/useRoomLive';
import { isDrawn, isEnded, stateKey } from '../lib/room';
import { ConditionBadge, KindBadge } from './ConditionBadge';
import { ConditionList } from './ConditionList';
import { DrawStage } from './DrawStage';
import { FairnessPanel } from './FairnessPanel';
import { JoinPanel } from './JoinPanel';
import { Participants } from './Participants';
import { PrizeGrid } from './PrizeGrid';

/** `/giveaway/{id}`: the room, kept fresh while it is open. */
export function RoomView({ id }: { id: number }) {
  const { t } = useTranslation('giveaways');
  const query = useGiftRoom(id);
  useDocumentTitle(query.data?.title ?? t('title'));
  if (query.data) return <GiveawayRoom room={query.data} />;
  if (query.isError || !Number.isSafeInteger(id) || id <= 0) {
    const missing = !Number.isSafeInteger(id) || (query.error instanceof ApiError && query.error.code === 404);
    return missing ? (
      <EmptyState
        heading="h1"
        icon="gift"
        title={t('room.notFound')}
        action={
          <ButtonLink to="/giveaway" variant="secondary">
            <Icon name="chevronLeft" />
            {t('room.back')}
          </ButtonLink>
        }
      />
    ) : (
      <ErrorState title={t('room.error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <section className="space-y-4" aria-busy="true" aria-label={t('room.loading')}>
      <Skeleton className="h-36 rounded-2xl" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <Skeleton className="h-72 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    </section>
  );
}

function GiveawayRoom({ room }: { room: GiftRoomDetail }) {
  const { t } = useTranslation('giveaways');
  const { profile } = useUser();
  const me = profile?.id ?? null;
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const drawn = isDrawn(room);
  const playback = useDrawPlayback({
    drawn,
    winners: room.obtain_user_id.length,
    drawnAt: room.drawn_at,
    reduced,
  });
  const revealed = drawn ? room.obtain_user_id.slice(0, playback.revealed) : [];
  const ended = isEnded(room);
  useRoomLive(room.id, !ended || room.state === 2);

  return (
    <div className="space-y-4" data-testid="giveaway-room" data-giveaway-id={room.id} data-state={room.state}>
      <header className="relative overflow-hidden rounded-2xl border border-line bg-surface">
        <SafeImage
          src={room.picture}
          alt=""
          className="absolute inset-0 size-full object-cover opacity-30"
          fallback={<span aria-hidden="true" className="grid-noise absolute inset-0 opacity-50" />}
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(60%_140%_at_0%_0%,rgb(211_44_230/0.25),transparent),linear-gradient(90deg,rgb(11_15_23/0.9),rgb(11_15_23/0.4))]"
        />
        <div className="relative flex flex-wrap items-end justify-between gap-4 px-4 py-5 sm:px-6">
          <div className="min-w-0">
            <ButtonLink to="/giveaway" variant="ghost" size="sm" className="-ml-2 mb-1">
              <Icon name="chevronLeft" />
              {t('room.back')}
            </ButtonLink>
            <div className="flex flex-wrap items-center gap-1.5">
              <KindBadge kind={room.kind} host={room.host?.name ?? null} />
              <ConditionBadge condition={room.condition} />
              <span
                data-testid="giveaway-state"
                className={
                  ended
                    ? 'rounded-full border border-line-strong bg-surface-3 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-muted'
                    : 'inline-flex items-center gap-1 rounded-full border border-money/40 bg-money/12 px-2 py-0.5 text-[11px] font-bold uppercase tracking-wider text-money'
                }
              >
                {ended ? null : <span className="size-1.5 rounded-full bg-money motion-safe:animate-pulse-dot" />}
                {t(`state.${stateKey(room.state)}`)}
              </span>
            </div>
            <h1 className="mt-2 font-display text-2xl font-bold uppercase tracking-wide break-words sm:text-4xl">
              {room.title}
            </h1>
            <p className="mt-0.5 text-xs text-subtle">#{room.id}</p>
          </div>
          <dl className="grid grid-cols-3 gap-4 sm:gap-6 sm:text-right">
            <div>
              <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('card.value')}</dt>
              <dd
                className="font-display text-2xl font-bold text-money tabular sm:text-3xl"
                data-testid="giveaway-value"
              >
                {formatAmount(room.price_all)}
              </dd>
            </div>
            <div>
              <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('card.winners')}</dt>
              <dd className="font-display text-2xl font-bold tabular sm:text-3xl">{room.gift_user_count}</dd>
            </div>
            <div>
              <dt className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('card.joined')}</dt>
              <dd className="font-display text-2xl font-bold tabular sm:text-3xl" data-testid="giveaway-total-people">
                {room.total_people}
              </dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_340px]">
        <div className="min-w-0 space-y-4">
          {drawn ? <DrawStage room={room} playback={playback} reduced={reduced} me={me} /> : null}
          {stateKey(room.state) === 'cancelled' ? (
            <p
              role="status"
              data-testid="giveaway-cancelled"
              className="rounded-2xl border border-line-strong bg-surface-2 px-4 py-4 text-center text-sm text-muted"
            >
              {t('room.cancelled')}
            </p>
          ) : null}
          {room.state === 2 ? (
            <p
              role="status"
              className="flex items-center justify-center gap-2 rounded-2xl border border-contraband/40 bg-contraband/10 px-4 py-6 font-display text-lg font-bold uppercase tracking-wide text-contraband"
            >
              <Icon name="dice" className="motion-safe:animate-spin" />
              {t('draw.running')}
            </p>
          ) : null}
          <PrizeGrid room={room} />
          <Participants participants={room.participants} winners={revealed} me={me} />
        </div>
        {/* On phones an open room's way in comes first; a drawn room's draw does. */}
        <aside className={cx('space-y-4 lg:sticky lg:top-20', !ended && 'order-first lg:order-none')}>
          <JoinPanel room={room} />
          <ConditionList room={room} />
        </aside>
      </div>
      <FairnessPanel room={room} revealed={drawn ? playback.revealed : 0} />
    </div>
  );
}
