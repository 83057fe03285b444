import type { VipTaskKind } from '@dropforge/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import { useReceiveTask, useVipTasks, type VipTask } from '../api/rewards';

const ICONS: Record<VipTaskKind, IconName> = {
  case_opens: 'box',
  upgrades: 'upgrade',
  battles: 'swords',
  battle_wins: 'trophy',
  deposit: 'wallet',
};

/** VIP tasks of the day and the week: progress bars and a claim per finished task (each paid once a period). */
export function VipTasks({ userId }: { userId: number | null }) {
  const { t, i18n } = useTranslation('vip');
  const tasks = useVipTasks(userId);
  const receive = useReceiveTask(userId);
  const [claiming, setClaiming] = useState<number | null>(null);
  const claim = (task: VipTask) => {
    if (receive.isPending) return;
    setClaiming(task.id);
    receive.mutate(task.id, {
      onSuccess: (r) => toast.success(t('tasks.paid', { amount: formatAmount(r.amount) })),
      onSettled: () => setClaiming(null),
    });
  };
  const time = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', hour: '2-digit', minute: '2-digit' });
  return (
    <section
      aria-labelledby="vip-tasks"
      data-testid="vip-tasks"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-5"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="vip-tasks" className="flex items-center gap-2 font-display text-xl font-bold uppercase tracking-wide">
          <Icon name="target" className="text-accent-2" />
          {t('tasks.title')}
        </h2>
        <p className="text-xs text-muted">{t('tasks.hint')}</p>
      </div>
      {tasks.isPending ? (
        <div className="space-y-2">
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="h-16 rounded-lg" />
          ))}
        </div>
      ) : tasks.isError ? (
        <ErrorState title={t('tasks.error')} retryLabel={t('retry')} onRetry={() => void tasks.refetch()} />
      ) : tasks.data.list.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('tasks.empty')}</p>
      ) : (
        <ul className="divide-y divide-line/60">
          {tasks.data.list.map((task) => (
            <li key={task.id}>
              <TaskRow
                task={task}
                signedIn={userId !== null}
                claiming={claiming === task.id}
                busy={receive.isPending}
                resets={time.format(new Date(task.ends_at))}
                onClaim={claim}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TaskRow({
  task,
  signedIn,
  claiming,
  busy,
  resets,
  onClaim,
}: {
  task: VipTask;
  signedIn: boolean;
  claiming: boolean;
  busy: boolean;
  resets: string;
  onClaim: (task: VipTask) => void;
}) {
  const { t } = useTranslation('vip');
  const deposit = task.kind === 'deposit';
  const share = task.target > 0 ? Math.min(1, task.progress / task.target) : 0;
  const figure = (v: number) => (deposit ? formatAmount(v) : String(v));
  const titleId = `vip-task-${task.id}`;
  const done = task.state === 'claimable' || task.state === 'claimed';
  return (
    <article
      aria-labelledby={titleId}
      data-testid="vip-task"
      data-state={task.state}
      className="grid grid-cols-[auto_minmax(0,1fr)_6.5rem] items-center gap-x-3 py-3 sm:grid-cols-[auto_minmax(0,1fr)_8.5rem]"
    >
      <span
        aria-hidden="true"
        className={cx(
          'grid size-10 place-items-center rounded-lg text-lg',
          done ? 'bg-money/15 text-money' : 'bg-accent/12 text-accent-2',
        )}
      >
        <Icon name={ICONS[task.kind]} />
      </span>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h3 id={titleId} className="text-sm font-bold text-text">
            {deposit
              ? t('tasks.kind.deposit', { amount: formatAmount(task.target) })
              : t(`tasks.kind.${task.kind}`, { count: task.target })}
          </h3>
          <Pill tone={task.period === 'day' ? 'info' : 'soon'}>{t(`tasks.period.${task.period}`)}</Pill>
          {task.min_level > 0 ? <Pill tone="neutral">VIP {task.min_level}+</Pill> : null}
        </div>
        <div className="mt-1.5 flex items-center gap-2">
          <div
            className="h-2 flex-1 overflow-hidden rounded-full bg-surface-3"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={task.target}
            aria-valuenow={Math.min(task.progress, task.target)}
            aria-labelledby={titleId}
          >
            <div
              className={cx(
                'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700',
                done ? 'bg-money' : 'bg-gradient-to-r from-accent to-accent-2',
              )}
              style={{ width: `${share * 100}%` }}
            />
          </div>
          <span className="shrink-0 font-mono text-xs font-bold text-muted tabular">
            {figure(Math.min(task.progress, task.target))}/{figure(task.target)}
          </span>
        </div>
        <p className="mt-1 text-[11px] text-subtle">{t('tasks.resets', { time: resets })}</p>
      </div>
      <div className="flex flex-col items-end gap-1.5">
        <span className="font-mono text-sm font-black text-money tabular" title={t('tasks.reward')}>
          +{formatAmount(task.reward)}
        </span>
        <TaskAction
          task={task}
          signedIn={signedIn}
          claiming={claiming}
          busy={busy}
          onClaim={onClaim}
          titleId={titleId}
        />
      </div>
    </article>
  );
}

function TaskAction({
  task,
  signedIn,
  claiming,
  busy,
  onClaim,
  titleId,
}: {
  task: VipTask;
  signedIn: boolean;
  claiming: boolean;
  busy: boolean;
  onClaim: (task: VipTask) => void;
  titleId: string;
}) {
  const { t } = useTranslation('vip');
  const note = 'inline-flex h-8 max-w-full items-center gap-1 truncate rounded-lg px-2 text-xs font-bold sm:px-3';
  if (!signedIn)
    return (
      <Button variant="secondary" size="sm" onClick={() => requestSignIn()}>
        {t('guest.action')}
      </Button>
    );
  switch (task.state) {
    case 'claimable':
      return (
        <Button
          variant="money"
          size="sm"
          className="w-full"
          aria-disabled={busy}
          aria-describedby={titleId}
          onClick={() => {
            if (!busy) onClaim(task);
          }}
        >
          {claiming ? <Icon name="refresh" className="motion-safe:animate-spin" /> : <Icon name="coins" />}
          {claiming ? t('tasks.claiming') : t('tasks.claim')}
        </Button>
      );
    case 'claimed':
      return (
        <span className={cx(note, 'bg-money/10 text-money')}>
          <Icon name="check" />
          {t('tasks.claimed')}
        </span>
      );
    case 'locked':
      return (
        <span
          className={cx(note, 'border border-line bg-surface-2 text-muted')}
          title={t('tasks.locked', { level: task.min_level })}
        >
          <Icon name="lock" />
          {t('tasks.locked', { level: task.min_level })}
        </span>
      );
    default:
      return (
        <span className={cx(note, 'border border-line bg-surface-2 text-muted')}>
          {Math.floor((Math.min(task.progress, task.target) / task.target) * 100)}%
        </span>
      );
  }
}
