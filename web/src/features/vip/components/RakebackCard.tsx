import { vipRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast-store';
import { call } from '../../../lib/client';
import { formatAmount } from '../../../lib/money';
import { loadProfile } from '../../../lib/user';

const KEY = ['rakeback'];

/** Rakeback at the player's level: the share of the house edge paid back, what is claimable, one claim a day. */
export function RakebackCard() {
  const { t, i18n } = useTranslation('vip');
  const client = useQueryClient();
  const info = useQuery({ queryKey: KEY, queryFn: ({ signal }) => call(vipRoutes.rakeback, { signal }) });
  const receive = useMutation({
    mutationFn: () => call(vipRoutes.rakebackReceive, {}),
    onSuccess: (r) => toast.success(t('rakeback.claimed', { amount: formatAmount(r.amount) })),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: KEY });
      void loadProfile();
    },
  });
  const data = info.data;
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section
      className="rounded-[var(--radius-card)] border border-money/40 bg-gradient-to-br from-money/12 via-surface to-surface p-5"
      aria-labelledby="rakeback-title"
    >
      <h2
        id="rakeback-title"
        className="flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide"
      >
        <Icon name="refresh" className="text-money" />
        {t('rakeback.title')}
      </h2>
      {!data ? (
        <Skeleton className="mt-3 h-24 rounded-lg" />
      ) : (
        <>
          <p className="mt-1 text-sm text-muted">{t('rakeback.body', { rate: +(data.rate * 100).toFixed(2) })}</p>
          <p className="mt-3 text-[11px] font-bold uppercase tracking-wider text-money">{t('rakeback.claimable')}</p>
          <p className="font-mono text-3xl font-black text-text" data-testid="rakeback-claimable">
            {formatAmount(data.claimable)}
          </p>
          <Button
            variant={data.claimable > 0 && !data.claimed_today ? 'money' : 'secondary'}
            className="mt-3 w-full"
            aria-disabled={data.claimable <= 0 || data.claimed_today || receive.isPending}
            onClick={() => {
              if (data.claimable > 0 && !data.claimed_today && !receive.isPending) receive.mutate();
            }}
          >
            {data.claimed_today
              ? t('rakeback.next', { time: time.format(new Date(data.next_claim_at)) })
              : t('rakeback.claim')}
          </Button>
        </>
      )}
    </section>
  );
}
