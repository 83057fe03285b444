import { toAmount } from '@dropforge/shared/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ItemPicture } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import type { UpgradeFlow } from '../hooks/useUpgradeFlow';
import { safeColor } from '../lib/items';
import { maxAmountText } from '../lib/stake';
import { PANEL, PanelTitle } from './PanelTitle';

/** Slots drawn for the stake (the maximum, at most two rows of five). */
const MAX_SLOTS = 10;

/** The stake: its value, the chosen items (click to remove), and the balance part. Visitors get a sign-in prompt. */
export function StakeSummary({
  flow,
  signedIn,
  className,
}: {
  flow: UpgradeFlow;
  signedIn: boolean;
  className?: string;
}) {
  const { t } = useTranslation('upgrade');
  return (
    <section aria-labelledby="upgrade-stake-title" className={cx(PANEL, 'flex flex-col', className)}>
      <PanelTitle
        id="upgrade-stake-title"
        icon="wallet"
        title={t('stake.title')}
        tone="bg-money/15 text-money"
        aside={
          signedIn && (flow.selected.length > 0 || flow.amountText) ? (
            <Button variant="ghost" size="sm" onClick={flow.clearStake} disabled={flow.locked}>
              {t('stake.clear')}
            </Button>
          ) : null
        }
      />
      {signedIn ? <StakeBody flow={flow} /> : <Guest />}
    </section>
  );
}

function Guest() {
  const { t } = useTranslation('upgrade');
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-5 py-8 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-money/12 text-2xl text-money shadow-[inset_0_0_0_1px_rgb(62_224_137/0.3)]">
        <Icon name="lock" />
      </span>
      <h3 className="font-display text-xl font-bold uppercase tracking-wide">{t('stake.guestTitle')}</h3>
      <p className="max-w-xs text-sm text-muted">{t('stake.guestBody')}</p>
      <Button onClick={() => requestSignIn()} data-testid="upgrade-sign-in">
        <Icon name="user" />
        {t('stake.signIn')}
      </Button>
    </div>
  );
}

function StakeBody({ flow }: { flow: UpgradeFlow }) {
  const { t } = useTranslation('upgrade');
  const inputId = useId();
  const slots = Math.min(flow.maxItems, MAX_SLOTS);
  const empty = Math.max(0, slots - flow.selected.length);
  const error = flow.amount.error;
  return (
    <div className="flex flex-1 flex-col gap-4 p-3 sm:p-4">
      <div className="flex items-end justify-between gap-3">
        <div>
          <p className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('stake.value')}</p>
          <p data-testid="upgrade-stake-value" className="font-display text-3xl font-bold text-money tabular">
            {formatAmount(toAmount(flow.stake))}
          </p>
        </div>
        <p className="rounded-md bg-surface-3 px-2 py-1 text-xs font-bold text-muted tabular">
          {t('stake.items', { n: flow.selected.length, max: flow.maxItems })}
        </p>
      </div>
      <ul className="grid grid-cols-5 gap-1.5" aria-label={t('stake.chosen')}>
        {flow.selected.map((item) => {
          const color = safeColor(item.goods_info.quality.color);
          return (
            <li key={item.knapsack_id} className="motion-safe:animate-pop">
              <button
                type="button"
                onClick={() => flow.toggle(item)}
                disabled={flow.locked}
                aria-label={t('stake.remove', { name: item.goods_info.name })}
                title={item.goods_info.name}
                className="group relative grid aspect-square w-full place-items-center overflow-hidden rounded-lg border bg-surface-2 transition hover:brightness-125 disabled:cursor-default"
                style={{
                  borderColor: `${color}99`,
                  backgroundImage: `radial-gradient(90% 70% at 50% 100%, ${color}55, transparent 70%)`,
                }}
              >
                <ItemPicture goods={item.goods_info} className="size-4/5" />
                <span className="absolute inset-x-0 bottom-0 bg-black/55 text-[9px] font-bold text-money tabular">
                  {formatAmount(item.price)}
                </span>
                <span className="absolute top-0.5 right-0.5 hidden rounded bg-black/70 p-0.5 text-[10px] text-text group-hover:block">
                  <Icon name="close" />
                </span>
              </button>
            </li>
          );
        })}
        {Array.from({ length: empty }, (_, i) => (
          <li
            key={`slot-${String(i)}`}
            aria-hidden="true"
            className="grid aspect-square place-items-center rounded-lg border border-dashed border-line-strong/70 bg-bg-2/60 text-line-strong"
          >
            <Icon name="plus" />
          </li>
        ))}
      </ul>
      {flow.selected.length === 0 ? <p className="-mt-2 text-xs text-subtle">{t('stake.empty')}</p> : null}
      <p className="flex items-center gap-2 rounded-lg border border-line bg-bg-2/70 px-3 py-2 text-xs text-muted">
        <Icon name="coins" className="shrink-0 text-base text-[#ffd66b]" />
        <span className="min-w-0 flex-1">{t('stake.gift', { share: Math.round(flow.coinsShare * 100) })}</span>
        <span className="font-bold text-[#ffd66b] tabular">{formatAmount(flow.giftIfLost, '')}</span>
      </p>
      <div className="mt-auto">
        <label htmlFor={inputId} className="mb-1 flex justify-between text-xs font-bold text-muted">
          {t('stake.amount')}
          <span className="font-normal text-subtle tabular">
            {t('stake.balance', { amount: formatAmount(flow.balance) })}
          </span>
        </label>
        <div
          className={cx(
            'flex h-11 items-center rounded-lg border bg-bg-2 pl-3 focus-within:ring-2 focus-within:ring-accent',
            error ? 'border-danger' : 'border-line-strong',
          )}
        >
          <span className="text-money">$</span>
          <input
            id={inputId}
            data-testid="upgrade-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            value={flow.amountText}
            disabled={flow.locked}
            onChange={(event) => flow.setAmount(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${inputId}-error` : undefined}
            className="h-full min-w-0 flex-1 bg-transparent px-2 font-bold tabular outline-none placeholder:text-subtle"
          />
          <button
            type="button"
            onClick={() => flow.setAmount(maxAmountText(flow.balance))}
            disabled={flow.locked}
            className="mr-1 h-8 rounded-md bg-surface-3 px-2.5 text-xs font-bold uppercase text-muted hover:text-text"
          >
            {t('stake.max')}
          </button>
        </div>
        {error ? (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-[#ff8f8f]">
            {t(error === 'balance' ? 'stake.errorBalance' : 'stake.errorFormat')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
