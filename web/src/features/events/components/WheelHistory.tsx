import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useWheelPrizes } from '../api/prize-draws';
import { Prize } from './Prize';

/** The player's last spins of a wheel (`GET /api/wheel/prize/{id}`): prize, ticket and nonce, free or paid. */
export function WheelHistory({ id }: { id: string }) {
  const { t } = useTranslation('events');
  const prizes = useWheelPrizes(id);
  const list = prizes.data?.list ?? [];
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-4">
      <h3 className="mb-3 font-display text-base font-bold uppercase tracking-wide">{t('wheel.history')}</h3>
      {prizes.isPending ? (
        <Skeleton className="h-16 rounded-lg" />
      ) : prizes.isError ? (
        <p className="text-xs text-muted">{t('error')}</p>
      ) : list.length === 0 ? (
        <p className="text-xs text-muted">{t('wheel.noSpins')}</p>
      ) : (
        <ul className="max-h-64 space-y-1.5 overflow-y-auto pr-1" data-testid="wheel-history">
          {list.map((s) => (
            <li key={s.nonce} className="flex items-center justify-between gap-2 text-xs">
              <Prize prize={s.prize} size="sm" className="min-w-0 flex-row gap-2 text-left" />
              <span className="shrink-0 font-mono tabular-nums text-muted">
                #{s.ticket.toLocaleString('en-US')} · {s.paid ? t('wheel.paidTag') : t('wheel.freeTag')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
