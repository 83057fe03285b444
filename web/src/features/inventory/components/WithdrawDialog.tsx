import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Dialog } from '../../../components/ui/Dialog';
import { ItemPicture, ItemTags, splitName } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { isApiError } from '../../../lib/api';
import { formatAmount } from '../../../lib/money';
import { useUser } from '../../../lib/user';
import { type BackpackItem, useWithdraw, WITHDRAW_MAX } from '../api/backpack';
import { sumPrices } from '../lib/sell-summary';

export const WITHDRAWALS_PATH = '/my/history/withdrawals';

type Step = 'tradeUrl' | 'confirm' | 'done';

function StepDots({ step }: { step: Step }) {
  const { t } = useTranslation('inventory');
  const steps: Step[] = ['tradeUrl', 'confirm', 'done'];
  const at = steps.indexOf(step);
  return (
    <ol className="mt-4 flex items-center gap-2 text-[11px] font-bold uppercase tracking-wider">
      {steps.map((name, index) => (
        <li key={name} className="flex flex-1 items-center gap-2" aria-current={name === step ? 'step' : undefined}>
          <span
            className={cx(
              'grid size-5 shrink-0 place-items-center rounded-full border text-[10px]',
              index < at && 'border-money bg-money/20 text-money',
              index === at && 'border-accent bg-accent text-accent-ink',
              index > at && 'border-line-strong text-subtle',
            )}
          >
            {index < at ? <Icon name="check" strokeWidth={3} /> : index + 1}
          </span>
          <span className={cx('truncate', index === at ? 'text-text' : 'text-subtle')}>
            {t(`withdraw.steps.${name}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function ItemRows({ items }: { items: readonly BackpackItem[] }) {
  return (
    <ul className="max-h-56 divide-y divide-line overflow-y-auto rounded-xl border border-line bg-surface-2">
      {items.map((item) => {
        const goods = item.goods_info;
        const { weapon, skin } = splitName(goods.name);
        return (
          <li key={item.knapsack_id} data-testid="withdraw-item" className="flex items-center gap-3 px-3 py-2">
            <span
              className="grid h-11 w-16 shrink-0 place-items-center rounded-lg"
              style={{ background: `radial-gradient(80% 90% at 50% 100%, ${goods.quality.color}55, transparent 75%)` }}
            >
              <ItemPicture goods={goods} className="h-9 w-14" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-1.5">
                <ItemTags goods={goods} />
                <span className="truncate text-[11px] text-subtle">{weapon || goods.category.type}</span>
              </span>
              <span className="block truncate text-sm font-semibold" title={goods.name}>
                {skin}
              </span>
            </span>
            <span className="text-sm font-bold text-money tabular">{formatAmount(item.price)}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Withdraw the ticked items to Steam (`POST /api/system_shop/extract`). Without a saved trade URL the page's
 * trade-URL form comes first (`tradeUrlForm`, also when the server refuses the saved one); then the items and
 * their value; then a link to the withdrawal history, which follows every withdrawal live.
 */
export function WithdrawDialog({
  open,
  onOpenChange,
  items,
  tradeUrlForm,
  onWithdrawn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  items: readonly BackpackItem[];
  tradeUrlForm: ReactNode;
  onWithdrawn: () => void;
}) {
  const { t } = useTranslation('inventory');
  const { profile } = useUser();
  const withdraw = useWithdraw();
  const inFlight = useRef(false);
  const [refusedUrl, setRefusedUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<readonly BackpackItem[] | null>(null);
  const tradeUrl = profile?.trade_url ?? '';
  const needsUrl = !tradeUrl || tradeUrl === refusedUrl;
  const step: Step = done ? 'done' : needsUrl ? 'tradeUrl' : 'confirm';
  const tooMany = items.length > WITHDRAW_MAX;
  const shown = done ?? items;

  // Each opening starts over (a finished request's summary is not shown again).
  useEffect(() => {
    if (!open) return;
    setDone(null);
    setError(null);
    setRefusedUrl(null);
  }, [open]);

  const submit = () => {
    if (inFlight.current || needsUrl || tooMany || items.length === 0) return;
    inFlight.current = true;
    setError(null);
    const sent = [...items];
    withdraw.mutate(
      sent.map((item) => item.knapsack_id),
      {
        onSuccess: () => {
          setDone(sent);
          onWithdrawn();
        },
        onError: (e) => {
          // 400: the trade URL is missing or refused (the only 400 a list of real ids gets): ask for it again.
          if (isApiError(e, 400)) setRefusedUrl(tradeUrl);
          else if (!isApiError(e, 401)) setError(e instanceof Error ? e.message : t('withdraw.failed'));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!withdraw.isPending) onOpenChange(next);
      }}
      title={done ? t('withdraw.doneTitle') : t('withdraw.title')}
      description={done ? t('withdraw.doneBody') : t('withdraw.description')}
      testId="withdraw-dialog"
      className="md:w-[min(94vw,600px)]"
    >
      <div data-step={step} data-testid="withdraw-step">
        <StepDots step={step} />
        {step === 'tradeUrl' ? (
          <div className="mt-4 space-y-3" data-testid="withdraw-trade-url">
            <p role="alert" className="flex items-start gap-2 text-sm font-semibold text-accent-2">
              <Icon name="link" className="mt-0.5 shrink-0" />
              {refusedUrl ? t('withdraw.tradeUrlRefused') : t('withdraw.tradeUrlNeeded')}
            </p>
            {tradeUrlForm}
          </div>
        ) : null}
        <div className="mt-4 space-y-3">
          <ItemRows items={shown} />
          <p className="flex items-baseline justify-between text-sm">
            <span className="text-muted">{t('withdraw.value')}</span>
            <span className="font-display text-lg font-bold text-money tabular" data-testid="withdraw-value">
              {formatAmount(sumPrices(shown))}
            </span>
          </p>
          {tooMany && !done ? (
            <p role="alert" className="text-sm font-semibold text-[#ff9a9a]">
              {t('withdraw.tooMany', { max: WITHDRAW_MAX })}
            </p>
          ) : null}
          {error ? (
            <p role="alert" data-testid="withdraw-error" className="text-sm font-semibold text-[#ff9a9a]">
              {error}
            </p>
          ) : null}
        </div>
        {done ? (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
            <ButtonLink
              to={WITHDRAWALS_PATH}
              size="lg"
              className="w-full sm:flex-1"
              data-testid="withdraw-track"
              onClick={() => onOpenChange(false)}
            >
              <Icon name="history" />
              {t('withdraw.track')}
            </ButtonLink>
            <Button variant="ghost" size="lg" onClick={() => onOpenChange(false)}>
              {t('withdraw.close')}
            </Button>
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row-reverse">
            <Button
              size="lg"
              className="w-full sm:flex-1"
              data-testid="withdraw-confirm"
              disabled={needsUrl || tooMany || withdraw.isPending}
              aria-busy={withdraw.isPending || undefined}
              onClick={submit}
            >
              {withdraw.isPending ? (
                <Spinner label={t('withdraw.sending')} className="text-current" />
              ) : (
                <Icon name="external" />
              )}
              {t('withdraw.confirm', { n: items.length })}
            </Button>
            <Button variant="ghost" size="lg" disabled={withdraw.isPending} onClick={() => onOpenChange(false)}>
              {t('withdraw.cancel')}
            </Button>
          </div>
        )}
        <p className="mt-3 text-xs text-subtle">{t('withdraw.note')}</p>
      </div>
    </Dialog>
  );
}
