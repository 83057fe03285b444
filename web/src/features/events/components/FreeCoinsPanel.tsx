import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/useNow';
import { useClaimFreeCoins, useFreeCoins } from '../api/events';
import { countdown } from '../lib/countdown';

/** Today's free coins: a claim button, or the countdown to tomorrow's. */
export function FreeCoinsPanel() {
  const { t } = useTranslation('events');
  const info = useFreeCoins(true);
  const claim = useClaimFreeCoins();
  const data = info.data;
  const now = useNow(!!data && !data.available);
  if (info.isPending) return <Skeleton className="h-20 rounded-xl" />;
  if (info.isError || !data) return <p className="text-sm text-muted">{t('coins.unavailable')}</p>;
  const amounts = data.prizes.map((p) => p.amount ?? 0);
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="free-coins">
      <span className="grid size-12 place-items-center rounded-xl bg-[#e4ae39]/15 text-2xl text-[#e4ae39]">
        <Icon name="coins" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-bold">
          {t('coins.range', {
            min: formatAmount(Math.min(...amounts), ''),
            max: formatAmount(Math.max(...amounts), ''),
          })}
        </p>
        <p className="text-xs text-muted">
          {data.available ? (
            t('coins.ready')
          ) : (
            <>
              {data.claimed !== null ? `${t('coins.claimed', { amount: formatAmount(data.claimed, '') })} · ` : null}
              {t('coins.next')} <span className="font-mono tabular-nums">{countdown(data.next_at, now)}</span>
            </>
          )}
        </p>
      </div>
      <Button
        variant="money"
        disabled={!data.available || claim.isPending}
        data-testid="free-coins-claim"
        onClick={() =>
          claim.mutate(undefined, {
            onSuccess: (res) => toast.success(t('coins.won', { amount: formatAmount(res.prize.amount ?? 0, '') })),
          })
        }
      >
        <Icon name="gift" />
        {t('coins.claim')}
      </Button>
    </div>
  );
}
