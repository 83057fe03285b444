import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { formatAmount } from '../../../lib/money';
import type { GiftRoomDetail, GiftUser } from '../api/giveaways';
import type { Playback } from '../hooks/useDrawPlayback';
import { drawStrip, prizesOf, prizeValue, seeded } from '../lib/draw';
import { Avatar } from './Avatar';
import { DrawReel } from './DrawReel';
import { PrizeArt, prizeColor } from './PrizeArt';

/** The draw: each winner's reel in turn, then the winners in draw order with what they won. */
export function DrawStage({
  room,
  playback,
  reduced,
  me,
}: {
  room: GiftRoomDetail;
  playback: Playback;
  reduced: boolean;
  me: number | null;
}) {
  const { t } = useTranslation('giveaways');
  const winners = room.obtain_user_id;
  const byId = useMemo(() => {
    const map = new Map<number, GiftUser>();
    for (const user of [...room.participants, ...room.gift_user]) map.set(user.user_id, user);
    return map;
  }, [room.participants, room.gift_user]);
  const { round, spinning, revealed } = playback;
  const strip = useMemo(
    () => drawStrip(room.participants.length > 0 ? room.participants : room.gift_user, winners, round, room.id),
    [room.participants, room.gift_user, winners, round, room.id],
  );
  const fraction = useMemo(() => 0.5 + (seeded(room.id * 17 + round)() * 2 - 1) * 0.3, [room.id, round]);
  const current = byId.get(winners[round] ?? -1);
  const iWon = me !== null && winners.slice(0, revealed).includes(me);

  if (winners.length === 0) {
    return (
      <section className="rounded-2xl border border-line bg-surface p-5 text-center" data-testid="giveaway-draw">
        <p className="font-display text-lg font-bold uppercase tracking-wide">{t('draw.nobody')}</p>
        <p className="mt-1 text-sm text-muted">{t('draw.nobodyBody')}</p>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="giveaway-draw-title"
      data-testid="giveaway-draw"
      data-revealed={revealed}
      data-done={revealed >= winners.length || undefined}
      className="relative overflow-hidden rounded-2xl border border-contraband/40 bg-surface"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(50%_90%_at_50%_0%,rgb(228_174_57/0.18),transparent)]"
      />
      <header className="relative flex flex-wrap items-center justify-between gap-2 px-4 pt-4">
        <h2
          id="giveaway-draw-title"
          className="flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide"
        >
          <Icon name="trophy" className="text-contraband" />
          {t('draw.title')}
          <span className="text-sm text-subtle tabular">
            {t('draw.progress', {
              shown: Math.min(revealed + (spinning ? 1 : 0), winners.length),
              total: winners.length,
            })}
          </span>
        </h2>
        {playback.playing ? (
          <Button variant="ghost" size="sm" onClick={playback.skip} data-testid="giveaway-draw-skip">
            <Icon name="chevronRight" />
            {t('draw.skip')}
          </Button>
        ) : reduced ? null : (
          <Button variant="ghost" size="sm" onClick={playback.replay} data-testid="giveaway-draw-replay">
            <Icon name="refresh" />
            {t('draw.replay')}
          </Button>
        )}
      </header>
      <div className="relative p-4">
        <DrawReel
          key={round}
          strip={strip}
          fraction={fraction}
          spinning={spinning}
          duration={playback.duration}
          onLanded={playback.landed}
          label={
            spinning
              ? t('draw.spinning', { round: round + 1 })
              : t('draw.landed', { round: round + 1, name: current?.name ?? '' })
          }
        />
        {iWon ? (
          <p
            data-testid="giveaway-you-won"
            className="mt-3 rounded-lg border border-money/40 bg-money/10 px-3 py-2 text-center font-display text-lg font-bold uppercase tracking-wide text-money motion-safe:animate-pop"
          >
            {t('draw.youWon')}
          </p>
        ) : null}
        <p role="status" className="sr-only">
          {!spinning && current ? t('draw.landed', { round: round + 1, name: current.name }) : ''}
        </p>
      </div>
      <ol className="relative grid gap-2 border-t border-line p-4 sm:grid-cols-2" aria-label={t('draw.winners')}>
        {winners.map((userId, k) => {
          const user = byId.get(userId);
          const shown = k < revealed;
          const prizes = prizesOf(room.prize, room.gift_user_count, k);
          return (
            <li
              key={userId}
              data-testid={shown ? 'giveaway-winner' : 'giveaway-winner-hidden'}
              data-user-id={shown ? userId : undefined}
              className={cx(
                'flex items-center gap-3 rounded-xl border px-3 py-2',
                shown
                  ? 'border-contraband/45 bg-contraband/8 motion-safe:animate-fade-up'
                  : 'border-dashed border-line bg-bg/40',
                userId === me && shown && 'ring-2 ring-money/60',
              )}
            >
              <span className="w-5 text-center font-display text-lg font-bold text-contraband tabular">{k + 1}</span>
              {shown && user ? (
                <Avatar name={user.name} avatar={user.avatar} ring="#e4ae39" className="size-9 text-sm" />
              ) : (
                <span className="grid size-9 place-items-center rounded-full border-2 border-dashed border-line-strong text-subtle">
                  ?
                </span>
              )}
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-bold">{shown ? (user?.name ?? `#${userId}`) : t('draw.pending')}</p>
                <p className="truncate text-xs text-muted">{prizes.map((prize) => prize.name).join(' · ')}</p>
              </div>
              <div className="flex shrink-0 items-center gap-1.5">
                {prizes.slice(0, 2).map((prize, i) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: prizes have no id
                    key={i}
                    className="hidden rounded-md border border-line bg-bg min-[480px]:block"
                    style={{ boxShadow: `inset 0 -2px 0 ${prizeColor(prize)}` }}
                  >
                    <PrizeArt prize={prize} className="h-8 w-10" />
                  </span>
                ))}
                <span className="font-display text-base font-bold text-money tabular">
                  {formatAmount(prizeValue(prizes))}
                </span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
