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
