import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/useNow';
import { type OldNewInfo, type OldNewRankingReward, useReceiveExtra } from '../api/social';
import { countdown } from '../lib/countdown';
import { Prize, usePrizeLabel } from './Prize';

/** The viewer's points, how to earn them, the milestone rewards (received once) and the rewards by place. */
export function OldNewBoard({
  info,
  rewards,
  signedIn,
}: {
  info: OldNewInfo;
  rewards: OldNewRankingReward | undefined;
  signedIn: boolean;
}) {
  const { t } = useTranslation('social');
  const now = useNow(true);
  const receive = useReceiveExtra();
  const label = usePrizeLabel();
  const ended = Date.parse(info.ends_at) <= now;

  const onReceive = (id: number) => {
    if (receive.isPending) return;
    receive.mutate(id, { onSuccess: (r) => toast.success(t('oldNew.received', { prize: label(r.prize) })) });
  };

  return (
    <div className="space-y-4">
      <section className="grid gap-3 rounded-[var(--radius-card)] border border-line bg-gradient-to-br from-milspec/15 to-restricted/10 p-4 sm:grid-cols-3 sm:p-5">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">{t('oldNew.points')}</p>
          <p className="font-display text-4xl font-bold tabular-nums" data-testid="old-new-points">
            {info.points.toLocaleString()}
          </p>
          {info.group ? (
            <span
              className={cx(
                'mt-1 inline-block rounded px-2 py-0.5 text-xs font-bold uppercase',
                info.group === 'new' ? 'bg-info/15 text-info' : 'bg-contraband/15 text-contraband',
              )}
              data-testid="old-new-group"
            >
              {t(`oldNew.groupLong.${info.group}`, { days: info.new_days })}
            </span>
          ) : null}
        </div>
        <ul className="space-y-1 text-sm">
          {info.per_stake ? <li>{t('oldNew.perStake', { amount: formatAmount(info.per_stake) })}</li> : null}
          {info.per_deposit ? <li>{t('oldNew.perDeposit', { amount: formatAmount(info.per_deposit) })}</li> : null}
          {info.per_invite ? <li>{t('oldNew.perInvite', { points: info.per_invite })}</li> : null}
        </ul>
        <div className="sm:text-right">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted">
            {ended ? t('oldNew.ended') : t('oldNew.endsIn')}
          </p>
          <p className="font-mono text-2xl font-bold tabular-nums text-accent-2">{countdown(info.ends_at, now)}</p>
          {info.rank ? <p className="text-sm text-muted">{t('oldNew.rank', { rank: info.rank })}</p> : null}
        </div>
      </section>

      <section aria-labelledby="extra-title">
        <h2 id="extra-title" className="mb-2 font-display text-lg font-bold uppercase tracking-wide">
          {t('oldNew.extra')}
        </h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3" data-testid="old-new-extra">
          {info.extra.map((x) => {
            const progress = Math.min(1, info.points / x.points);
            return (
              <li
                key={x.id}
                className={cx(
                  'flex items-center gap-3 rounded-lg border bg-surface p-3',
                  x.state === 'ready' ? 'border-money/50' : 'border-line',
                  x.state === 'other_group' && 'opacity-50',
                )}
              >
                <Prize prize={x.reward} size="sm" />
                <div className="min-w-0 flex-1">
                  <p className="text-xs text-muted">
                    {t('oldNew.threshold', { points: x.points })}
                    {x.group !== 'all' ? ` · ${t(`oldNew.group.${x.group}`)}` : ''}
                  </p>
                  <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-surface-3">
                    <div
                      className="h-full rounded-full bg-money transition-[width] duration-700 motion-reduce:transition-none"
                      style={{ width: `${progress * 100}%` }}
                    />
                  </div>
                </div>
                {x.state === 'received' ? (
                  <Icon name="check" className="text-money" aria-label={t('oldNew.done')} />
                ) : (
                  <Button
                    size="sm"
                    variant={x.state === 'ready' ? 'money' : 'secondary'}
                    disabled={!signedIn || x.state !== 'ready' || receive.isPending || ended}
                    onClick={() => onReceive(x.id)}
                    data-testid={`old-new-receive-${x.id}`}
                  >
                    {t('oldNew.receive')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      {rewards ? (
        <section
          className="rounded-[var(--radius-card)] border border-line bg-surface p-4"
          aria-labelledby="places-title"
        >
          <h2 id="places-title" className="mb-2 font-display text-base font-bold uppercase tracking-wide">
            {t('oldNew.places')}
          </h2>
          <ul className="space-y-1.5 text-sm">
            {rewards.list.map((r) => (
              <li key={r.from} className="flex items-center justify-between gap-2">
                <span className="tabular-nums text-muted">{r.from === r.to ? `#${r.from}` : `#${r.from}–${r.to}`}</span>
                <Prize prize={r.reward} size="sm" />
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-muted" data-testid="old-new-payout">
            {rewards.paid_at ? t('oldNew.paid') : t('oldNew.payout')}
            {rewards.mine?.state === 'paid' ? ` · ${t('oldNew.minePaid')}` : ''}
          </p>
        </section>
      ) : null}
    </div>
  );
}
