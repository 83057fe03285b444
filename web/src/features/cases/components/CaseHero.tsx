import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/icons';
import { LayeredImage } from '../../../components/ui/SafeImage';
import { formatAmount } from '../../../lib/money';
import type { BoxDetail } from '../api/cases';
import { CaseArt } from './CaseArt';
import { CountPicker, ToggleButton } from './CaseControls';
import { CaseTopDrops } from './CaseTopDrops';

/** Why the open button cannot pay right now (shown under it). */
export type OpenBlock = { kind: 'level'; level: number } | { kind: 'balance' } | null;

/**
 * The case on top of its page: picture in its best rarity's glow, name and price, the ×1…×5 picker,
 * Open / Try for free, and the fast-mode and sound toggles.
 */
export function CaseHero({
  box,
  color,
  count,
  onCount,
  openLabel,
  onOpen,
  onDemo,
  busy,
  locked,
  block,
  fast,
  onFast,
  sound,
  onSound,
  error,
}: {
  box: BoxDetail;
  color: string;
  count: number;
  onCount: (count: number) => void;
  openLabel: string;
  onOpen: () => void;
  onDemo: () => void;
  /** A request or a spin is running: no new opening. */
  busy: 'request' | 'spin' | null;
  /** The controls cannot change (spinning). */
  locked: boolean;
  block: OpenBlock;
  fast: boolean;
  onFast: (next: boolean) => void;
  sound: boolean;
  onSound: (next: boolean) => void;
  error: string | null;
}) {
  const { t } = useTranslation('cases');
  const free = Boolean(box.free);
  return (
    <section
      aria-labelledby="case-title"
      className="relative overflow-hidden rounded-2xl border border-line bg-surface"
      style={{ backgroundImage: `radial-gradient(60% 120% at 18% 50%, ${color}2e, transparent 70%)` }}
    >
      <div aria-hidden="true" className="grid-noise pointer-events-none absolute inset-0 opacity-50" />
      <div className="relative grid grid-cols-[88px_minmax(0,1fr)] gap-x-3 gap-y-4 p-4 sm:p-6 md:grid-cols-[minmax(180px,280px)_minmax(0,1fr)] md:gap-x-8 xl:grid-cols-[280px_minmax(0,1fr)_340px]">
        <div className="relative mx-auto grid w-full max-w-[280px] place-items-center self-center md:row-span-2">
          <span
            aria-hidden="true"
            className="absolute size-24 rounded-full opacity-50 blur-2xl md:size-56 md:blur-3xl"
            style={{ background: color }}
          />
          <LayeredImage
            src={box.picture}
            alt={box.name}
            className="relative h-20 w-full motion-safe:animate-[fade-up_0.5s_ease-out] md:h-52"
            imgClassName="drop-shadow-[0_20px_30px_rgb(0_0_0/0.6)]"
            placeholder={<CaseArt color={color} id={`hero-${box.id}`} className="size-full" />}
          />
        </div>
        <div className="min-w-0 self-center md:self-end">
          <Link
            to="/"
            className="inline-flex items-center gap-1 rounded text-xs font-bold uppercase tracking-wider text-subtle hover:text-text"
          >
            <Icon name="chevronLeft" />
            {t('page.back')}
          </Link>
          <h1
            id="case-title"
            className="mt-1 font-display text-2xl leading-none font-bold uppercase tracking-wide sm:text-5xl"
          >
            {box.name}
          </h1>
          <div className="mt-3 flex flex-wrap items-center gap-2 text-xs">
            <Chip>
              <span className="text-subtle">{t('page.price')}</span>
              <span className="font-bold text-money tabular">{free ? t('page.free') : formatAmount(box.price)}</span>
            </Chip>
            <Chip>
              <span className="text-subtle">{t('page.items')}</span>
              <span className="font-bold tabular">{box.items.length}</span>
            </Chip>
            {box.level > 0 ? (
              <Chip>
                <Icon name="lock" className="text-contraband" />
                <span className="font-bold text-contraband">{t('grid.level', { level: box.level })}</span>
              </Chip>
            ) : null}
          </div>
        </div>
        <div className="col-span-2 min-w-0 space-y-4 md:col-span-1 md:col-start-2">
          <div className="flex flex-wrap items-center gap-2">
            {free ? null : <CountPicker value={count} onChange={onCount} disabled={locked} />}
            <ToggleButton pressed={fast} onChange={onFast} label={t('page.fast')} testId="case-fast">
              <Icon name="bolt" />
            </ToggleButton>
            <ToggleButton pressed={sound} onChange={onSound} label={t('page.sound')} testId="case-sound">
              <Icon name={sound ? 'soundOn' : 'soundOff'} />
            </ToggleButton>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button
              size="lg"
              className="h-14 min-w-60 text-lg"
              onClick={onOpen}
              disabled={busy !== null || block?.kind === 'level'}
              data-testid="case-open"
            >
              {busy === 'request' ? (
                <span
                  aria-hidden="true"
                  className="size-5 rounded-full border-2 border-accent-ink/30 border-t-accent-ink motion-safe:animate-spin"
                />
              ) : (
                <Icon name="box" />
              )}
              {busy === 'request' ? t('page.opening') : openLabel}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              className="h-14"
              onClick={onDemo}
              disabled={busy !== null}
              data-testid="case-demo"
            >
              <Icon name="dice" />
              {t('page.demo')}
            </Button>
          </div>
          <OpenHint block={block} error={error} />
        </div>
        <div className="hidden self-center xl:col-start-3 xl:row-span-2 xl:row-start-1 xl:block">
          <CaseTopDrops items={box.items} />
        </div>
      </div>
    </section>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1.5 rounded-lg border border-line bg-bg-2/80 px-2.5 py-1.5">
      {children}
    </span>
  );
}

function OpenHint({ block, error }: { block: OpenBlock; error: string | null }) {
  const { t } = useTranslation('cases');
  if (block?.kind === 'level') {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
        <Icon name="lock" className="text-contraband" />
        {t('page.locked', { level: block.level })}
        <Link to="/vip" className="font-bold text-accent-2 hover:text-accent">
          {t('page.vipLink')}
        </Link>
      </p>
    );
  }
  if (block?.kind === 'balance' || error) {
    return (
      <p role="alert" className="flex flex-wrap items-center gap-2 text-sm text-[#ff9a9a]">
        <Icon name="alert" />
        {error ?? t('page.noBalance')}
        {block?.kind === 'balance' ? (
          <ButtonLink to="/pay" variant="money" size="sm">
            <Icon name="plus" />
            {t('page.topUp')}
          </ButtonLink>
        ) : null}
      </p>
    );
  }
  return null;
}
