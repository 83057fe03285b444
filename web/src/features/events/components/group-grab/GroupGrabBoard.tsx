import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { cx } from '../../../../components/ui/cx';
import { Icon } from '../../../../components/ui/icons';
import { useCopy } from '../../../../components/ui/useCopy';
import { formatAmount } from '../../../../lib/money';
import { useNow } from '../../../../lib/useNow';
import type { CouponOffer, Room } from '../../api/groupgrab';
import { hms } from '../../lib/hms';
import { RoomSlots } from './RoomSlots';

/** Placeholder missions before a room exists (spec §9: five avatar slots). */
const PLACEHOLDER_SLOTS = 5;

function Countdown({ room }: { room: Room }) {
  const { t } = useTranslation('groupgrab');
  const now = useNow(room.state === 'open');
  const text = room.state === 'open' ? hms(room.room_close, now) : '00:00:00';
  return (
    <div
      className="flex items-center gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2"
      data-testid="room-countdown"
    >
      <Icon name="clock" className="text-accent-2" />
      <span className="text-xs uppercase text-muted">{t('endsIn')}</span>
      <span className="font-mono text-lg font-bold tabular-nums" aria-live="off">
        {text}
      </span>
    </div>
  );
}

function Mission({ n, title, done, children }: { n: number; title: string; done: boolean; children: React.ReactNode }) {
  const { t } = useTranslation('groupgrab');
  return (
    <section
      className={cx(
        'rounded-[var(--radius-card)] border bg-gradient-to-br to-surface p-4 sm:p-5',
        done ? 'border-money/50 from-money/10' : 'border-line from-[#8847ff]/10',
      )}
      data-testid={`mission-${n}`}
    >
      <h2 className="mb-3 flex items-center gap-2 font-display text-base font-bold uppercase tracking-wide">
        <span className="grid size-7 place-items-center rounded-md bg-[#8847ff]/25 text-sm text-[#c4adff]">{n}</span>
        {title}
        {done && (
          <span className="ml-auto inline-flex items-center gap-1 text-xs text-money">
            <Icon name="check" /> {t('done')}
          </span>
        )}
      </h2>
      {children}
    </section>
  );
}

function TopupBar({ over, target }: { over: number; target: number }) {
  const { t } = useTranslation('groupgrab');
  const share = Math.min(1, target > 0 ? over / target : 0);
  return (
    <div className="space-y-1.5">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={target}
        aria-valuenow={Math.min(over, target)}
        aria-label={t('mission2')}
        className="h-3 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-[#8847ff] via-accent to-money motion-safe:transition-[width] motion-safe:duration-700"
          style={{ width: `${share * 100}%` }}
        />
      </div>
      <p className="text-sm tabular-nums text-muted" data-testid="room-topup">
        {formatAmount(Math.min(over, target))} / {formatAmount(target)}
      </p>
    </div>
  );
}

function InviteLink({ link }: { link: string }) {
  const { t } = useTranslation('groupgrab');
  const { copied, copy } = useCopy();
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label className="sr-only" htmlFor="room-link">
        {t('inviteLink')}
      </label>
      <input
        id="room-link"
        readOnly
        value={link}
        data-testid="room-link"
        onFocus={(e) => e.currentTarget.select()}
        className="h-10 min-w-0 flex-1 rounded-lg border border-line bg-surface-2 px-3 font-mono text-xs"
      />
      <Button variant="secondary" onClick={() => void copy(link)} data-testid="room-copy">
        <Icon name={copied ? 'check' : 'copy'} /> {copied ? t('copied') : t('copy')}
      </Button>
    </div>
  );
}

/**
 * The group-grab board (spec §2, §4): the coupon, Mission 1's avatar slots and Mission 2's top-up bar, the countdown
 * to `room_close`, and what the viewer can do — ATTEND without a room, the invite link as its creator, a free slot as
 * a visitor with the link. `pending`: a create or join request runs (further clicks are ignored).
 */
