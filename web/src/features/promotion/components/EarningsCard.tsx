import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon, type IconName } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { type SpreadInfo, useReceive } from '../api/promotion';

/** Level, share, invited players, their deposits, what I earned and what I can claim now. */
export function EarningsCard({ info }: { info: SpreadInfo }) {
  const { t } = useTranslation('promotion');
  const receive = useReceive();
  const stats: Array<{ key: string; icon: IconName; value: string; testId?: string }> = [
    { key: 'level', icon: 'crown', value: String(info.level) },
    { key: 'share', icon: 'percent', value: `${+(info.proportion * 100).toFixed(2)}%` },
    { key: 'referred', icon: 'users', value: String(info.users.total), testId: 'spread-referred' },
    { key: 'deposits', icon: 'wallet', value: formatAmount(info.deposits) },
    { key: 'earnings', icon: 'coins', value: formatAmount(info.earnings), testId: 'spread-earnings' },
  ];
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {stats.map((s) => (
          <div key={s.key} className="rounded-lg border border-line bg-surface-2 px-3 py-2.5">
            <dt className="flex items-center gap-1.5 text-[11px] font-bold uppercase tracking-wider text-subtle">
              <Icon name={s.icon} className="text-accent-2" />
              {t(`stats.${s.key}`)}
            </dt>
            <dd className="mt-1 font-mono text-lg font-bold text-text" data-testid={s.testId}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-money/40 bg-money/10 px-4 py-3">
        <div>
          <p className="text-[11px] font-bold uppercase tracking-wider text-money">{t('stats.claimable')}</p>
          <p className="font-mono text-2xl font-black text-text" data-testid="spread-claimable">
            {formatAmount(info.claimable)}
          </p>
        </div>
        <Button
          variant={info.claimable > 0 ? 'money' : 'secondary'}
          size="lg"
          aria-disabled={info.claimable <= 0 || receive.isPending}
          data-testid="spread-claim"
          onClick={() => {
            if (info.claimable <= 0 || receive.isPending) return;
            receive.mutate(undefined, {
              onSuccess: (r) => toast.success(t('stats.claimed', { amount: formatAmount(r.amount) })),
            });
          }}
        >
          <Icon name="wallet" />
          {info.claimable > 0 ? t('stats.claim') : t('stats.nothing')}
        </Button>
      </div>
    </section>
  );
}
