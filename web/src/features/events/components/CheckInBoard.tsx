import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { useNow } from '../../../lib/useNow';
import { type CheckInInfo, useDoCheckIn } from '../api/events';
import { countdown } from '../lib/countdown';
import { Prize, usePrizeLabel } from './Prize';

/**
 * The seven days of the check-in (spec §1, §9): claimed days ticked, today's glowing, day 7 the big reward. A
 * check-in pops its tile with a ring (reduced motion: the tile changes colour and a badge says it is done).
 */
export function CheckInBoard({ info }: { info: CheckInInfo }) {
  const { t } = useTranslation('events');
  const label = usePrizeLabel();
  const checkIn = useDoCheckIn();
  const [popped, setPopped] = useState<number | null>(null);
  const now = useNow(info.today_done);

  const onCheckIn = () => {
    if (checkIn.isPending || info.today_done) return;
    checkIn.mutate(undefined, {
      onSuccess: (res) => {
        setPopped(res.day);
        toast.success(t('check.done', { day: res.day, prize: label(res.prize) }));
      },
    });
  };

  return (
    <section
      aria-labelledby="check-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 sm:p-6"
      data-testid="check-in-board"
    >
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="check-title" className="font-display text-xl font-bold uppercase tracking-wide">
            {t('check.streak', { streak: info.streak })}
          </h2>
          <p className="text-sm text-muted">{t('check.rule')}</p>
        </div>
        {info.today_done ? (
          <p className="inline-flex items-center gap-2 rounded-lg border border-line-strong px-3 py-2 text-sm font-semibold">
            <Icon name="clock" className="text-accent-2" />
            {t('check.next')} <span className="font-mono tabular-nums">{countdown(info.next_at, now)}</span>
          </p>
        ) : (
          <Button size="lg" onClick={onCheckIn} disabled={checkIn.isPending} data-testid="check-in-button">
            <Icon name="calendarCheck" />
            {t('check.button')}
          </Button>
        )}
      </div>
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-4 sm:gap-3 lg:grid-cols-7">
        {info.days.map((d) => {
          const big = d.day === info.days.length;
          const justNow = popped === d.day && d.state === 'claimed';
          return (
            <li
              key={d.day}
              aria-current={d.state === 'available' ? 'step' : undefined}
              className={cx(
                'relative flex flex-col items-center gap-2 rounded-xl border p-3 transition duration-500',
                big && 'col-span-3 sm:col-span-4 lg:col-span-1 bg-gradient-to-b from-[#e4ae39]/20 to-transparent',
                d.state === 'claimed' && 'border-money/50 bg-money/10',
                d.state === 'available' && 'border-accent shadow-[0_0_24px_-6px_rgb(255_138_31/0.9)]',
                d.state === 'locked' && 'border-line opacity-70',
                justNow && 'motion-safe:scale-105',
              )}
            >
              {justNow ? (
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 rounded-xl border-2 border-money motion-safe:animate-ping"
                />
              ) : null}
              <span className="text-[11px] font-bold text-muted uppercase tracking-wide">
                {t('check.day', { day: d.day })}
              </span>
              <Prize prize={d.reward} size={big ? 'lg' : 'md'} />
              <span
                className={cx(
                  'inline-flex items-center gap-1 text-[11px] font-bold uppercase',
                  d.state === 'claimed' ? 'text-money' : d.state === 'available' ? 'text-accent-2' : 'text-muted',
                )}
              >
                <Icon name={d.state === 'claimed' ? 'check' : d.state === 'available' ? 'sparkle' : 'lock'} />
                {t(`check.state.${d.state}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
