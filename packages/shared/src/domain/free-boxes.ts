/** Free boxes: the daily box, the VIP level cases and the first-recharge case (docs/architecture.md). */
export const FREE_TYPES = ['daily', 'level', 'first_recharge'] as const;
export type FreeType = (typeof FREE_TYPES)[number];

/**
 * Whether a player can open a free box now (spec §7: "free box list (state 1, limit 5, response data.list)").
 * When several apply, the first in this order wins: sign in, VIP level, opened today, deposit.
 */
export const FREE_STATE = {
  /** Can be opened now. */
  open: 1,
  /** Already opened today (UTC); `next_at` is the next midnight UTC. */
  openedToday: 2,
  /** The player's VIP level is below the box's `level`. */
  levelLocked: 3,
  /** Needs a completed deposit within the last `deposit_hours`. */
  needsDeposit: 4,
  /** A visitor: sign in to see what applies. */
  signIn: 5,
} as const;
export type FreeState = (typeof FREE_STATE)[keyof typeof FREE_STATE];

/**
 * The daily free case's rule, the one source every text about it (home card, /free, FAQ) states: once per
 * UTC day, after a completed deposit within `depositHours` (`null`: no deposit needed). Taken from the
 * daily box's configuration (content/cases, `free.deposit_hours`); null when no daily box is offered.
 */
export type DailyFreeRule = { depositHours: number | null };

export function dailyFreeRule(
  boxes: ReadonlyArray<{ free?: FreeType | undefined; deposit_hours?: number | null | undefined }>,
): DailyFreeRule | null {
  const daily = boxes.find((b) => b.free === 'daily');
  if (!daily) return null;
  return { depositHours: daily.deposit_hours ?? null };
}
