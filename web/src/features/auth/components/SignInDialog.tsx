import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon, type IconName } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';

const PERKS: Array<{ key: string; icon: IconName }> = [
  { key: 'cases', icon: 'box' },
  { key: 'battles', icon: 'swords' },
  { key: 'withdraw', icon: 'wallet' },
];

/** Sign-in layer placeholder: accounts arrive in a later release; says so plainly. */
export function SignInDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('signIn.title')}
      description={t('signIn.soon')}
      hero={
        <div
          aria-hidden="true"
          className="relative -mx-5 -mt-5 mb-5 h-28 overflow-hidden rounded-t-2xl bg-[linear-gradient(135deg,#ff8a1f_0%,#8847ff_55%,#4b69ff_100%)] sm:-mx-6 sm:-mt-6"
        >
          <div className="grid-noise absolute inset-0 opacity-60" />
          <div className="absolute inset-0 grid place-items-center">
            <span className="grid size-16 place-items-center rounded-2xl bg-bg/70 text-3xl text-white backdrop-blur">
              <Icon name="key" />
            </span>
          </div>
        </div>
      }
    >
      <ul className="mt-5 space-y-2.5">
        {PERKS.map((perk) => (
          <li
            key={perk.key}
            className="flex items-center gap-3 rounded-lg border border-line bg-surface-2 px-3 py-2.5 text-sm"
          >
            <Icon name={perk.icon} className="text-lg text-accent-2" />
            <span className="text-text">{t(`signIn.perks.${perk.key}`)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-5 grid gap-2">
        {(['platform', 'email'] as const).map((method) => (
          <button
            key={method}
            type="button"
            disabled
            className="flex h-12 w-full items-center gap-3 rounded-lg border border-line-strong bg-surface-2 px-4 text-sm font-semibold text-muted"
          >
            <Icon name={method === 'platform' ? 'key' : 'user'} className="text-lg" />
            <span className="flex-1 text-left">{t(`signIn.${method}`)}</span>
            <Pill tone="soon">{t('signIn.soonBadge')}</Pill>
          </button>
        ))}
      </div>
      <p className="mt-4 text-center text-xs text-subtle">{t('signIn.age')}</p>
      <Button className="mt-4 w-full" onClick={() => onOpenChange(false)}>
        {t('signIn.ok')}
      </Button>
    </Dialog>
  );
}
