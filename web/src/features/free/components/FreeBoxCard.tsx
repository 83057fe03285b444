import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';
import { SafeImage } from '../../../components/ui/SafeImage';
import { Spinner } from '../../../components/ui/Spinner';
import { formatAmount } from '../../../lib/money';
import { requestSignIn } from '../../../lib/sign-in';
import type { FreeBox } from '../api/free';
import { cardState, countdown } from '../lib/free-state';

/** Rarity colours climbing with the VIP level of a level case; the daily box is green, the first-deposit one gold. */
const LEVEL_TONES = [
  '#b0c3d9',
  '#5e98d9',
  '#4b69ff',
  '#4b69ff',
  '#8847ff',
  '#8847ff',
  '#d32ce6',
  '#d32ce6',
  '#eb4b4b',
  '#e4ae39',
];

export function toneOf(box: FreeBox): string {
  if (box.free === 'daily') return '#3ee089';
  if (box.free === 'first_recharge') return '#e4ae39';
  return LEVEL_TONES[Math.min(Math.max(box.level, 1), 10) - 1] ?? '#b0c3d9';
}

/**
 * One free box: picture, value, and what the player can do now — open it, wait (hh:mm:ss to midnight UTC),
 * reach its VIP level, top up, or sign in.
 */
export function FreeBoxCard({
  box,
  now,
  opening,
  onOpen,
}: {
  box: FreeBox;
  now: number;
  /** This box's opening is in flight. */
  opening: boolean;
  onOpen: (box: FreeBox) => void;
}) {
  const { t } = useTranslation('free');
  const tone = toneOf(box);
  const state = cardState(box);
  const titleId = `free-box-${box.id}`;
  const badge =
    box.free === 'level'
      ? t('badge.level', { level: box.level })
      : box.free === 'daily'
        ? t('badge.daily')
        : t('badge.firstRecharge');
  return (
    <article
      aria-labelledby={titleId}
      data-testid="free-box"
      data-box={box.id}
      data-state={state}
      className="group relative flex flex-col overflow-hidden rounded-[var(--radius-card)] border bg-surface transition duration-200 motion-safe:hover:-translate-y-0.5"
      style={{ borderColor: `${tone}55` }}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-16 left-1/2 size-48 -translate-x-1/2 rounded-full opacity-25 blur-3xl transition-opacity group-hover:opacity-45"
        style={{ background: tone }}
      />
      <div className="relative flex items-center justify-between gap-2 px-3 pt-3">
        <Pill className="border-transparent" style={{ background: `${tone}26`, color: tone }}>
          {box.free === 'level' ? <Icon name="crown" /> : <Icon name="gift" />}
          {badge}
        </Pill>
        <Pill tone="money" title={t('value')}>
          {formatAmount(box.value)}
        </Pill>
      </div>
      <div className="relative grid h-28 place-items-center px-4 sm:h-32">
        <SafeImage
          src={box.picture}
          alt=""
          className={`max-h-full max-w-full object-contain drop-shadow-[0_10px_18px_rgb(0_0_0/0.6)] ${
            state === 'open' ? '' : 'opacity-60 grayscale-[35%]'
          }`}
          fallback={
            <span
              className="grid size-20 place-items-center rounded-2xl text-4xl"
              style={{ background: `${tone}22`, color: tone }}
            >
              <Icon name="box" />
            </span>
          }
        />
      </div>
      <div className="relative flex flex-1 flex-col gap-2 px-3 pb-3">
        <h3 id={titleId} className="truncate font-display text-lg font-bold uppercase leading-tight" title={box.name}>
          {box.name}
        </h3>
        <div className="mt-auto space-y-2">
          <CardAction box={box} now={now} opening={opening} onOpen={onOpen} />
          <Link
            to={`/case/${encodeURIComponent(box.id)}`}
            className="flex items-center justify-center gap-1 rounded text-xs font-semibold text-muted underline-offset-2 hover:text-text hover:underline"
          >
            <Icon name="eye" />
            {t('contents')}
          </Link>
        </div>
      </div>
    </article>
  );
}

function CardAction({
  box,
  now,
  opening,
  onOpen,
}: {
  box: FreeBox;
  now: number;
  opening: boolean;
  onOpen: (box: FreeBox) => void;
}) {
  const { t } = useTranslation('free');
  const state = cardState(box);
  const note =
    'flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-line bg-surface-2 px-2 text-center text-xs font-semibold text-muted';
  switch (state) {
    case 'open':
      return (
        <Button
          className="w-full"
          onClick={() => onOpen(box)}
          disabled={opening}
          aria-describedby={`free-box-${box.id}`}
        >
          {opening ? <Spinner label={t('opening')} className="text-accent-ink" /> : <Icon name="box" />}
          {t('actions.open')}
        </Button>
      );
    case 'openedToday': {
      const time = box.next_at ? countdown(Date.parse(box.next_at), now) : '--:--:--';
      return (
        <div className={note} role="timer" aria-label={t('state.opensInLabel', { time })}>
          <Icon name="clock" />
          <span>{t('state.opensIn')}</span>
          <span className="font-display text-base font-bold text-text tabular">{time}</span>
        </div>
      );
    }
    case 'levelLocked':
      return (
        <ButtonLink to="/vip" variant="secondary" className="w-full">
          <Icon name="lock" />
          {t('state.needsLevel', { level: box.level })}
        </ButtonLink>
      );
    case 'needsDeposit':
      return (
        <div className="space-y-1.5">
          <p className="text-center text-xs text-muted">
            {t('state.needsDeposit', { hours: box.deposit_hours ?? 24 })}
          </p>
          <ButtonLink to="/pay" variant="money" className="w-full">
            <Icon name="wallet" />
            {t('actions.topUp')}
          </ButtonLink>
        </div>
      );
    default:
      return (
        <Button variant="outline" className="w-full" onClick={() => requestSignIn()}>
          <Icon name="user" />
          {t('actions.signIn')}
        </Button>
      );
  }
}
