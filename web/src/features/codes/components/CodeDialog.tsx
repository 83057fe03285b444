import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';

type Tab = 'promo' | 'invite';

/** Use-code dialog (promo / invitation tabs). Codes need an account, so it points to sign-in for now. */
export function CodeDialog({
  open,
  onOpenChange,
  onSignIn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignIn: () => void;
}) {
  const { t } = useTranslation('auth');
  const [tab, setTab] = useState<Tab>('promo');
  const [code, setCode] = useState('');
  const inputId = useId();
  const tabs: Tab[] = ['promo', 'invite'];

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('code.title')} description={t('code.description')}>
      <div
        role="tablist"
        aria-label={t('code.title')}
        className="mt-5 grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1"
      >
        {tabs.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            onClick={() => setTab(value)}
            className={cx(
              'h-9 rounded-md text-sm font-bold transition',
              tab === value ? 'bg-surface-3 text-text shadow' : 'text-muted hover:text-text',
            )}
          >
            {t(`code.tabs.${value}`)}
          </button>
        ))}
      </div>
      <form
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSignIn();
        }}
      >
        <label htmlFor={inputId} className="block text-xs font-bold uppercase tracking-wider text-muted">
          {t(`code.label.${tab}`)}
        </label>
        <div className="flex items-center gap-2 rounded-lg border border-line-strong bg-bg px-3 focus-within:border-accent">
          <Icon name="ticket" className="text-lg text-accent-2" />
          <input
            id={inputId}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            maxLength={32}
            autoComplete="off"
            placeholder={t('code.placeholder')}
            className="h-11 min-w-0 flex-1 bg-transparent text-sm text-text uppercase placeholder:normal-case placeholder:text-subtle focus:outline-none"
          />
        </div>
        <p className="flex items-start gap-2 rounded-lg border border-warning/40 bg-warning/10 p-3 text-xs leading-relaxed text-[#ffdf94]">
          <Icon name="lock" className="mt-0.5 shrink-0 text-sm" />
          {t('code.needSignIn')}
        </p>
        <Button type="submit" size="lg" className="w-full">
          {t('code.signIn')}
        </Button>
      </form>
    </Dialog>
  );
}
