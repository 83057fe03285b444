import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon, type IconName } from '../../../components/ui/icons';
import { currentLang } from '../../../lib/locale';
import { formatCount } from '../../../lib/money';
import { useLiveOnline } from '../hooks/useLiveOnline';

interface Counters {
  online: number;
  register: number;
  battle: number;
  upgrade: number;
  unpacking: number;
}

const STATS: Array<{ key: Exclude<keyof Counters, 'online'>; icon: IconName; tone: string }> = [
  { key: 'register', icon: 'user', tone: 'text-industrial' },
  { key: 'unpacking', icon: 'box', tone: 'text-contraband' },
  { key: 'battle', icon: 'swords', tone: 'text-covert' },
  { key: 'upgrade', icon: 'upgrade', tone: 'text-restricted' },
];

/** Site-wide totals; the online figure updates live over the websocket. */
export function CountersBar({ counters }: { counters: Counters }) {
  const { t } = useTranslation('layout');
  const { online, live } = useLiveOnline(counters.online);
  const tag = LANG_TAGS[currentLang()];
  return (
    <section
      data-testid="counters-bar"
      aria-label={t('counters.label')}
      className="border-t border-line bg-gradient-to-r from-surface via-bg-2 to-surface"
    >
      <div className="mx-auto grid max-w-[1600px] grid-cols-2 gap-px px-3 py-3 sm:grid-cols-3 sm:px-5 lg:grid-cols-6 lg:px-6">
        <Stat
          icon="users"
          tone="text-money"
          label={t('counters.online')}
          value={formatCount(online, tag)}
          testId="online"
        >
          <span
            aria-hidden="true"
            className={cx('size-2 rounded-full', live ? 'bg-money motion-safe:animate-pulse-dot' : 'bg-subtle')}
          />
        </Stat>
        {STATS.map((stat) => (
          <Stat
            key={stat.key}
            icon={stat.icon}
            tone={stat.tone}
            label={t(`counters.${stat.key}`)}
            value={formatCount(counters[stat.key], tag)}
            testId={stat.key}
          />
        ))}
        <div className="flex items-center px-2 py-1.5 sm:col-span-3 lg:col-span-1 lg:justify-end">
          <Link
            to="/top"
            className="inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg border border-contraband/50 bg-contraband/10 px-4 text-sm font-bold uppercase tracking-wide text-contraband transition hover:bg-contraband/20 lg:w-auto"
          >
            <Icon name="trophy" className="text-lg" />
            {t('counters.topWins')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Stat({
  icon,
  tone,
  label,
  value,
  testId,
  children,
}: {
  icon: IconName;
  tone: string;
  label: string;
  value: string;
  testId: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-3 px-2 py-1.5">
      <span className={cx('grid size-10 shrink-0 place-items-center rounded-lg bg-surface-3 text-lg', tone)}>
        <Icon name={icon} />
      </span>
      <div className="min-w-0">
        <p
          className="flex items-center gap-1.5 font-display text-xl leading-none font-bold text-text tabular"
          data-counter={testId}
        >
          {value}
          {children}
        </p>
        <p className="mt-1 truncate text-[11px] font-semibold uppercase tracking-wider text-muted">{label}</p>
      </div>
    </div>
  );
}
