import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { SafeImage } from '../../../components/ui/SafeImage';
import { toast } from '../../../components/ui/toast-store';
import { useCopy } from '../../../components/ui/useCopy';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import { useNow } from '../../../lib/useNow';
import { type Bargain, type BargainOpenResult, useHelpBargain, useOpenBargain } from '../api/social';
import { countdown } from '../lib/countdown';
import { BargainPriceBar } from './BargainPriceBar';

export const bargainLink = (id: string) => `${window.location.origin}/event/bargain?id=${id}`;

/**
 * One bargain: the case, the price bar, who helped and by how much, the time left; a friend's HELP button, the
 * asker's share link and, at the target, OPEN. One request at a time: repeated clicks are ignored while pending.
 */
export function BargainPanel({ bargain, signedIn }: { bargain: Bargain; signedIn: boolean }) {
  const { t } = useTranslation('social');
  const now = useNow(bargain.state === 'open');
  const help = useHelpBargain();
  const open = useOpenBargain();
  const { copied, copy } = useCopy();
  const [drop, setDrop] = useState<BargainOpenResult | null>(null);
  const reached = bargain.current_price <= bargain.target_price;
  const expired = bargain.state === 'expired';
  const busy = help.isPending || open.isPending;

  const onHelp = () => {
    if (busy) return;
    if (!signedIn) return requestSignIn();
    help.mutate(bargain.id, {
      onSuccess: (r) => toast.success(t('bargain.helpedToast', { amount: formatAmount(r.cut) })),
    });
  };
  const onOpen = () => {
    if (busy) return;
    open.mutate(bargain.id, { onSuccess: (r) => setDrop(r) });
  };

  return (
    <section
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
      data-testid="bargain-panel"
      data-state={bargain.state}
    >
      <div className="grid gap-5 p-4 sm:grid-cols-[180px_minmax(0,1fr)] sm:p-6">
        <div className="relative mx-auto grid aspect-square w-40 place-items-center rounded-xl bg-[radial-gradient(circle_at_50%_40%,rgb(235_75_75/0.25),transparent_70%)] sm:w-full">
          <SafeImage
            src={bargain.box.picture}
            alt={bargain.box.name}
            className="w-full object-contain motion-safe:animate-float"
            fallback={<Icon name="box" className="text-3xl text-muted" />}
          />
        </div>
        <div className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <div className="flex min-w-0 items-center gap-2.5">
              <SafeImage
                src={bargain.owner.avatar}
                alt=""
                className="size-9 shrink-0 rounded-full border border-line-strong"
                fallback={<span className="size-8 shrink-0 rounded-full bg-surface-3" />}
              />
              <div className="min-w-0">
                <p className="truncate text-sm font-semibold">
                  {bargain.mine ? t('bargain.yours') : t('bargain.asks', { name: bargain.owner.name })}
                </p>
                <p className="truncate font-display text-lg font-bold uppercase tracking-wide">{bargain.box.name}</p>
              </div>
            </div>
            <span
              className={cx(
                'inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-bold tabular-nums',
                expired ? 'bg-surface-3 text-muted' : 'bg-accent/15 text-accent-2',
              )}
              data-testid="bargain-countdown"
            >
              <Icon name="clock" />
              {bargain.state === 'opened'
                ? t('bargain.state.opened')
                : expired
                  ? t('bargain.state.expired')
                  : countdown(bargain.expires_at, now)}
            </span>
          </div>

          <BargainPriceBar price={bargain.price} target={bargain.target_price} current={bargain.current_price} />

          <p className="text-sm text-muted" data-testid="bargain-helpers">
            {t('bargain.helpers', { n: bargain.helpers, needed: bargain.helpers_needed })}
          </p>

          <div className="flex flex-wrap items-center gap-2">
            {bargain.mine ? (
              <>
                {bargain.state === 'open' && reached ? (
                  <Button variant="money" size="lg" onClick={onOpen} disabled={busy} data-testid="bargain-open">
                    <Icon name="box" />
                    {t('bargain.open', { price: formatAmount(bargain.current_price) })}
                  </Button>
                ) : null}
                {bargain.state === 'open' && !reached ? (
                  <Button
                    variant="primary"
                    onClick={() => void copy(bargainLink(bargain.id))}
                    data-testid="bargain-copy"
                  >
                    <Icon name={copied ? 'check' : 'copy'} />
                    {copied ? t('bargain.copied') : t('bargain.copy')}
                  </Button>
                ) : null}
              </>
            ) : bargain.state === 'open' && !reached && !bargain.helped ? (
              <Button variant="primary" size="lg" onClick={onHelp} disabled={busy} data-testid="bargain-help">
                <Icon name="percent" />
                {t('bargain.help')}
              </Button>
            ) : bargain.helped ? (
              <span
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-money"
                data-testid="bargain-helped"
              >
                <Icon name="check" />
                {t('bargain.thanks')}
              </span>
            ) : null}
            {!bargain.mine && bargain.helps_left !== null ? (
              <span className="text-xs text-muted">{t('bargain.helpsLeft', { left: bargain.helps_left })}</span>
            ) : null}
          </div>
          {bargain.mine && bargain.state === 'open' && !reached ? (
            <p
              className="break-all rounded-md bg-surface-2 px-3 py-2 font-mono text-xs text-muted"
              data-testid="bargain-link"
            >
              {bargainLink(bargain.id)}
            </p>
          ) : null}
        </div>
      </div>

      {drop ? <DropResult drop={drop} /> : null}

      <ul className="divide-y divide-line border-t border-line" data-testid="bargain-help-list">
        {bargain.help_list.length === 0 ? (
          <li className="px-4 py-3 text-sm text-muted sm:px-6">{t('bargain.noHelpers')}</li>
        ) : (
          bargain.help_list.map((h, i) => (
            <li
              key={`${h.name}-${h.created_at}`}
              className="flex items-center gap-3 px-4 py-2.5 motion-safe:animate-[rank-in_0.4s_ease-out_both] sm:px-6"
              style={{ animationDelay: `${i * 60}ms` }}
            >
              <SafeImage
                src={h.avatar}
                alt=""
                className="size-7 rounded-full border border-line"
                fallback={<span className="size-8 shrink-0 rounded-full bg-surface-3" />}
              />
              <span className="min-w-0 flex-1 truncate text-sm font-semibold">{h.name}</span>
              <span className="font-bold tabular-nums text-covert">−{formatAmount(h.cut)}</span>
              <span className="hidden font-mono text-[11px] text-subtle sm:inline" title={h.roll.serverSeedHash}>
                #{h.roll.nonce} · {h.roll.ticket}
              </span>
            </li>
          ))
        )}
      </ul>
    </section>
  );
}

function DropResult({ drop }: { drop: BargainOpenResult }) {
  const { t } = useTranslation('social');
  const item = drop.list[0];
  if (!item) return null;
  return (
    <div
      className="flex items-center gap-4 border-t border-line bg-money/5 px-4 py-4 motion-safe:animate-pop sm:px-6"
      data-testid="bargain-drop"
    >
      <SafeImage
        src={item.goods.picture}
        alt={item.goods.hash_name}
        className="h-16 w-24 object-contain"
        fallback={<Icon name="box" className="text-3xl text-muted" />}
      />
      <div className="min-w-0">
        <p className="text-xs font-semibold uppercase tracking-wide text-money">{t('bargain.dropped')}</p>
        <p className="truncate font-semibold">{item.goods.hash_name}</p>
        <p className="text-sm tabular-nums text-muted">
          {formatAmount(item.goods.price)} · {t('bargain.paid', { amount: formatAmount(drop.paid) })}
        </p>
      </div>
    </div>
  );
}
