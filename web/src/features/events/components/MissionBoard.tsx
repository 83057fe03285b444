import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import { useNow } from '../../../lib/useNow';
import { type Mission, useReceiveMission } from '../api/missions';
import { countdown } from '../lib/countdown';
import { Prize, usePrizeLabel } from './Prize';

const KIND_ICONS: Record<Mission['kind'], IconName> = {
  case_opens: 'box',
  battles: 'swords',
  upgrades: 'upgrade',
  deposit: 'wallet',
  check_ins: 'calendarCheck',
  giveaway_joins: 'gift',
};

const amountOf = (m: Mission, v: number) => (m.kind === 'deposit' ? formatAmount(v) : String(v));

/**
 * One mission: what it counts, a progress bar, its reward and the claim button (pending, claimed, failed). A claim
 * fills the bar with a glow and pops a ring round the card (reduced motion: the colours change, nothing moves).
 */
function MissionCard({ mission }: { mission: Mission }) {
  const { t } = useTranslation('events');
  const receive = useReceiveMission();
  const label = usePrizeLabel();
  const [failed, setFailed] = useState(false);
  const [popped, setPopped] = useState(false);
  const share = Math.min(1, mission.target > 0 ? mission.progress / mission.target : 0);
  const claimable = mission.state === 'claimable';
  const claimed = mission.state === 'claimed';

  const claim = () => {
    if (mission.state === 'locked') return requestSignIn();
    if (!claimable || receive.isPending) return;
    setFailed(false);
    receive.mutate(mission.id, {
      onSuccess: (res) => {
        setPopped(true);
        toast.success(t('missions.claimedToast', { prize: label(res.prize) }));
      },
      onError: () => setFailed(true),
    });
  };

  return (
    <li
      data-testid={`mission-${mission.id}`}
      data-state={mission.state}
      className={cx(
        'relative flex flex-col gap-3 rounded-xl border bg-surface-2 p-4 transition duration-500',
        claimable && 'border-accent shadow-[0_0_28px_-8px_rgb(255_138_31/0.9)]',
        claimed && 'border-money/50 bg-money/5',
        !claimable && !claimed && 'border-line',
        popped && 'motion-safe:scale-[1.02]',
      )}
    >
      {popped ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-xl border-2 border-money motion-safe:animate-ping motion-reduce:hidden"
        />
      ) : null}
      <div className="flex items-start gap-3">
        <span
          className={cx(
            'grid size-10 shrink-0 place-items-center rounded-lg text-xl',
            claimed ? 'bg-money/15 text-money' : 'bg-[#3b82f6]/15 text-[#8ab4ff]',
          )}
        >
          <Icon name={claimed ? 'check' : KIND_ICONS[mission.kind]} />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-bold leading-tight">{mission.title}</h3>
          <p className="mt-0.5 text-xs text-muted">{t(`missions.kind.${mission.kind}`)}</p>
        </div>
        <Prize prize={mission.reward} size="sm" className="w-20 shrink-0" />
      </div>
      <div>
        <div className="mb-1 flex justify-between text-xs font-semibold tabular-nums">
          <span className="text-muted">{t('missions.progress')}</span>
          <span data-testid={`mission-${mission.id}-progress`}>
            {amountOf(mission, Math.min(mission.progress, mission.target))} / {amountOf(mission, mission.target)}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={mission.title}
          aria-valuemin={0}
          aria-valuemax={mission.target}
          aria-valuenow={Math.min(mission.progress, mission.target)}
          className="h-2.5 overflow-hidden rounded-full bg-surface-3"
        >
          <div
            className={cx(
              'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700 motion-safe:ease-out',
              claimed
                ? 'bg-money'
                : share >= 1
                  ? 'bg-gradient-to-r from-accent to-accent-2 motion-safe:animate-pulse'
                  : 'bg-gradient-to-r from-[#3b82f6] to-[#8b5cf6]',
            )}
            style={{ width: `${share * 100}%` }}
          />
        </div>
      </div>
      {claimed ? (
        <p className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-money/40 text-sm font-bold text-money uppercase">
          <Icon name="check" /> {t('missions.claimed')}
        </p>
      ) : (
        <Button
          variant={claimable ? 'primary' : mission.state === 'locked' ? 'outline' : 'secondary'}
          onClick={claim}
          disabled={mission.state === 'progress' || receive.isPending}
          aria-busy={receive.isPending}
          data-testid={`mission-${mission.id}-claim`}
        >
          {receive.isPending ? (
            <span className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />
          ) : (
            <Icon name={mission.state === 'locked' ? 'lock' : claimable ? 'sparkle' : 'target'} />
          )}
          {receive.isPending
            ? t('missions.claiming')
            : mission.state === 'locked'
              ? t('guest.action')
              : claimable
                ? t('missions.claim')
                : t('missions.inProgress')}
        </Button>
      )}
      {failed ? (
        <p role="alert" className="-mt-1 text-center text-xs text-danger">
          {t('missions.failed')}
        </p>
      ) : null}
    </li>
  );
}

/** The missions of one period with the countdown to their reset. */
function MissionGroup({ period, list, now }: { period: 'day' | 'week'; list: Mission[]; now: number }) {
  const { t } = useTranslation('events');
  if (list.length === 0) return null;
  const done = list.filter((m) => m.state === 'claimed').length;
  return (
    <section aria-labelledby={`missions-${period}`} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={`missions-${period}`} className="font-display text-xl font-bold uppercase tracking-wide">
          {t(`missions.${period}`)}{' '}
          <span className="text-sm text-muted tabular-nums">
            {done}/{list.length}
          </span>
        </h2>
        <p className="inline-flex items-center gap-2 rounded-lg border border-line-strong px-3 py-1.5 text-sm font-semibold">
          <Icon name="clock" className="text-accent-2" />
          {t('missions.resets')}{' '}
          <span className="font-mono tabular-nums" data-testid={`missions-${period}-reset`}>
            {countdown(list[0]!.resets_at, now)}
          </span>
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {list.map((m) => (
          <MissionCard key={m.id} mission={m} />
        ))}
      </ul>
    </section>
  );
}

/** `/mission`: daily and weekly missions, each with its progress bar and claim. */
export function MissionBoard({ list }: { list: Mission[] }) {
  const now = useNow(true);
  return (
    <div className="space-y-6" data-testid="mission-board">
      <MissionGroup period="day" list={list.filter((m) => m.period === 'day')} now={now} />
      <MissionGroup period="week" list={list.filter((m) => m.period === 'week')} now={now} />
    </div>
  );
}
