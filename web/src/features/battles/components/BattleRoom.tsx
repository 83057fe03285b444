import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { formatAmount } from '../../../lib/money';
import { useRevealHold } from '../../../lib/reveal-hold';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { type BattleDetail, type BoxDetail, useBoxContents } from '../api/battles';
import { usePlayback } from '../hooks/usePlayback';
import { useRoomActions } from '../hooks/useRoomActions';
import { teamOf } from '../lib/modes';
import { buildStrip, IDLE_INDEX, idleStrip, landingFraction, seeded, stripSeed, WIN_INDEX } from '../lib/reel';
import { leadingSlots, shownTotals } from '../lib/room';
import type { ReelView } from './BattleReel';
import { CaseTrack } from './CaseTrack';
import { FairnessPanel } from './FairnessPanel';
import { LeaveDialog } from './LeaveDialog';
import { ResultBanner } from './ResultBanner';
import { RoomHeader } from './RoomHeader';
import { SeatColumn } from './SeatColumn';

/** Seat columns side by side (two per team in team mode). */
const SEATS = 'grid grid-cols-2 items-start gap-1.5 sm:gap-3';

/** Each seat's reel for the round on screen (null: nothing to show yet). */
function reelViews(
  detail: BattleDetail,
  round: number | null,
  spinning: number | null,
  contents: ReadonlyMap<string, BoxDetail>,
): Array<ReelView | null> {
  return detail.slots.map((seat, slot) => {
    if (!seat) return null;
    if (round === null) {
      if (detail.state === 'waiting' || detail.state === 'cancelled') return null;
      const items = contents.get(detail.boxes[0]?.id ?? '')?.items ?? [];
      const strip = idleStrip(items, seeded(stripSeed(detail.id, 1_000_000, slot)));
      return { round: null, strip, center: IDLE_INDEX, fraction: 0.5, state: 'idle' };
    }
    const result = detail.results[round];
    const drop = result?.drops.find((d) => d.slot === slot);
    if (!result || !drop) return null;
    const rng = seeded(stripSeed(detail.id, round, slot));
    const strip = buildStrip(contents.get(result.box_id)?.items ?? [], drop.goods, rng);
    return {
      round,
      strip,
      center: WIN_INDEX,
      fraction: landingFraction(rng),
      state: spinning === round ? 'spinning' : 'landed',
    };
  });
}

/** A loaded battle room: header, case track, one column per seat with its reel, the result and the fairness panel. */
export function BattleRoom({ detail, code, mine }: { detail: BattleDetail; code: string | null; mine: number | null }) {
  const { t } = useTranslation('battles');
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const compact = useMediaQuery('(max-width: 639px)');
  const playback = usePlayback(detail.revealed, detail.round_ms, reduced);
  // The live strip waits while a round's reels spin (its drops must not show there first).
  useRevealHold(playback.spinning !== null);
  const boxIds = useMemo(() => [...new Set(detail.boxes.map((box) => box.id))], [detail.boxes]);
  const contents = useBoxContents(boxIds);
  const actions = useRoomActions(detail.id, code);
  const [leaving, setLeaving] = useState(false);

  const { shown, spinning } = playback;
  const round = spinning ?? (shown > 0 ? shown - 1 : null);
  // Strips are rebuilt per round, per spin state and when a box's contents arrive, not on every event.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const reels = useMemo(
    () => reelViews(detail, round, spinning, contents),
    [detail.id, detail.state, detail.results.length, round, spinning, contents.size],
  );
  const finished = detail.state === 'ended' && spinning === null && !playback.replaying && shown >= detail.rounds;
  const totals = finished ? detail.slots.map((seat) => seat?.total ?? 0) : shownTotals(detail, shown);
  const leading = finished ? [] : leadingSlots(detail, shown);
  const team = detail.mode === 'team';
  const free = detail.slots.some((seat) => seat === null);
  const current =
    detail.state === 'running' || playback.replaying ? (spinning ?? (shown < detail.rounds ? shown : null)) : null;

  const announce =
    finished && detail.winners.length > 0
      ? t('room.announceEnd', {
          name: detail.winners.map((slot) => detail.slots[slot]?.name ?? '').join(', '),
          amount: formatAmount(detail.value),
        })
      : shown > 0 && spinning === null
        ? t('room.announceRound', {
            round: shown,
            drops: (detail.results[shown - 1]?.drops ?? [])
              .map((d) => `${detail.slots[d.slot]?.name ?? d.slot}: ${d.goods.name} ${formatAmount(d.value)}`)
              .join('; '),
          })
        : '';

  const columns = detail.slots.map((seat, slot) => (
    <SeatColumn
      // biome-ignore lint/suspicious/noArrayIndexKey: a seat is its slot
      key={slot}
      slot={slot}
      seat={seat}
      team={teamOf(detail.mode, slot)}
      me={slot === mine}
      total={totals[slot] ?? 0}
      leading={leading.includes(slot)}
      outcome={finished ? (detail.winners.includes(slot) ? 'winner' : 'loser') : 'playing'}
      received={seat?.received ?? null}
      reel={reels[slot] ?? null}
      cancelled={detail.state === 'cancelled'}
      duration={playback.duration}
      reduced={reduced}
      compact={compact}
      drops={detail.results
        .slice(0, shown)
        .flatMap((r) => r.drops.filter((d) => d.slot === slot).map((d) => ({ ...d, round: r.round })))}
      join={
        detail.state === 'waiting' && !seat && mine === null
          ? { cost: detail.cost, pending: actions.joiningSlot === slot, onJoin: () => actions.join(slot) }
          : null
      }
    />
  ));

  return (
    <div
      className="space-y-4"
      data-testid="battle-room"
      data-battle-id={detail.id}
      data-finished={finished || undefined}
    >
      <RoomHeader
        detail={detail}
        shown={shown}
        unboxed={finished ? detail.value : totals.reduce((sum, total) => sum + Math.round(total * 1000), 0) / 1000}
        replaying={playback.replaying}
        canBots={detail.state === 'waiting' && mine === 0 && free}
        canLeave={detail.state === 'waiting' && mine !== null}
        pending={actions.pending}
        onBots={actions.callBots}
        onLeave={() => setLeaving(true)}
        onSkip={playback.skip}
      />
      <CaseTrack boxes={detail.boxes} current={current} shown={finished ? detail.rounds : shown} />
      {finished ? (
        <ResultBanner
          detail={detail}
          mine={mine}
          onReplay={playback.replay}
          onCopy={actions.copy}
          copying={actions.pending}
        />
      ) : null}
      {team ? (
        <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-start gap-1 pt-3 sm:gap-3">
          <div className={SEATS}>{columns.slice(0, 2)}</div>
          <span aria-hidden="true" className="self-center font-display text-sm font-bold text-subtle sm:text-2xl">
            {t('room.vs')}
          </span>
          <div className={SEATS}>{columns.slice(2)}</div>
        </div>
      ) : (
        <div
          className={cx(
            SEATS,
            'pt-3',
            detail.players === 3 ? 'grid-cols-3' : detail.players === 4 ? 'grid-cols-4' : '',
          )}
        >
          {columns}
        </div>
      )}
      <p role="status" className="sr-only">
        {announce}
      </p>
      <FairnessPanel detail={detail} code={code} shown={finished ? detail.results.length : shown} />
      <LeaveDialog
        open={leaving}
        onOpenChange={setLeaving}
        creator={mine === 0}
        cost={detail.cost}
        pending={actions.pending}
        onConfirm={() => actions.leave(() => setLeaving(false))}
      />
    </div>
  );
}
