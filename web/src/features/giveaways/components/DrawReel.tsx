import { useLayoutEffect, useRef } from 'react';
import { cx } from '../../../components/ui/cx';
import { easeOutPow, landingOffset, type ReelGeometry, spinStrip, stripTransform } from '../../../lib/reel';
import type { GiftUser } from '../api/giveaways';
import { WIN_INDEX } from '../lib/draw';
import { Avatar } from './Avatar';

const CARD = 84;
const GAP = 8;
/** Where the strip starts: a few cards in, so the reel is full from the first frame. */
const START_INDEX = 4;

/**
 * A horizontal reel of participants' avatars that spins (a transform per frame, no React render) and eases
 * out on the winner under the centre marker. `landed` draws it stopped there at once (reduced motion, a
 * finished draw).
 */
export function DrawReel({
  strip,
  fraction,
  spinning,
  duration,
  onLanded,
  label,
}: {
  strip: readonly GiftUser[];
  /** Where in the winner's card the marker stops (0.5 = centre). */
  fraction: number;
  spinning: boolean;
  duration: number;
  onLanded: () => void;
  label: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const landed = useRef(onLanded);
  landed.current = onLanded;

  useLayoutEffect(() => {
    const box = viewport.current;
    const el = track.current;
    if (!box || !el) return;
    const geometry = (): ReelGeometry => ({ card: CARD, gap: GAP, viewport: box.clientWidth });
    const to = () => landingOffset(WIN_INDEX, fraction, geometry());
    if (!spinning) {
      el.style.transform = stripTransform('x', to());
      const follow = new ResizeObserver(() => {
        el.style.transform = stripTransform('x', to());
      });
      follow.observe(box);
      return () => follow.disconnect();
    }
    return spinStrip(el, {
      axis: 'x',
      from: () => landingOffset(START_INDEX, 0.5, geometry()),
      to,
      duration,
      ease: (t) => easeOutPow(t, 4),
      onEnd: () => landed.current(),
    });
  }, [spinning, fraction, duration]);

  const winner = strip[WIN_INDEX];
  return (
    <div
      ref={viewport}
      role="img"
      aria-label={label}
      data-testid="giveaway-reel"
      data-state={spinning ? 'spinning' : 'landed'}
      className="relative h-[120px] overflow-hidden rounded-xl border border-line bg-bg [mask-image:linear-gradient(90deg,transparent,#000_12%,#000_88%,transparent)]"
    >
      <ul
        ref={track}
        className="absolute top-0 left-0 flex h-full items-center will-change-transform"
        style={{ gap: GAP }}
      >
        {strip.map((user, i) => {
          const isWin = i === WIN_INDEX && !spinning;
          return (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: a card is its place on the strip
              key={i}
              data-testid={i === WIN_INDEX ? 'giveaway-reel-winner' : undefined}
              data-user-id={i === WIN_INDEX ? user.user_id : undefined}
              className={cx(
                'flex shrink-0 flex-col items-center gap-1 rounded-xl border px-1 py-2 transition duration-500 motion-reduce:transition-none',
                isWin
                  ? '-translate-y-1 border-contraband bg-contraband/15 shadow-[0_0_28px_-4px_#e4ae39] motion-reduce:translate-y-0'
                  : 'border-line bg-surface',
              )}
              style={{ width: CARD }}
            >
              <Avatar
                name={user.name}
                avatar={user.avatar}
                ring={isWin ? '#e4ae39' : undefined}
                className="size-12 text-lg"
              />
              <span
                className={cx(
                  'w-full truncate text-center text-[11px] font-semibold',
                  isWin ? 'text-contraband' : 'text-muted',
                )}
              >
                {user.name}
              </span>
            </li>
          );
        })}
      </ul>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-contraband shadow-[0_0_12px_#e4ae39]"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-0 left-1/2 size-0 -translate-x-1/2 border-x-8 border-t-8 border-x-transparent border-t-contraband"
      />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute bottom-0 left-1/2 size-0 -translate-x-1/2 border-x-8 border-b-8 border-x-transparent border-b-contraband"
      />
      {winner ? <span className="sr-only">{winner.name}</span> : null}
    </div>
  );
}
