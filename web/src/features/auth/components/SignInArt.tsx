import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';

const PERKS: Array<{ key: string; icon: IconName; color: string }> = [
  { key: 'cases', icon: 'box', color: '#e4ae39' },
  { key: 'battles', icon: 'swords', color: '#eb4b4b' },
  { key: 'withdraw', icon: 'wallet', color: '#3ee089' },
];

/** Left panel of the sign-in layer on wide screens: brand art, what an account gives, the age rule. */
export function SignInArt() {
  const { t } = useTranslation('auth');
  return (
    <aside
      aria-hidden="true"
      className="relative hidden overflow-hidden bg-[linear-gradient(160deg,#2a1606_0%,#1a1030_45%,#0d1424_100%)] p-7 lg:flex lg:flex-col"
    >
      <div className="grid-noise absolute inset-0 opacity-50" />
      <div className="absolute -top-24 -left-20 size-72 rounded-full bg-accent/35 blur-3xl" />
      <div className="absolute -right-24 bottom-10 size-72 rounded-full bg-restricted/35 blur-3xl" />
      <div className="relative flex items-center gap-2.5">
        <svg viewBox="0 0 48 48" className="size-9" aria-hidden="true">
          <path d="M24 3 42 13.5v21L24 45 6 34.5v-21z" fill="#ff8a1f" />
          <path d="M24 12 33 17v14l-9 5-9-5V17z" fill="#0b0f17" />
        </svg>
        <span className="font-display text-2xl font-bold tracking-wide">
          <span className="text-text">{t('common:brand.first')}</span>
          <span className="text-accent">{t('common:brand.second')}</span>
        </span>
      </div>
      <div className="relative mt-auto mb-8 grid grid-cols-3 gap-2.5">
        {['#4b69ff', '#d32ce6', '#e4ae39'].map((color, index) => (
          <div
            key={color}
            // Still, tilted cards: a floating card inside the clipped, scrolling layer costs a core per frame on
            // software-rendered browsers.
            className="aspect-[3/4] rounded-xl border bg-bg/80"
            style={{
              borderColor: `${color}80`,
              boxShadow: `0 0 30px -8px ${color}, inset 0 -3px 0 ${color}`,
              transform: `translateY(${index === 1 ? -8 : 0}px) rotate(${(index - 1) * 4}deg)`,
            }}
          >
            <div className="grid size-full place-items-center text-3xl" style={{ color }}>
              <Icon name={PERKS[index]?.icon ?? 'box'} />
            </div>
          </div>
        ))}
      </div>
      <ul className="relative space-y-2.5">
        {PERKS.map((perk) => (
          <li key={perk.key} className="flex items-center gap-3 text-sm font-semibold text-text">
            <span
              className="grid size-8 shrink-0 place-items-center rounded-lg text-base"
              style={{ color: perk.color, background: `${perk.color}1f` }}
            >
              <Icon name={perk.icon} />
            </span>
            {t(`signIn.perks.${perk.key}`)}
          </li>
        ))}
      </ul>
      <p className="relative mt-6 inline-flex items-center gap-2 text-xs text-muted">
        <span className="rounded border border-line-strong px-1.5 py-0.5 text-[10px] font-bold text-text">
          {t('layout:topbar.age')}
        </span>
        {t('signIn.age')}
      </p>
    </aside>
  );
}
