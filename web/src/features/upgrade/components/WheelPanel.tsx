import { TICKETS_PER_PERCENT, UPGRADE_DIRECTIONS } from '@dropforge/shared/domain';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { ItemPicture } from '../../../components/ui/ItemCard';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import type { UpgradeFlow } from '../hooks/useUpgradeFlow';
import { formatChance, safeColor } from '../lib/items';
import { formatMultiplier } from '../lib/stake';
import { PANEL } from './PanelTitle';
import { UpgradeWheel, type WheelState } from './UpgradeWheel';

/** The centre: the wheel with the chance in its hub, the side toggle, the multiplier, Upgrade, then the result. */
export function WheelPanel({
  flow,
  signedIn,
  maxChance,
  pointerRef,
  sound,
  onSound,
  className,
}: {
  flow: UpgradeFlow;
  signedIn: boolean;
  maxChance: number | undefined;
  pointerRef: Ref<SVGGElement>;
  sound: boolean;
  onSound: (next: boolean) => void;
  className?: string;
}) {
  const { t } = useTranslation('upgrade');
  const { view, roll, showRoll, phase } = flow;
  const shown = showRoll && roll ? roll : null;
  const winTickets = shown ? shown.range.to - shown.range.from : view.kind === 'ok' ? view.chance.winTickets : 0;
  const direction = shown ? shown.direction : flow.direction;
  const chance = winTickets / TICKETS_PER_PERCENT;
  const state: WheelState =
    phase === 'spinning' ? 'spinning' : shown && phase === 'done' ? (shown.success ? 'win' : 'lose') : 'idle';
  const multiplier = shown ? shown.goods.price / shown.stake_value : view.kind === 'ok' ? view.multiplier : Number.NaN;
  const color = safeColor((shown?.goods ?? flow.target)?.quality.color ?? '#ff8a1f');
  const busy = phase === 'pending' || phase === 'spinning';
  const message =
    view.kind === 'targetTooLow'
      ? t('wheel.targetTooLow')
      : view.kind === 'chanceTooLow'
        ? t('wheel.chanceTooLow')
        : view.kind === 'empty'
          ? t('wheel.needStake')
          : view.kind === 'noTarget'
            ? t('wheel.needTarget')
            : null;

  return (
    <section
      aria-label={t('wheel.title')}
      className={cx(PANEL, 'flex flex-col items-center gap-4 p-4 sm:p-5', className)}
      style={{ backgroundImage: `radial-gradient(60% 45% at 50% 38%, ${color}24, transparent 75%)` }}
    >
      <button
        type="button"
        aria-pressed={sound}
        aria-label={t('wheel.sound')}
        title={t('wheel.sound')}
        onClick={() => onSound(!sound)}
        className="absolute top-3 right-3 z-10 grid size-9 place-items-center rounded-lg border border-line bg-bg-2/80 text-lg text-muted hover:text-text"
      >
        <Icon name={sound ? 'soundOn' : 'soundOff'} />
      </button>
      <UpgradeWheel
        winTickets={winTickets}
        direction={direction}
        state={state}
        color={color}
        pointerRef={pointerRef}
        ticket={state === 'win' || state === 'lose' ? shown?.ticket : undefined}
        label={t('wheel.label', { chance: formatChance(chance), side: t(`wheel.${direction}`) })}
      >
        {state === 'win' && shown ? (
          <div className="flex flex-col items-center">
            <ItemPicture goods={shown.goods} className="h-16 w-24 drop-shadow-[0_0_14px_rgb(62_224_137/0.6)]" />
            <p className="font-display text-xl font-bold uppercase text-money">{t('result.winShort')}</p>
            <p data-testid="upgrade-chance" className="text-xs text-subtle tabular">
              {formatChance(chance)}
            </p>
          </div>
        ) : state === 'lose' && shown ? (
          <div className="flex flex-col items-center">
            <p className="font-display text-2xl font-bold uppercase text-[#ff8f8f]">{t('result.loseShort')}</p>
            <p className="flex items-center gap-1 text-sm font-bold text-[#ffd66b] tabular">
              <Icon name="coins" />+{formatAmount(shown.coins, '')}
            </p>
            <p data-testid="upgrade-chance" className="text-xs text-subtle tabular">
              {formatChance(chance)}
            </p>
          </div>
        ) : (
          <div className="flex flex-col items-center">
            <p
              data-testid="upgrade-chance"
              aria-live="polite"
              className={cx(
                'font-display text-4xl font-bold leading-none tabular sm:text-5xl',
                winTickets > 0 ? 'text-text' : 'text-subtle',
                state === 'spinning' && 'motion-safe:animate-pulse',
              )}
            >
              {winTickets > 0 ? formatChance(chance) : '—'}
            </p>
            <p className="mt-1 text-[11px] font-bold uppercase tracking-[0.2em] text-subtle">{t('wheel.chance')}</p>
          </div>
        )}
      </UpgradeWheel>

      <div className="flex w-full max-w-sm items-stretch gap-2">
        <fieldset className="flex flex-1 rounded-lg border border-line-strong bg-bg-2 p-1">
          <legend className="sr-only">{t('wheel.side')}</legend>
          {UPGRADE_DIRECTIONS.map((side) => (
            <button
              key={side}
              type="button"
              data-testid={`upgrade-${side}`}
              aria-pressed={flow.direction === side}
              disabled={flow.locked}
              onClick={() => flow.setDirection(side)}
              className={cx(
                'h-8 flex-1 rounded-md text-xs font-bold uppercase tracking-wide transition',
                flow.direction === side ? 'bg-surface-3 text-accent-2 shadow-sm' : 'text-muted hover:text-text',
              )}
            >
              {t(`wheel.${side}`)}
            </button>
          ))}
        </fieldset>
        <div className="grid min-w-20 place-items-center rounded-lg border border-line-strong bg-bg-2 px-2 leading-tight">
          <span className="text-[9px] font-bold uppercase tracking-wider text-subtle">{t('wheel.multiplier')}</span>
          <span className="font-display text-lg font-bold text-accent-2 tabular">{formatMultiplier(multiplier)}</span>
        </div>
      </div>

      <Button
        size="lg"
        data-testid="upgrade-submit"
        className="w-full max-w-sm text-lg"
        disabled={signedIn ? !flow.canSubmit : false}
        aria-busy={busy || undefined}
        onClick={signedIn ? flow.submit : () => requestSignIn()}
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-5 rounded-full border-2 border-accent-ink/30 border-t-accent-ink motion-safe:animate-spin"
          />
        ) : (
          <Icon name="upgrade" />
        )}
        {busy ? t('wheel.rolling') : signedIn ? t('wheel.submit') : t('stake.signIn')}
      </Button>

      {view.kind === 'ok' && view.chance.capped && maxChance !== undefined ? (
        <p className="-mt-2 flex items-center gap-1.5 text-xs text-warning">
          <Icon name="info" />
          {t('wheel.maxChance', { max: maxChance })}
        </p>
      ) : message && signedIn ? (
        <p className="-mt-2 text-xs text-muted">{message}</p>
      ) : null}
    </section>
  );
}
