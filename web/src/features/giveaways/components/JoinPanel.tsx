import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon, type IconName } from '../../../components/ui/icons';
import { MonoValue } from '../../../components/ui/MonoValue';
import { dismissToast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import { useNow } from '../../../lib/useNow';
import { useUser } from '../../../lib/user';
import { type GiftRoomDetail, useCancelGift, useJoinGift } from '../api/giveaways';
import { COUNTDOWN_TICK_MS } from '../lib/countdown';
import { isEnded, type JoinState, joinState } from '../lib/room';
import { Countdown } from './Countdown';
import { PasswordDialog } from './PasswordDialog';

const ICONS: Record<JoinState, IconName> = {
  signIn: 'user',
  join: 'gift',
  joining: 'refresh',
  joined: 'check',
  host: 'megaphone',
  vip: 'crown',
  drawing: 'dice',
  ended: 'trophy',
};

/** The countdown and the way in: sign in / join (ticket, invite code, password) / joining… / joined / ended. */
export function JoinPanel({ room }: { room: GiftRoomDetail }) {
  const { t } = useTranslation('giveaways');
  const { status, profile } = useUser();
  const join = useJoinGift(room.id);
  const codeId = useId();
  const [code, setCode] = useState('');
  const [asking, setAsking] = useState(false);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const ended = isEnded(room);
  const now = useNow(!ended, COUNTDOWN_TICK_MS);
  const state = joinState(room, {
    signedIn: status !== 'anon',
    vip: profile?.svip.level ?? 0,
    pending: join.isPending,
    now,
    userId: profile?.id ?? null,
  });
  const [cancelling, setCancelling] = useState(false);
  const cancel = useCancelGift(room.id);
  const canCancel = state === 'host' && room.total_people === 0;
  const ticket = room.conditions.ticket;
  const needsCode = room.conditions.invite_code && state === 'join';

  const send = (pwd?: string) => {
    setPasswordError(null);
    join.mutate(
      { pwd, code: code.trim() || undefined },
      {
        onSuccess: () => {
          setAsking(false);
          // A wrong password's toast would still be up beside "Joined".
          dismissToast();
        },
        onError: (error) => {
          if (pwd !== undefined) setPasswordError(error instanceof ApiError ? error.message : t('join.failed'));
        },
      },
    );
  };
  const onClick = () => {
    if (state === 'signIn') return requestSignIn();
    if (state !== 'join') return;
    if (room.conditions.password) {
      setPasswordError(null);
      setAsking(true);
      return;
    }
    send();
  };

  const label =
    state === 'join' && ticket
      ? t('join.joinFor', {
          price:
            ticket.currency === 'money' ? formatAmount(ticket.amount) : t('coinsAmount', { amount: ticket.amount }),
        })
      : state === 'vip'
        ? t('join.vip', { level: room.conditions.vip })
        : t(`join.${state}`);

  return (
    <section
      aria-labelledby="giveaway-join-title"
      className="space-y-3 rounded-2xl border border-line bg-surface p-4"
      data-testid="giveaway-join-panel"
    >
      <h2 id="giveaway-join-title" className="sr-only">
        {t('join.title')}
      </h2>
      {room.type === 1 ? (
        <Countdown end={room.end_time} ended={ended} />
      ) : (
        <div>
          <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('room.target')}</p>
          <p className="mt-1 font-display text-3xl font-bold tabular">
            {room.total_people}
            <span className="text-lg text-subtle">/{room.people_target ?? '—'}</span>
          </p>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-3">
            <div
              className="h-full rounded-full bg-gradient-to-r from-accent to-accent-2 transition-[width] duration-500 motion-reduce:transition-none"
              style={{
                width: `${Math.min(100, (room.total_people / Math.max(1, room.people_target ?? 1)) * 100)}%`,
              }}
            />
          </div>
        </div>
      )}
      {needsCode ? (
        <div>
          <label htmlFor={codeId} className="text-[10px] font-bold uppercase tracking-wider text-subtle">
            {t('join.inviteCode')}
          </label>
          <input
            id={codeId}
            value={code}
            maxLength={32}
            autoComplete="off"
            spellCheck={false}
            placeholder={t('join.inviteCodePlaceholder')}
            data-testid="giveaway-invite-code"
            onChange={(event) => setCode(event.target.value)}
            className="mt-1 h-11 w-full rounded-lg border border-line-strong bg-bg px-3 font-mono text-sm uppercase outline-none focus:border-accent focus:ring-2 focus:ring-accent/25"
          />
        </div>
      ) : null}
      <Button
        size="lg"
        variant={state === 'joined' ? 'money' : state === 'join' || state === 'signIn' ? 'primary' : 'secondary'}
        className={cx('w-full', state === 'joined' && 'disabled:opacity-100')}
        disabled={!(state === 'join' || state === 'signIn') || (needsCode && !code.trim())}
        onClick={onClick}
        data-testid="giveaway-join"
        data-state={state}
        aria-live="polite"
      >
        <Icon name={ICONS[state]} className={cx(state === 'joining' && 'motion-safe:animate-spin')} />
        {label}
      </Button>
      {state === 'join' && room.conditions.min_deposit ? (
        <p className="text-xs text-muted">
          {t('join.depositHint', {
            amount: formatAmount(room.conditions.min_deposit.amount),
            days: room.conditions.min_deposit.days,
          })}
        </p>
      ) : null}
      {room.joined && !ended ? <p className="text-xs text-money">{t('join.joinedHint')}</p> : null}
      {canCancel ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full"
          onClick={() => setCancelling(true)}
          data-testid="giveaway-cancel"
        >
          <Icon name="close" />
          {t('cancel.button')}
        </Button>
      ) : null}
      {room.invite_code ? (
        <dl>
          <MonoValue label={t('join.yourInviteCode')} value={room.invite_code} testId="giveaway-host-code" />
        </dl>
      ) : null}
      <Dialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={t('cancel.title')}
        description={t('cancel.body')}
        testId="giveaway-cancel-dialog"
      >
        <div className="mt-5 grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={() => setCancelling(false)}>
            {t('cancel.keep')}
          </Button>
          <Button
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSettled: () => setCancelling(false) })}
            data-testid="giveaway-cancel-confirm"
          >
            {t('cancel.confirm')}
          </Button>
        </div>
      </Dialog>
      <PasswordDialog
        open={asking}
        onOpenChange={setAsking}
        pending={join.isPending}
        error={passwordError}
        onSubmit={(pwd) => send(pwd)}
      />
    </section>
  );
}
