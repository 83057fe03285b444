import type { Profile } from '@dropforge/shared/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { formatDollars } from '../../../lib/money';
import { useNow } from '../../../lib/useNow';
import { clock, elapsedShare, readFirstBox } from '../lib/first-box';

/**
 * First-recharge offer (spec §4): only with `first_box` in the login data. "Pay" before a prior
 * recharge, "Open" after (the case page); a per-second countdown and a bar filling up to end_time.
 */
export function FirstRechargeBanner({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation('payments');
  const box = readFirstBox(profile?.first_box);
  const now = useNow(box !== null);
  if (!box || !profile) return null;
  const left = box.endTime - now;
  const share = elapsedShare(box, now);
  const paid = profile.last_recharge !== null;
  const value = box.maxValue === null ? null : formatDollars(box.maxValue);
  return (
    <section
      data-testid="first-recharge-banner"
      aria-labelledby="first-recharge-title"
      className="relative overflow-hidden rounded-[var(--radius-card)] border border-contraband/45 bg-gradient-to-r from-[#2a1f0a] via-surface to-surface p-4 sm:p-5"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -left-16 size-64 rounded-full bg-contraband/25 blur-3xl"
      />
      <div className="relative flex flex-col gap-4 sm:flex-row sm:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl border border-contraband/60 bg-contraband/15 text-3xl text-contraband shadow-[0_0_32px_-6px_var(--color-contraband)] motion-safe:animate-float sm:size-16">
            <Icon name="gift" />
          </span>
          <div className="min-w-0">
            <p className="text-[11px] font-black uppercase tracking-[0.18em] text-contraband">{t('first.badge')}</p>
            <h2
              id="first-recharge-title"
              className="font-display text-xl font-bold uppercase leading-tight sm:text-2xl"
            >
              {value ? t('first.title', { value }) : t('first.titleNoValue')}
            </h2>
            <p className="mt-0.5 text-sm text-muted">
              {value
                ? t(paid ? 'first.bodyOpen' : 'first.bodyPay', { value })
                : t(paid ? 'first.bodyOpenNoValue' : 'first.bodyPayNoValue')}
            </p>
          </div>
        </div>
        <div className="flex items-center gap-3 sm:gap-4">
          <div className="min-w-40 flex-1 sm:w-52 sm:flex-none">
            <div className="flex items-baseline justify-between gap-2">
              <span className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('first.endsIn')}</span>
              <span
                className="font-display text-2xl font-bold text-text tabular"
                role="timer"
                aria-label={t('first.timeLeft', { time: clock(left) })}
                data-testid="first-recharge-clock"
              >
                {clock(left)}
              </span>
            </div>
            <div
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-3"
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(share * 100)}
              aria-label={t('first.endsIn')}
            >
              <div
                className="h-full rounded-full bg-gradient-to-r from-contraband to-accent transition-[width] duration-1000 ease-linear"
                style={{ width: `${share * 100}%` }}
              />
            </div>
          </div>
          <ButtonLink
            to={paid ? `/case/${encodeURIComponent(box.id)}` : '/pay'}
            size="lg"
            data-testid="first-recharge-action"
            className="min-w-28"
          >
            <Icon name={paid ? 'box' : 'wallet'} />
            {paid ? t('first.open') : t('first.pay')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
