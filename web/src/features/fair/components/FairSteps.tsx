import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../../components/ui/icons';

const STEPS: Array<{ key: string; icon: IconName; color: string; formula: string }> = [
  { key: 'commit', icon: 'lock', color: '#4b69ff', formula: 'SHA256(serverSeed)' },
  { key: 'client', icon: 'key', color: '#8847ff', formula: 'clientSeed' },
  { key: 'nonce', icon: 'hash', color: '#d32ce6', formula: 'nonce = 0, 1, 2 …' },
  {
    key: 'hmac',
    icon: 'shield',
    color: '#eb4b4b',
    formula: 'HMAC_SHA256(serverSeed, "game:clientSeed:nonce:round")',
  },
  { key: 'float', icon: 'percent', color: '#e4ae39', formula: 'parseInt(digest.slice(0, 13), 16) / 2 ** 52' },
  { key: 'ticket', icon: 'ticket', color: '#3ee089', formula: 'floor(float × 100 000 000)' },
];

const BATTLE_FORMULA = 'HMAC_SHA256(battleServerSeed, "battle:seed0,seed1,…:round:slot")';

/** The scheme in six short steps (DESIGN §5), each with its formula, and how battles use it. */
export function FairSteps() {
  const { t } = useTranslation('fair');
  return (
    <div className="space-y-2.5">
      <Steps />
      <div
        className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3.5 sm:flex-row sm:items-center sm:gap-4"
        data-testid="fair-battle-scheme"
      >
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-[#eb4b4b1f] text-base text-[#eb4b4b]">
          <Icon name="swords" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-display text-base font-bold uppercase tracking-wide">{t('steps.battle.title')}</h3>
          <p className="mt-0.5 text-xs leading-relaxed text-muted">{t('steps.battle.body')}</p>
        </div>
        <code className="block break-words rounded-md border border-line bg-bg px-2 py-1.5 font-mono text-[10.5px] leading-snug text-[#c9d4e8] sm:max-w-sm">
          {BATTLE_FORMULA}
        </code>
      </div>
    </div>
  );
}

function Steps() {
  const { t } = useTranslation('fair');
  return (
    <ol
      // biome-ignore lint/a11y/noNoninteractiveTabindex: on a phone the steps scroll sideways; focus lets arrow keys scroll them
      tabIndex={0}
      className="-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-2.5 overflow-x-auto px-3 pb-1 outline-none focus-visible:ring-2 focus-visible:ring-accent/50 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3 xl:grid-cols-6"
    >
      {STEPS.map((step, i) => (
        <li
          key={step.key}
          className="relative flex w-[72vw] max-w-72 shrink-0 snap-start flex-col overflow-hidden rounded-xl border border-line bg-surface p-3.5 sm:w-auto sm:max-w-none"
          style={{ backgroundImage: `radial-gradient(120% 80% at 0% 0%, ${step.color}22, transparent 60%)` }}
        >
          <div className="flex items-center gap-2.5">
            <span
              className="grid size-8 shrink-0 place-items-center rounded-lg text-base"
              style={{ color: step.color, background: `${step.color}1f`, boxShadow: `inset 0 0 0 1px ${step.color}55` }}
            >
              <Icon name={step.icon} />
            </span>
            <span className="font-display text-xs font-bold uppercase tracking-widest text-subtle tabular">
              {t('steps.label', { n: i + 1 })}
            </span>
          </div>
          <h3 className="mt-2.5 font-display text-base font-bold uppercase leading-tight tracking-wide">
            {t(`steps.${step.key}.title`)}
          </h3>
          <p className="mt-1 flex-1 text-xs leading-relaxed text-muted">{t(`steps.${step.key}.body`)}</p>
          <code className="mt-2.5 block break-words rounded-md border border-line bg-bg px-2 py-1.5 font-mono text-[10.5px] leading-snug text-[#c9d4e8]">
            {step.formula}
          </code>
          <span aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5" style={{ background: step.color }} />
        </li>
      ))}
    </ol>
  );
}
