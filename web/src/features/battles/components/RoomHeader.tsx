import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Pill } from '../../../components/ui/Pill';
import { formatAmount } from '../../../lib/money';
import { useNow } from '../../../lib/useNow';
import type { BattleDetail } from '../api/battles';
import { msUntil } from '../lib/room';
import { ModeBadge } from './ModeBadge';

const STATE_TONE = { waiting: 'accent', running: 'money', ended: 'neutral', cancelled: 'danger' } as const;

/** The invite link of a private battle (the creator's), with a copy button. */
function ShareLink({ id, code }: { id: number; code: string }) {
  const { t } = useTranslation('battles');
  const href = useHref(`/battle/${id}?code=${encodeURIComponent(code)}`);
  const url = `${location.origin}${href}`;
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1 rounded-xl border border-accent/40 bg-accent/8 p-2.5 sm:flex-row sm:items-center sm:gap-3">
      <p className="flex shrink-0 items-center gap-1.5 text-xs font-bold uppercase tracking-wide text-accent-2">
        <Icon name="link" />
        {t('room.share')}
      </p>
      <code data-testid="battle-share-link" className="min-w-0 flex-1 truncate font-mono text-xs text-text">
        {url}
      </code>
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(url)
            .then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 1500);
            })
            .catch(() => setCopied(false))
        }
      >
        <Icon name={copied ? 'check' : 'copy'} />
        {copied ? t('room.copied') : t('room.copyLink')}
      </Button>
    </div>
  );
}

/** Title, state, entry, pot and the round clock; the actions that fit the moment (bots, leave, skip). */
export function RoomHeader({
  detail,
  shown,
  unboxed,
  replaying,
  canBots,
  canLeave,
  pending,
  onBots,
  onLeave,
  onSkip,
}: {
  detail: BattleDetail;
  shown: number;
  /** USD the reels have shown so far (the pot grows as they stop). */
  unboxed: number;
  replaying: boolean;
  canBots: boolean;
  canLeave: boolean;
  pending: boolean;
  onBots: () => void;
  onLeave: () => void;
  onSkip: () => void;
}) {
  const { t } = useTranslation('battles');
  const running = detail.state === 'running';
  const now = useNow(running, 250);
  const seconds = Math.ceil(msUntil(detail.next_round_at, now) / 1000);
  const taken = detail.slots.filter(Boolean).length;
  const clock = running && detail.next_round_at !== null;
  const statusLabel = clock ? t(detail.revealed === 0 ? 'room.startsIn' : 'room.nextIn') : t('room.status');
  const status =
    detail.state === 'waiting'
      ? t('room.players', { taken, total: detail.players })
      : clock
        ? t('room.seconds', { seconds })
        : t(`states.${detail.state}`);
  const pot = detail.state === 'waiting' ? detail.cost * detail.players : unboxed;
  return (
    <header className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <Link
            to="/battle"
            className="inline-flex items-center gap-1 text-xs font-bold uppercase tracking-wide text-subtle hover:text-text"
          >
            <Icon name="chevronLeft" />
            {t('back')}
          </Link>
          <h1 className="mt-0.5 flex flex-wrap items-center gap-2 font-display text-2xl font-bold uppercase tracking-wide sm:text-3xl">
            {t('room.title', { id: detail.id })}
            <ModeBadge mode={detail.mode} />
            <Pill tone={STATE_TONE[detail.state]} data-testid="battle-state" data-state={detail.state}>
              {running ? <span className="size-1.5 rounded-full bg-money motion-safe:animate-pulse-dot" /> : null}
              {t(`states.${detail.state}`)}
            </Pill>
            {detail.private ? (
              <Pill tone="neutral">
                <Icon name="lock" />
                {t('card.private')}
              </Pill>
            ) : null}
          </h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {replaying ? (
            <Button variant="secondary" size="sm" onClick={onSkip} data-testid="battle-skip">
              {t('room.skip')}
              <Icon name="chevronRight" />
            </Button>
          ) : null}
          {canBots ? (
            <Button
              variant="outline"
              onClick={onBots}
              disabled={pending}
              data-testid="battle-bots"
              title={t('room.callBotsHelp')}
            >
              <Icon name="bolt" />
              {t('room.callBots')}
            </Button>
          ) : null}
          {canLeave ? (
            <Button variant="ghost" onClick={onLeave} disabled={pending} data-testid="battle-leave">
              <Icon name="logout" />
              {t('room.leave')}
            </Button>
          ) : null}
        </div>
      </div>
      <dl className="grid grid-cols-[1fr_1fr_1.25fr] gap-1.5 sm:flex sm:flex-wrap sm:gap-2">
        <Stat label={t('room.cost')} value={formatAmount(detail.cost)} />
        <Stat
          label={detail.state === 'waiting' ? t('room.pot') : t('room.value')}
          value={formatAmount(pot)}
          tone="text-money"
        />
        <Stat
          label={statusLabel}
          value={status}
          live={running}
          tone={cx(running && 'text-accent-2')}
          testId="battle-status"
          progress={running || detail.state === 'ended' ? shown / Math.max(1, detail.rounds) : undefined}
        />
      </dl>
      {detail.code ? <ShareLink id={detail.id} code={detail.code} /> : null}
      {detail.state === 'cancelled' ? (
        <p className="flex items-center gap-2 rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-[#ff9a9a]">
          <Icon name="alert" />
          {t('room.cancelled')}
        </p>
      ) : null}
    </header>
  );
}

function Stat({
  label,
  value,
  tone,
  live,
  testId,
  progress,
}: {
  label: string;
  value: string;
  tone?: string;
  live?: boolean;
  testId?: string;
  progress?: number;
}) {
  return (
    <div className="relative min-w-0 overflow-hidden rounded-xl border border-line bg-surface px-2.5 py-1.5 sm:min-w-36 sm:px-3 sm:py-2">
      <dt className="truncate text-[10px] font-bold uppercase tracking-wider text-subtle">{label}</dt>
      <dd
        data-testid={testId}
        aria-live={live ? 'off' : undefined}
        className={cx('truncate font-display text-base font-bold tabular sm:text-lg', tone)}
      >
        {value}
      </dd>
      {progress !== undefined ? (
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-0.5 origin-left bg-accent transition-transform duration-500"
          style={{ transform: `scaleX(${progress})` }}
        />
      ) : null}
    </div>
  );
}
