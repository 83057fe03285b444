import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ErrorState } from '../../../components/ui/ErrorState';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast-store';
import { type GuidanceStep, useGuidance, useGuidanceOpened, useReceiveStep } from '../api/onboarding';
import { Prize, usePrizeLabel } from './Prize';

export const STEP_ICONS: Record<GuidanceStep, IconName> = {
  email: 'mail',
  trade_url: 'steam',
  deposit: 'wallet',
  case: 'box',
  battle: 'swords',
};
export const STEP_LINKS: Record<GuidanceStep, string> = {
  email: '/my',
  trade_url: '/my',
  deposit: '/pay',
  case: '/',
  battle: '/battle',
};

/**
 * The onboarding checklist (`GET /api/guidance`): five steps with their rewards; a done step's reward is received
 * with a button (`POST /api/guidance/{step}/receive`). Showing it counts as opening the guide (`guidance_open`).
 */
export function GuidancePanel() {
  const { t } = useTranslation('onboarding');
  const info = useGuidance(true);
  const opened = useGuidanceOpened();
  const receive = useReceiveStep();
  const label = usePrizeLabel();
  const openedAt = info.data?.opened_at;
  const markOpened = opened.mutate;
  useEffect(() => {
    if (openedAt === null) markOpened();
  }, [openedAt, markOpened]);

  if (info.isPending) return <Skeleton className="h-44 rounded-[var(--radius-card)]" />;
  if (info.isError || !info.data)
    return <ErrorState title={t('guidance.error')} retryLabel={t('retry')} onRetry={() => void info.refetch()} />;
  const { steps, total } = info.data;
  const received = steps.filter((s) => s.state === 'received').length;
  return (
    <section
      id="guidance"
      aria-labelledby="guidance-title"
      data-testid="guidance-panel"
      className="scroll-mt-24 rounded-[var(--radius-card)] border border-accent/40 bg-gradient-to-r from-accent/10 to-transparent p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="guidance-title" className="font-display text-lg font-bold uppercase tracking-wide">
          {t('guidance.title')}
        </h2>
        {/* The bar and its label follow the rewards received; a done step shows its RECEIVE button. */}
        <span className="text-xs font-bold text-muted tabular-nums">
          {t('guidance.received', { n: received, total })}
        </span>
      </div>
      <div
        className="mt-2 h-1.5 overflow-hidden rounded-full bg-surface-3"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={received}
        aria-labelledby="guidance-title"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-accent to-accent-2 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${(received / total) * 100}%` }}
        />
      </div>
      <ol className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        {steps.map((s) => {
          const step = s.step;
          return (
            <li
              key={step}
              data-testid={`guidance-${step}`}
              data-state={s.state}
              className={cx(
                'flex items-center gap-3 rounded-xl border p-2.5',
                s.state === 'received'
                  ? 'border-money/40 bg-money/5'
                  : s.state === 'ready'
                    ? 'border-accent/60 bg-surface-2'
                    : 'border-line bg-surface',
              )}
            >
              <span
                className={cx(
                  'grid size-9 shrink-0 place-items-center rounded-lg text-lg',
                  s.state === 'received'
                    ? 'bg-money/15 text-money motion-safe:animate-pop'
                    : 'bg-surface-3 text-accent-2',
                )}
              >
                <Icon name={s.state === 'received' ? 'check' : STEP_ICONS[step]} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-sm leading-tight font-bold">{t(`guidance.steps.${step}`)}</span>
                <span className="flex items-center gap-1 text-xs text-muted">
                  <Prize prize={s.reward} size="sm" className="!flex-row" />
                </span>
              </span>
              {s.state === 'ready' ? (
                <Button
                  size="sm"
                  variant="money"
                  disabled={receive.isPending}
                  onClick={() =>
                    receive.mutate(step, {
                      onSuccess: (res) => toast.success(t('guidance.got', { prize: label(res.prize) })),
                      onError: (e) => toast.error(e.message),
                    })
                  }
                >
                  {t('guidance.receive')}
                </Button>
              ) : s.state === 'todo' ? (
                <Link
                  to={STEP_LINKS[step]}
                  className="shrink-0 text-xs font-bold text-accent-2 uppercase hover:underline"
                  aria-label={`${t('guidance.go')}: ${t(`guidance.steps.${step}`)}`}
                >
                  {t('guidance.go')}
                </Link>
              ) : (
                <span className="shrink-0 text-xs font-bold text-money uppercase">{t('guidance.done')}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
