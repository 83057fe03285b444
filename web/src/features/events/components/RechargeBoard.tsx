import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { formatAmount } from '../../../lib/money';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import type { RechargeBoxes, RechargeOpenResult } from '../api/ladder';
import { useRechargeOpen } from '../api/ladder';
import { Prize, usePrizeLabel } from './Prize';

/** How long the chosen boxes shake before their prizes show. */
const OPEN_MS = 1000;
const TONES = ['from-[#b45309] to-[#f59e0b]', 'from-[#64748b] to-[#e2e8f0]', 'from-[#f59e0b] to-[#fde68a]'];

/**
 * The recharge-open boxes: one tile per threshold with what the player's deposits unlocked. Opening shakes the
 * chosen lids open and shows the prizes; with reduced motion the prizes simply appear.
 */
export function RechargeBoard({ info }: { info: RechargeBoxes }) {
  const { t, i18n } = useTranslation('ladder');
  const label = usePrizeLabel();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { mutation: open, refresh } = useRechargeOpen();
  const [last, setLast] = useState<RechargeOpenResult | null>(null);
  const [opening, setOpening] = useState<number[]>([]);
  const ready = info.list.flatMap((b) => (b.ready > 0 ? [b.id] : []));
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { dateStyle: 'medium' });

  const onOpen = (list: number[]) => {
    setOpening(list);
    setLast(null);
    const shownAt = Date.now();
    open.mutate(list, {
      onSuccess: (res) => {
        // The lids shake for a moment before the prizes show (at once with reduced motion).
        const wait = reduced ? 0 : Math.max(0, OPEN_MS - (Date.now() - shownAt));
        setTimeout(() => {
          setOpening([]);
          setLast(res);
          refresh();
          toast.success(t('recharge.won', { prize: res.list.map((o) => label(o.prize)).join(', ') }));
        }, wait);
      },
      onError: () => setOpening([]),
    });
  };

  return (
    <section
      className="space-y-4"
      data-testid="recharge-board"
      data-phase={opening.length ? 'opening' : last ? 'opened' : 'idle'}
    >
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-card)] border border-line bg-surface p-4">
        <p className="text-sm text-muted">
          <Icon name="calendar" className="mr-1.5 inline" />
          {t('recharge.window', { from: date(info.starts_at), to: date(info.ends_at) })}
        </p>
        <div className="flex gap-2">
          <ButtonLink to="/pay" variant="secondary" size="sm">
            <Icon name="plus" />
            {t('recharge.deposit')}
          </ButtonLink>
          <Button
            size="sm"
            disabled={ready.length < 2 || opening.length > 0}
            onClick={() => onOpen(ready)}
            data-testid="recharge-open-all"
          >
            {t('recharge.openAll', { count: ready.length })}
          </Button>
        </div>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {info.list.map((box, i) => {
          const shaking = opening.includes(box.id);
          const won = last?.list.filter((o) => o.box_id === box.id) ?? [];
          return (
            <li
              key={box.id}
              data-testid={`recharge-box-${box.id}`}
              data-state={box.state}
              className={cx(
                'flex flex-col gap-3 rounded-[var(--radius-card)] border bg-surface p-4',
                box.state === 'ready' ? 'border-accent/70 shadow-[0_0_24px_-8px_rgb(255_138_31/0.8)]' : 'border-line',
                shaking && 'ring-2 ring-accent-2 ring-offset-2 ring-offset-bg',
                shaking && !reduced && 'motion-safe:animate-pulse',
              )}
            >
              <div className="flex items-center gap-3">
                <span
                  aria-hidden
                  className={cx(
                    'grid size-14 shrink-0 place-items-center rounded-xl bg-gradient-to-br text-2xl text-[#1b1200]',
                    TONES[i % TONES.length],
                    box.state === 'locked' && 'opacity-40 grayscale',
                    shaking && !reduced && 'motion-safe:animate-bounce',
                  )}
                >
                  <Icon name={box.state === 'locked' ? 'lock' : 'box'} />
                </span>
                <div className="min-w-0">
                  <h2 className="truncate font-display text-base font-bold uppercase tracking-wide">{box.title}</h2>
                  <p className="text-xs text-muted">
                    {t('recharge.threshold', { amount: formatAmount(box.threshold) })}
                  </p>
                </div>
              </div>
              <p className="text-xs font-bold">
                {box.state === 'ready'
                  ? t('recharge.ready', { count: box.ready })
                  : box.state === 'opened'
                    ? t('recharge.opened', { count: box.opened })
                    : t('recharge.locked')}
              </p>
              {won.length ? (
                <div
                  className={cx('flex flex-wrap gap-3 rounded-lg bg-surface-2 p-2', !reduced && 'animate-pop')}
                  data-testid={`recharge-won-${box.id}`}
                >
                  {won.map((o) => (
                    <Prize
                      key={`${o.order_sn}-${o.knapsack_ids.join('-')}-${o.roll?.nonce}`}
                      prize={o.prize}
                      size="md"
                    />
                  ))}
                </div>
              ) : null}
              <details className="text-xs text-muted">
                <summary className="cursor-pointer select-none">
                  {box.case_id ? t('recharge.caseBox') : t('recharge.odds')}
                </summary>
                {box.case_id ? (
                  <p className="mt-2">{t('recharge.caseRule')}</p>
                ) : (
                  <ul className="mt-2 space-y-1.5">
                    {box.prizes.map((p) => (
                      <li
                        key={`${p.kind}-${p.amount}-${p.tickets}`}
                        className="flex items-center justify-between gap-2"
                      >
                        <Prize prize={p} size="sm" className="flex-row gap-2 text-left" />
                        <span className="font-mono tabular-nums">{(p.tickets / 1_000_000).toFixed(2)}%</span>
                      </li>
                    ))}
                  </ul>
                )}
              </details>
              <Button
                className="mt-auto w-full"
                disabled={box.state !== 'ready' || opening.length > 0}
                onClick={() => onOpen([box.id])}
                data-testid={`recharge-open-${box.id}`}
              >
                {t('recharge.open')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
