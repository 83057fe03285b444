import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import { useNow } from '../../../lib/useNow';
import { type TurntableTask, useReceiveTurntableTask } from '../api/turntable';
import { countdown } from '../lib/countdown';

const KIND_ICONS: Record<TurntableTask['kind'], IconName> = {
  case_opens: 'box',
  battles: 'swords',
  upgrades: 'upgrade',
  deposit: 'wallet',
  check_ins: 'calendarCheck',
  giveaway_joins: 'gift',
};

const amountOf = (task: TurntableTask, v: number) => (task.kind === 'deposit' ? formatAmount(v) : String(v));

function TaskRow({ id, task }: { id: string; task: TurntableTask }) {
  const { t } = useTranslation('turntable');
  const receive = useReceiveTurntableTask();
  const share = Math.min(1, task.target > 0 ? task.progress / task.target : 0);
  const claimable = task.state === 'claimable';
  const claimed = task.state === 'claimed';
  const onClaim = () => {
    if (task.state === 'locked') return requestSignIn();
    if (!claimable || receive.isPending) return;
    receive.mutate({ id, task: task.id }, { onSuccess: (res) => toast.success(t('tasks.got', { count: res.given })) });
  };
  return (
    <li
      data-testid={`turntable-task-${task.id}`}
      data-state={task.state}
      className={cx(
        'flex items-center gap-3 rounded-xl border bg-surface-2 p-3 transition duration-300',
        claimable ? 'border-accent shadow-[0_0_22px_-8px_rgb(255_138_31/0.9)]' : 'border-line',
        claimed && 'border-money/40 bg-money/5',
      )}
    >
      <span
        className={cx(
          'grid size-9 shrink-0 place-items-center rounded-lg text-lg',
          claimed ? 'bg-money/15 text-money' : 'bg-[#4b69ff]/15 text-[#8ab4ff]',
        )}
      >
        <Icon name={claimed ? 'check' : KIND_ICONS[task.kind]} />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="text-sm font-bold leading-tight">{task.title}</h3>
        <div
          role="progressbar"
          aria-label={task.title}
          aria-valuemin={0}
          aria-valuemax={task.target}
          aria-valuenow={Math.min(task.progress, task.target)}
          className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-3"
        >
          <div
            className={cx(
              'h-full rounded-full motion-safe:transition-[width] motion-safe:duration-700',
              claimed ? 'bg-money' : 'bg-gradient-to-r from-[#4b69ff] to-[#d32ce6]',
            )}
            style={{ width: `${share * 100}%` }}
          />
        </div>
        <p className="mt-1 flex justify-between gap-2 text-[11px] tabular-nums">
          <span className="text-muted">
            {amountOf(task, Math.min(task.progress, task.target))} / {amountOf(task, task.target)}
          </span>
          <span className="font-semibold text-[#ffd27a]">{t('tasks.reward', { count: task.chances })}</span>
        </p>
      </div>
      {claimed ? (
        <span className="shrink-0 text-xs font-bold uppercase text-money">{t('tasks.done')}</span>
      ) : (
        <Button
          size="sm"
          variant={claimable ? 'primary' : task.state === 'locked' ? 'outline' : 'secondary'}
          disabled={task.state === 'progress' || receive.isPending}
          onClick={onClaim}
          aria-busy={receive.isPending}
          data-testid={`turntable-task-${task.id}-claim`}
        >
          {task.state === 'locked' ? t('signIn') : claimable ? t('tasks.claim') : t('tasks.todo')}
        </Button>
      )}
    </li>
  );
}

/** Today's tasks: each done once a day gives chances; the list starts again at the operator's midnight. */
export function TurntableTasks({ id, tasks }: { id: string; tasks: readonly TurntableTask[] }) {
  const { t } = useTranslation('turntable');
  const now = useNow(tasks.length > 0);
  return (
    <section
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
      aria-labelledby="turntable-tasks"
      data-testid="turntable-tasks"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="turntable-tasks" className="font-display text-base font-bold uppercase tracking-wide">
          {t('tasks.title')}
        </h2>
        {tasks[0] ? (
          <span className="inline-flex items-center gap-1.5 text-xs text-muted">
            <Icon name="clock" className="text-accent-2" />
            {t('tasks.resets')} <span className="font-mono tabular-nums">{countdown(tasks[0].resets_at, now)}</span>
          </span>
        ) : null}
      </div>
      {tasks.length === 0 ? (
        <p className="text-sm text-muted">{t('tasks.none')}</p>
      ) : (
        <ul className="space-y-2">
          {tasks.map((task) => (
            <TaskRow key={task.id} id={id} task={task} />
          ))}
        </ul>
      )}
    </section>
  );
}