export function GroupGrabBoard({
  offer,
  room,
  pending,
  onAttend,
  onJoin,
}: {
  offer: CouponOffer;
  room: Room | null;
  pending: boolean;
  onAttend: () => void;
  onJoin: () => void;
}) {
  const { t } = useTranslation('groupgrab');
  const rewards = room?.rewards ?? offer.rewards;
  const slots = room?.task1.user ?? PLACEHOLDER_SLOTS;
  const open = room?.state === 'open';
  const canJoin = room !== null && open && room.role === 'visitor' && room.users.length < room.task1.user;
  const task2 = room && !Array.isArray(room.task2) ? room.task2 : null;
  const target = task2?.recharge ?? offer.recharge;
  const mission1Done = room !== null && room.task1.recharge >= room.task1.user;

  return (
    <div className="space-y-4" data-testid="groupgrab-board" data-state={room ? room.state : 'none'}>
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-contraband/40 bg-gradient-to-r from-contraband/15 via-surface to-[#8847ff]/15 p-4 sm:flex-row sm:items-center sm:p-5">
        <div className="flex items-center gap-3">
          <span className="grid size-12 place-items-center rounded-xl bg-contraband/20 text-2xl text-contraband motion-safe:animate-float">
            <Icon name="ticket" />
          </span>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {rewards.map((reward) => (
              <div key={reward.target}>
                <p
                  className="font-display text-2xl font-bold text-contraband"
                  data-testid={reward.target === 'case' ? 'room-reward' : 'room-reward-topup'}
                >
                  {reward.target === 'recharge' ? '+' : '−'}
                  {formatAmount(reward.amount)}
                </p>
                <p className="text-xs text-muted">
                  {t(reward.target === 'recharge' ? 'topupRewardLine' : 'rewardLine', {
                    min: formatAmount(reward.min),
                    days: reward.valid_days,
                  })}
                </p>
              </div>
            ))}
          </div>
        </div>
        {room && (
          <div className="sm:ml-auto">
            <Countdown room={room} />
          </div>
        )}
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <Mission n={1} title={t('mission1')} done={mission1Done}>
          <p className="mb-3 text-sm text-muted">{t('mission1Body', { count: slots - 1 })}</p>
          <RoomSlots slots={slots} users={room?.users ?? []} onJoin={canJoin ? onJoin : undefined} pending={pending} />
        </Mission>
        <Mission
          n={2}
          title={t('mission2')}
          done={room !== null && (task2 === null || task2.recharge_over >= task2.recharge)}
        >
          {target > 0 ? (
            <>
              <p className="mb-3 text-sm text-muted">{t('mission2Body', { amount: formatAmount(target) })}</p>
              <TopupBar over={task2?.recharge_over ?? 0} target={target} />
            </>
          ) : (
            <p className="text-sm text-muted">{t('mission2None')}</p>
          )}
        </Mission>
      </div>

      <div className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5" data-testid="room-actions">
        {room === null || (room.role === 'creator' && room.state === 'closed') ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            <p className="flex-1 text-sm text-muted">
              {room?.state === 'closed' ? t('closedBody') : t('attendBody', { hours: offer.hours })}
            </p>
            <Button size="lg" onClick={onAttend} disabled={pending} aria-busy={pending} data-testid="room-attend">
              {pending ? t('pending') : t('attend')}
            </Button>
          </div>
        ) : room.state === 'completed' ? (
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center" data-testid="room-completed">
            <p className="flex-1 font-bold text-money motion-safe:animate-fade-up">
              {room.role === 'visitor' ? t('completedVisitor') : t('completedBody')}
            </p>
            {room.role !== 'visitor' && (
              <ButtonLink to="/event/coupon" variant="money">
                {t('toCoupons')}
              </ButtonLink>
            )}
          </div>
        ) : room.state === 'closed' ? (
          <p className="text-sm text-muted">{t('closedVisitor')}</p>
        ) : room.role === 'creator' ? (
          <div className="space-y-2">
            <p className="text-sm text-muted">{t('inviteBody', { count: room.task1.user - 1 })}</p>
            <InviteLink
              link={
                typeof window === 'undefined'
                  ? room.link
                  : `${window.location.origin}/event/groupgrab?code=${room.code}`
              }
            />
          </div>
        ) : room.role === 'member' ? (
          <p className="text-sm text-muted">{t('memberBody')}</p>
        ) : canJoin ? (
          <p className="text-sm text-muted">{pending ? t('pending') : t('visitorBody', { name: room.creator.name })}</p>
        ) : (
          <p className="text-sm text-muted">{t('fullBody')}</p>
        )}
      </div>
    </div>
  );
}
