import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Dialog } from '../../../components/ui/Dialog';
import { ItemCard } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { toast } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api';
import { isBuilt } from '../../../lib/features';
import { formatAmount } from '../../../lib/money';
import { useUser } from '../../../lib/user';
import { type CdkeyResult, useBindInvite, useRedeemCode } from '../api/codes';

type Tab = 'promo' | 'invite';
/** The spec's "token toast followed by 'The code was used successfully'". */
const SECOND_TOAST_MS = 1600;

/**
 * Use-code dialog (spec §4): promo codes redeem at once; invitation codes arrive with the promotion centre. While a
 * redemption runs, tab switches and new submissions only show "Waiting".
 */
export function CodeDialog({
  open,
  onOpenChange,
  onSignIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('codes');
  const { status, profile } = useUser();
  const [tab, setTab] = useState<Tab>('promo');
  const [code, setCode] = useState('');
  const [waitingNote, setWaitingNote] = useState(false);
  const redeem = useRedeemCode();
  const bind = useBindInvite();
  const boundCode = profile?.parent.extension_code ?? null;
  const inputId = useId();
  const errorId = useId();
  const second = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tabs: Tab[] = isBuilt('partners') ? ['promo', 'invite'] : ['promo'];
  const signedIn = status !== 'anon';
  const busy = redeem.isPending || bind.isPending;
  const result = tab === 'promo' ? redeem.data : undefined;
  const failed = tab === 'promo' ? redeem.error : bind.error;
  const error = failed instanceof ApiError || failed instanceof Error ? failed.message : null;

  useEffect(() => () => clearTimeout(second.current), []);
  useEffect(() => {
    if (!open) {
      setCode('');
      setWaitingNote(false);
      redeem.reset();
      bind.reset();
    }
  }, [open, redeem.reset, bind.reset]);

  const submit = () => {
    if (busy) return setWaitingNote(true);
    const typed = code.trim();
    if (!typed) return;
    if (tab === 'invite') {
      bind.mutate(typed, {
        onSuccess: () => {
          setCode('');
          toast.success(t('invite.bound'));
        },
      });
      return;
    }
    redeem.mutate(typed, {
      onSuccess: (r) => {
        setWaitingNote(false);
        if (r.type === 'token') {
          toast.success(t('done.token', { tokens: r.tokens }));
          clearTimeout(second.current);
          second.current = setTimeout(() => toast.success(t('done.used')), SECOND_TOAST_MS);
        } else {
          toast.success(t('done.used'));
        }
      },
      onError: () => setWaitingNote(false),
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('title')} description={t('description')}>
      {tabs.length > 1 ? (
        <div role="tablist" aria-label={t('title')} className="mt-5 grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1">
          {tabs.map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={tab === value}
              onClick={() => (busy ? setWaitingNote(true) : setTab(value))}
              className={cx(
                'h-9 rounded-md text-sm font-bold transition',
                tab === value ? 'bg-surface-3 text-text shadow' : 'text-muted hover:text-text',
              )}
            >
              {t(`tabs.${value}`)}
            </button>
          ))}
        </div>
      ) : null}
      {tab === 'invite' && boundCode ? (
        <div className="mt-5 space-y-4" data-testid="invite-locked">
          <div className="rounded-xl border border-money/40 bg-money/10 p-4">
            <p className="flex items-center gap-2 text-xs font-bold uppercase tracking-wider text-money">
              <Icon name="lock" />
              {t('label.invite')}
            </p>
            <p className="mt-1 font-mono text-2xl font-black tracking-widest text-text">{boundCode}</p>
            <p className="mt-1 text-sm text-muted">
              {t('invite.locked', { bonus: +((profile?.invite.proportion ?? 0) * 100).toFixed(2) })}
            </p>
          </div>
          <ButtonLink to="/pay" variant="money" size="lg" className="w-full" onClick={() => onOpenChange(false)}>
            <Icon name="wallet" />
            {t('invite.pay')}
          </ButtonLink>
        </div>
      ) : result ? (
        <Redeemed
          result={result}
          onAnother={() => {
            setCode('');
            redeem.reset();
          }}
          onClose={() => onOpenChange(false)}
        />
      ) : (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (signedIn) submit();
            else onSignIn();
          }}
        >
          <label htmlFor={inputId} className="block text-xs font-bold uppercase tracking-wider text-muted">
            {t(`label.${tab}`)}
          </label>
          <div
            className={cx(
              'flex items-center gap-2 rounded-lg border bg-bg px-3 focus-within:border-accent',
              error ? 'border-danger/70' : 'border-line-strong',
            )}
          >
            <Icon name="ticket" className="text-lg text-accent-2" />
            <input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              maxLength={64}
              autoComplete="off"
              spellCheck={false}
              placeholder={t('placeholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              data-testid="code-input"
              className="h-11 min-w-0 flex-1 bg-transparent font-mono text-sm tracking-wider text-text uppercase placeholder:font-sans placeholder:normal-case placeholder:tracking-normal placeholder:text-subtle focus:outline-none"
            />
          </div>
          {error ? (
            <p
              id={errorId}
              role="alert"
              className="flex items-start gap-2 text-sm text-[#ff8d8d]"
              data-testid="code-error"
            >
              <Icon name="alert" className="mt-0.5 shrink-0" />
              {error}
            </p>
          ) : null}
          {signedIn ? (
            <>
              {waitingNote && busy ? (
                <p role="status" className="text-xs text-muted">
                  {t('waiting')}
                </p>
              ) : null}
              <Button
                type="submit"
                size="lg"
                className="w-full"
                aria-disabled={busy || !code.trim()}
                data-testid="code-submit"
              >
                {busy ? t('waiting') : tab === 'invite' ? t('invite.bind') : t('redeem')}
              </Button>
            </>
          ) : (
            <>
              <p className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-xs leading-relaxed text-[#ffdf94]">
                <Icon name="lock" className="mt-0.5 shrink-0 text-sm" />
                {t('needSignIn')}
              </p>
              <Button type="submit" size="lg" className="w-full">
                {t('signIn')}
              </Button>
            </>
          )}
        </form>
      )}
    </Dialog>
  );
}

function Redeemed({ result, onAnother, onClose }: { result: CdkeyResult; onAnother: () => void; onClose: () => void }) {
  const { t } = useTranslation('codes');
  const drop = result.open?.list[0];
  return (
    <div className="mt-5 space-y-4" data-testid="code-result" role="status">
      <div className="relative overflow-hidden rounded-xl border border-money/40 bg-gradient-to-br from-money/20 via-surface-2 to-surface-2 p-5 text-center motion-safe:animate-pop">
        <div
          aria-hidden
          className="pointer-events-none absolute -top-10 left-1/2 size-40 -translate-x-1/2 rounded-full bg-money/25 blur-3xl motion-safe:animate-pulse-dot"
        />
        <p className="relative text-xs font-bold uppercase tracking-[0.2em] text-money">{t('done.title')}</p>
        {result.type === 'cash' ? (
          <>
            <p className="relative mt-2 font-mono text-4xl font-black text-text">+{formatAmount(result.amount)}</p>
            <p className="relative mt-1 text-sm text-muted">{t('done.cash')}</p>
          </>
        ) : null}
        {result.type === 'token' ? (
          <p className="relative mt-2 flex items-center justify-center gap-2 font-mono text-4xl font-black text-[#ffd35c]">
            <Icon name="coins" />
            {t('done.token', { tokens: result.tokens })}
          </p>
        ) : null}
        {result.type === 'box' ? <p className="relative mt-2 text-sm text-muted">{t('done.box')}</p> : null}
      </div>
      {drop ? (
        <div className="mx-auto max-w-[12rem]">
          <ItemCard goods={drop.goods} glow price={formatAmount(drop.goods.price)} />
        </div>
      ) : null}
      <div className="grid gap-2">
        <Button variant="secondary" onClick={onAnother}>
          {t('done.another')}
        </Button>
        {drop ? (
          <ButtonLink to="/my#backpack" onClick={onClose}>
            {t('done.backpack')}
          </ButtonLink>
        ) : (
          <Button onClick={onClose}>{t('done.close')}</Button>
        )}
      </div>
    </div>
  );
}
