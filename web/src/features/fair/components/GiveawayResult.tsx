import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { type GiftRoomDetail, useGiftRecord } from '../api/fair';
import type { GiveawayOutcome } from '../lib/giveaway-verifier';
import { Check, MONO, Step } from './ResultParts';

type Drawn = Extract<GiveawayOutcome, { ok: true }>;

/** What the room says, to compare with: its winners (user ids in draw order) and who sat at each seed. */
function roomCheck(room: GiftRoomDetail | undefined, outcome: Drawn): boolean | null {
  if (!room || room.obtain_user_id.length === 0) return null;
  const ids = outcome.steps.map((step) => room.participants[step.participant]?.user_id);
  return ids.length === room.obtain_user_id.length && ids.every((id, k) => id === room.obtain_user_id[k]);
}

/**
 * A giveaway's draw, recomputed in the browser with the shared `drawGiveaway`: the server seed's hash, then for
 * each winner k the roll of round k (slot 0) — its HMAC digest, float, the index among the players not yet
 * drawn — and the participant it lands on. With a room id, the players' names and the room's own winners.
 */
export function GiveawayResult({ outcome, roomId }: { outcome: GiveawayOutcome; roomId: number | null }) {
  const { t } = useTranslation('fair');
  const record = useGiftRecord(roomId);
  if (!outcome.ok) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-danger/40 bg-danger/10 p-3 text-sm text-[#ff9a9a]">
        <Icon name="alert" />
        {t('result.invalid')}
      </p>
    );
  }
  const room = record.data;
  const matches = roomCheck(room, outcome);
  const nameOf = (p: number): ReactNode => outcome.names?.[p] ?? room?.participants[p]?.name ?? null;
  const ok = outcome.hashMatches !== false && matches !== false;

  return (
    <div className="space-y-4" aria-live="polite" data-testid="fair-giveaway">
      <div
        className={cx(
          'space-y-3 rounded-xl border p-4',
          ok ? 'border-money/35 bg-money/8' : 'border-danger/45 bg-danger/10',
        )}
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <p className="text-[10px] font-bold uppercase tracking-wider text-subtle">{t('giveaway.winnersTitle')}</p>
            <p className="mt-0.5 text-xs text-muted">
              {t('giveaway.summary', { players: outcome.clientSeeds.length, winners: outcome.winners })}
            </p>
          </div>
          <div className="flex flex-col items-end gap-1.5">
            <Check state={outcome.hashMatches} testId="fair-hash-match">
              {outcome.hashMatches === null
                ? t('result.noHash')
                : outcome.hashMatches
                  ? t('result.hashMatch')
                  : t('result.hashMismatch')}
            </Check>
            {matches !== null ? (
              <Check state={matches} testId="fair-giveaway-match">
                {matches ? t('giveaway.roomMatch') : t('giveaway.roomDiffers')}
              </Check>
            ) : null}
          </div>
        </div>
        <ol className="flex flex-wrap gap-2" aria-label={t('giveaway.winnersTitle')}>
          {outcome.steps.map((step) => {
            const name = nameOf(step.participant);
            return (
              <li
                key={step.round}
                data-testid="fair-giveaway-winner"
                data-position={step.participant}
                data-user-id={room?.participants[step.participant]?.user_id}
                className="flex min-w-0 max-w-full items-center gap-2 rounded-lg border border-line-strong bg-bg/70 px-2.5 py-1.5"
              >
                <span className="grid size-6 shrink-0 place-items-center rounded-full bg-accent/20 font-display text-xs font-bold text-accent-2">
                  {step.round + 1}
                </span>
                <span className="min-w-0 truncate text-sm font-bold">{name ?? `#${step.participant}`}</span>
                {name !== null ? <span className="font-mono text-[11px] text-subtle">#{step.participant}</span> : null}
              </li>
            );
          })}
        </ol>
      </div>
      {!outcome.seedLooksValid ? (
        <p className="flex gap-2 rounded-lg border border-warning/40 bg-warning/10 p-2.5 text-xs text-warning">
          <Icon name="alert" className="mt-0.5 shrink-0" />
          {t('result.seedFormat')}
        </p>
      ) : null}
      {outcome.steps.length < outcome.winners ? (
        <p className="flex gap-2 rounded-lg border border-line bg-surface-2 p-2.5 text-xs text-muted">
          <Icon name="info" className="mt-0.5 shrink-0" />
          {t('giveaway.fewer')}
        </p>
      ) : null}
      <ol className="space-y-3.5">
        <Step n={1} label={t('result.sha')}>
          <code className={cx(MONO, outcome.hashMatches === false ? 'text-[#ff9a9a]' : 'text-[#c9d4e8]')}>
            {outcome.serverSeedHash}
          </code>
        </Step>
        {outcome.steps.map((step) => {
          const head = step.digest.slice(0, 13);
          const name = nameOf(step.participant);
          return (
            <Step
              key={step.round}
              n={step.round + 2}
              label={t('giveaway.step', { n: step.round + 1, round: step.round })}
              aside={
                <span className="inline-flex min-w-0 items-center gap-1 rounded-full border border-accent/40 bg-accent/12 px-2 py-0.5 text-[11px] font-bold text-accent-2">
                  <Icon name="trophy" />
                  <span className="max-w-[12rem] truncate">{name ?? `#${step.participant}`}</span>
                </span>
              }
            >
              <div className="space-y-1.5" data-testid="fair-giveaway-step" data-round={step.round}>
                <details className="group rounded-lg border border-line bg-bg/60">
                  <summary className="cursor-pointer rounded-lg px-2.5 py-1.5 text-[11px] font-semibold text-muted outline-none hover:text-text focus-visible:ring-2 focus-visible:ring-accent/50">
                    {t('result.message')}
                  </summary>
                  <code className="block break-all px-2.5 pb-2 font-mono text-xs text-text">{step.message}</code>
                </details>
                <code className={cx(MONO, 'text-muted')}>
                  <span className="select-none text-subtle">HMAC </span>
                  <mark className="rounded-sm bg-accent/20 px-0.5 text-accent-2">{head}</mark>
                  {step.digest.slice(13)}
                </code>
                <code className={cx(MONO, 'text-text')}>
                  0x{head} / 2^52 = {step.float}
                </code>
                <code className={cx(MONO, 'text-text')}>
                  floor({step.float} × {step.pool}) = <span className="font-bold text-accent-2">{step.index}</span>
                </code>
                <p className="text-xs text-muted">
                  {t('giveaway.pick', { index: step.index, pool: step.pool, position: step.participant })}
                </p>
              </div>
            </Step>
          );
        })}
      </ol>
      {roomId === null ? (
        <p className="text-xs text-subtle">{t('giveaway.addRoom')}</p>
      ) : record.isPending ? (
        <div role="status" aria-label={t('common:loading')} className="space-y-2">
          <Skeleton className="h-5 w-1/2" />
        </div>
      ) : room ? (
        <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <Icon name="gift" className="text-accent-2" />
          <Link to={`/giveaway/${roomId}`} className="font-bold text-accent-2 hover:underline">
            {t('giveaway.room', { id: roomId, title: room.title })}
          </Link>
          {room.obtain_user_id.length === 0 ? <span>{t('giveaway.roomNotDrawn')}</span> : null}
        </p>
      ) : (
        <p className="flex items-center gap-2 text-sm text-danger">
          <Icon name="alert" />
          {t('giveaway.roomMissing', { id: roomId })}
        </p>
      )}
    </div>
  );
}
