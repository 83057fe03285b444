import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { cx } from '../../components/ui/cx';
import { Icon } from '../../components/ui/icons';
import { count, money } from './format';
import { useOpsQuery } from './hooks';
import { INPUT, useLocaleTag } from './ui';

/** Pieces shared by the promotion screens (events, giveaways, codes, gift cards). */

/** A warning or note block above a form's button. */
export function Notice({ tone = 'warning', children }: { tone?: 'warning' | 'info'; children: ReactNode }) {
  return (
    <p
      className={cx(
        'flex items-start gap-2 rounded-lg border px-3 py-2 text-sm',
        tone === 'warning'
          ? 'border-warning/40 bg-warning/10 text-warning'
          : 'border-info/35 bg-info/10 text-[#8cc6ff]',
      )}
    >
      <Icon name={tone === 'warning' ? 'alert' : 'info'} className="mt-0.5 shrink-0" />
      <span className="min-w-0">{children}</span>
    </p>
  );
}

/** The "New …" button of a screen's title: shows and hides the form (`controls`, its id) under the title. */
export function NewToggle({
  open,
  onToggle,
  controls,
  label,
  closeLabel,
  testId,
}: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  label: string;
  closeLabel: string;
  testId: string;
}) {
  return (
    <Button
      variant={open ? 'secondary' : 'primary'}
      onClick={onToggle}
      aria-expanded={open}
      aria-controls={controls}
      data-testid={testId}
    >
      <Icon name={open ? 'close' : 'plus'} />
      {open ? closeLabel : label}
    </Button>
  );
}

/** An expected cost as the server priced it, dimmed under a note once the form has changed since (`stale`). */
export function CostFrame({ stale, testId, children }: { stale?: boolean; testId: string; children: ReactNode }) {
  const { t } = useTranslation('ops');
  return (
    <div
      className={cx('space-y-3 motion-safe:animate-fade-up', stale && 'opacity-60')}
      aria-live="polite"
      data-testid={testId}
    >
      {stale ? <Notice tone="info">{t('promo.costStale')}</Notice> : null}
      {children}
    </div>
  );
}

/** How much of a total is taken, as a bar with its figures (codes' uses, gift cards redeemed). */
export function UsageBar({ used, total }: { used: number; total: number }) {
  const tag = useLocaleTag();
  const share = total > 0 ? Math.min(1, used / total) : 0;
  return (
    <span className="flex min-w-[8rem] items-center gap-2">
      <span className="h-2 flex-1 overflow-hidden rounded-full bg-surface-3" aria-hidden="true">
        <span
          className={cx('block h-full rounded-full', share >= 0.9 ? 'bg-danger' : 'bg-accent-2')}
          style={{ width: `${share * 100}%` }}
        />
      </span>
      <span className="whitespace-nowrap text-xs tabular text-muted">
        {count(used, tag)} / {count(total, tag)}
      </span>
    </span>
  );
}

/** A select of the published cases (prize of a giveaway, reward of a box code); value is the case id. */
export function CaseSelect({
  value,
  onChange,
  invalid,
  testId,
}: {
  value: string;
  onChange: (id: string) => void;
  invalid?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('ops');
  const cases = useOpsQuery('cases');
  const list = (cases.data?.list ?? []).filter((c) => c.state === 'published');
  return (
    <>
      <select
        className={INPUT}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid}
        aria-busy={cases.isPending}
        data-testid={testId}
      >
        <option value="">{cases.isPending ? t('loading') : t('promo.noCase')}</option>
        {list.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
            {c.price === null ? '' : ` · ${money(c.price)}`}
            {c.enabled ? '' : ` · ${t('state.disabled')}`}
          </option>
        ))}
      </select>
      {cases.isError ? <span className="mt-1 block text-[11px] text-danger">{cases.error.message}</span> : null}
    </>
  );
}

/** A giveaway prize as `name … value`: cash and coins by their kind's name, coins without the dollar sign. */
export function PrizeLine({ prize }: { prize: { kind: string; name: string; value: number } }) {
  const { t } = useTranslation('ops');
  const coins = prize.kind === 'coins';
  const name = prize.kind === 'cash' || coins ? t(`promo.prize.${prize.kind}`) : prize.name;
  return (
    <span className="flex min-w-0 justify-between gap-2 text-xs" data-kind={prize.kind}>
      <span className="truncate" title={name}>
        {prize.kind === 'box' ? `${t('promo.prize.box')}: ${name}` : name}
      </span>
      <span className={cx('shrink-0 tabular', coins ? 'text-accent-2' : 'text-money')}>
        {coins ? t('promo.coinsAmount', { amount: money(prize.value, 'coins') }) : money(prize.value)}
      </span>
    </span>
  );
}
