import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useUser } from '../../../lib/user';
import { useUpgradeConfig } from '../api/upgrade';
import { useSoundPref } from '../hooks/useSoundPref';
import { useUpgradeFlow } from '../hooks/useUpgradeFlow';
import { useWheelSpin } from '../hooks/useWheelSpin';
import { StakeBag } from './StakeBag';
import { StakeSummary } from './StakeSummary';
import { TargetPicker } from './TargetPicker';
import { TargetSummary } from './TargetSummary';
import { UpgradeHistory } from './UpgradeHistory';
import { UpgradeResultBanner } from './UpgradeResult';
import { WheelPanel } from './WheelPanel';

const DEFAULT_MULTIPLIERS = [1.5, 2, 5, 10];

/**
 * `/upgrade`. Desktop: stake | wheel | target on top, the backpack under the stake and the target list under
 * the target. Phones stack stake (and backpack), wheel, target (and list), in reading and tab order.
 */
export function UpgradeView() {
  const { t } = useTranslation('upgrade');
  const { status } = useUser();
  const signedIn = status !== 'anon';
  const config = useUpgradeConfig();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [sound, setSound] = useSoundPref();
  const wheel = useWheelSpin(reduced, sound);
  const flow = useUpgradeFlow(config.data, wheel.spin, sound);
  const selectedIds = new Set(flow.selected.map((item) => item.knapsack_id));
  const won = flow.phase === 'done' && flow.showRoll && flow.roll?.success === true;
  const result = flow.phase === 'done' ? flow.roll : null;
  // Pickers sit under the stage, and under the result banner while it shows.
  const pickerRow = result ? 'lg:row-start-3' : 'lg:row-start-2';

  return (
    <div data-testid="upgrade-page" className="space-y-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2.5 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            <span className="grid size-9 place-items-center rounded-lg bg-accent/15 text-xl text-accent-2">
              <Icon name="upgrade" />
            </span>
            {t('title')}
          </h1>
          <p className="mt-1 max-w-2xl text-sm text-muted">{t('subtitle')}</p>
        </div>
        <Link
          to="/provablyfair"
          className="inline-flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-xs font-bold uppercase tracking-wide text-muted hover:border-money/50 hover:text-money"
        >
          <Icon name="shield" className="text-money" />
          {t('fair')}
        </Link>
      </header>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-12">
        <StakeSummary flow={flow} signedIn={signedIn} className="lg:col-span-4 lg:col-start-1 lg:row-start-1" />
        {signedIn ? (
          <StakeBag
            isSelected={(id) => selectedIds.has(id)}
            onToggle={flow.toggle}
            locked={flow.locked}
            className={cx('lg:col-span-6 lg:col-start-1 lg:self-start', pickerRow)}
          />
        ) : null}
        <WheelPanel
          flow={flow}
          signedIn={signedIn}
          maxChance={config.data?.max_chance}
          pointerRef={wheel.pointerRef}
          sound={sound}
          onSound={setSound}
          className="lg:col-span-4 lg:col-start-5 lg:row-start-1"
        />
        {result ? (
          <UpgradeResultBanner
            key={result.nonce}
            result={result}
            className="lg:col-span-12 lg:col-start-1 lg:row-start-2"
          />
        ) : null}
        <TargetSummary
          flow={flow}
          multipliers={config.data?.multipliers ?? DEFAULT_MULTIPLIERS}
          won={won}
          className="lg:col-span-4 lg:col-start-9 lg:row-start-1"
        />
        <TargetPicker
          stake={flow.stake}
          chosen={flow.target}
          config={config.data}
          locked={flow.locked}
          onPick={flow.setTarget}
          className={cx(
            'lg:self-start',
            pickerRow,
            signedIn ? 'lg:col-span-6 lg:col-start-7' : 'lg:col-span-12 lg:col-start-1',
          )}
        />
      </div>

      {signedIn ? <UpgradeHistory /> : null}
    </div>
  );
}
