import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { storage } from '../../../lib/storage';
import { useNow } from '../../../lib/useNow';
import { type TimeTask, useTimeTask } from '../api/missions';
import { countdown } from '../lib/countdown';

const seenKey = (userId: number, task: TimeTask) => `topup-task-seen:${userId}:${task.key}:${task.close_time}`;

function Progress({ task }: { task: TimeTask }) {
  const share = Math.min(1, task.amount > 0 ? task.progress / task.amount : 0);
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={task.amount}
      aria-valuenow={Math.min(task.progress, task.amount)}
      aria-label={task.title}
      className="h-2 min-w-24 flex-1 overflow-hidden rounded-full bg-surface-3"
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-money to-accent-2 motion-safe:transition-[width] motion-safe:duration-700"
        style={{ width: `${share * 100}%` }}
      />
    </div>
  );
}

/**
 * The time-limited top-up task (spec §3 `amount, money, level, next_level, close_time`): a popup the first time a
 * player meets a run of it (remembered in this browser), then a slim countdown bar under the header until it closes
 * or every level is paid. The reward itself is credited with the deposit.
 */
export function TopupTask({ userId }: { userId: number }) {
  const { t } = useTranslation('events');
  const task = useTimeTask(userId).data ?? null;
  const [open, setOpen] = useState(false);
  const live = task !== null && !task.done;
  const now = useNow(live);
  useEffect(() => {
    if (!task || task.done || storage.get(seenKey(userId, task))) return;
    storage.set(seenKey(userId, task), '1');
    setOpen(true);
  }, [task, userId]);
  if (!task || !live || Date.parse(task.close_time) <= now) return null;
  const left = Math.max(0, task.amount - task.progress);
  const figures = { amount: formatAmount(task.amount), money: formatAmount(task.money), left: formatAmount(left) };

  return (
    <>
      <div
        data-testid="topup-bar"
        className="border-b border-money/30 bg-gradient-to-r from-[#0f2a1f] via-surface to-[#2a1d0b] motion-safe:animate-fade-up"
      >
        <div className="mx-auto flex max-w-[1600px] flex-wrap items-center gap-x-4 gap-y-1.5 px-3 py-2 text-sm sm:px-5 lg:px-6">
          <span className="inline-flex items-center gap-2 font-bold">
            <Icon name="bolt" className="text-accent-2" />
            {t('topup.bar', figures)}
          </span>
          <span className="order-last flex basis-full items-center gap-2 sm:order-none sm:basis-auto sm:flex-1">
            <Progress task={task} />
            <span className="text-xs tabular-nums text-muted">
              {formatAmount(Math.min(task.progress, task.amount))} / {figures.amount}
            </span>
          </span>
          <span
            className="inline-flex items-center gap-1.5 font-mono text-xs tabular-nums"
            data-testid="topup-countdown"
          >
            <Icon name="clock" className="text-accent-2" />
            {countdown(task.close_time, now)}
          </span>
          <ButtonLink to="/pay" size="sm" variant="money" className="ml-auto sm:ml-0">
            {t('topup.go')}
          </ButtonLink>
        </div>
      </div>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={task.title}
        description={task.description}
        testId="topup-popup"
        hero={
          <div className="mb-4 grid place-items-center rounded-xl bg-gradient-to-br from-money/25 to-accent/25 py-5">
            <span className="grid size-16 place-items-center rounded-full bg-surface text-3xl text-accent-2 motion-safe:animate-bounce">
              <Icon name="bolt" />
            </span>
          </div>
        }
      >
        <dl className="mt-4 grid grid-cols-2 gap-2 text-center">
          <div className="rounded-lg bg-surface-2 p-3">
            <dt className="text-xs text-muted">{t('topup.amount')}</dt>
            <dd className="text-lg font-bold tabular-nums">{figures.amount}</dd>
          </div>
          <div className="rounded-lg bg-surface-2 p-3">
            <dt className="text-xs text-muted">{t('topup.reward')}</dt>
            <dd className="text-lg font-bold text-money tabular-nums">{figures.money}</dd>
          </div>
        </dl>
        <p className="mt-3 text-center text-sm text-muted">
          {t('topup.level', { level: task.level })}
          {task.next_level ? ` · ${t('topup.next', { level: task.next_level })}` : ''}
        </p>
        <p className="mt-1 text-center font-mono text-sm tabular-nums">
          {t('topup.closes')} {countdown(task.close_time, now)}
        </p>
        <ButtonLink to="/pay" size="lg" variant="money" className="mt-4 w-full" onClick={() => setOpen(false)}>
          {t('topup.go')}
        </ButtonLink>
      </Dialog>
    </>
  );
}
