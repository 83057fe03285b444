/**
 * Pure rules of an upgrade (issue 8): a stake (owned items plus optionally balance) toward one pricier
 * catalogue item. The chance is stake / target × RTP in tickets of 10^-8, capped at a maximum; the roll is
 * the player's own DESIGN §5 ticket (game `upgrade`), a win when it falls in the range of the chosen side.
 *
 *   winTickets = min(floor(stake × rtp × TICKETS_TOTAL / target), round(maxChance × 1 000 000))
 *   under: win when ticket ∈ [0, winTickets)          over: win when ticket ∈ [TICKETS_TOTAL − winTickets, TICKETS_TOTAL)
 *
 * The product is computed exactly with BigInt; `rtp` is taken in parts per million (0.9 → 900 000), so
 * any configured RTP with up to 6 decimals is exact.
 */
import { TICKETS_TOTAL } from './fair';
import { addMilli, type Milli, mulRate, sumMilli } from './money';

export const UPGRADE_DIRECTIONS = ['under', 'over'] as const;
export type UpgradeDirection = (typeof UPGRADE_DIRECTIONS)[number];

/** Tickets per percent of chance (TICKETS_TOTAL / 100). */
export const TICKETS_PER_PERCENT = 1_000_000;

/** The catalogue message (error code) a broken rule answers with. */
export type UpgradeRule = 'select_items' | 'upgrade_target_too_low' | 'upgrade_chance_too_low';

/** A stake/target pair that cannot be upgraded; `code` is the error catalogue key. */
export class UpgradeRuleError extends RangeError {
  constructor(readonly code: UpgradeRule) {
    super(code);
    this.name = 'UpgradeRuleError';
  }
}

export interface UpgradeChanceInput {
  /** Stake value: Σ the staked items' prices + the balance part. */
  stake: Milli;
  /** The target's price. */
  target: Milli;
  /** Return to player, in (0, 1]. */
  rtp: number;
  /** Maximum chance in percent, e.g. 75. */
  maxChance: number;
}

export interface UpgradeChance {
  /** Winning tickets out of TICKETS_TOTAL. */
  winTickets: number;
  /** Percent: winTickets / 1 000 000. */
  chance: number;
  /** True when the maximum chance cut the formula down. */
  capped: boolean;
}

function assertMilli(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer amount`);
}

/** The rtp in parts per million (exact for up to 6 decimals). */
function rtpPpm(rtp: number): bigint {
  if (!Number.isFinite(rtp) || rtp <= 0 || rtp > 1) throw new RangeError('rtp must be in (0, 1]');
  return BigInt(Math.round(rtp * 1_000_000));
}

/** The stake an upgrade rolls with: Σ the staked items' current prices + the balance part (the one rule). */
export function stakeValue(itemPrices: readonly Milli[], balancePart: Milli): Milli {
  return addMilli(sumMilli(itemPrices), balancePart);
}

/** The maximum chance in tickets. */
export function maxChanceTickets(maxChance: number): number {
  if (!Number.isFinite(maxChance) || maxChance <= 0 || maxChance > 100) {
    throw new RangeError('maxChance must be a percent in (0, 100]');
  }
  return Math.round(maxChance * TICKETS_PER_PERCENT);
}

/**
 * The chance of upgrading `stake` into `target`. Throws an UpgradeRuleError: `select_items` when the
 * stake is 0, `upgrade_target_too_low` when target ≤ stake, `upgrade_chance_too_low` when not even one
 * ticket would win.
 */
export function upgradeChance({ stake, target, rtp, maxChance }: UpgradeChanceInput): UpgradeChance {
  assertMilli('stake', stake);
  assertMilli('target', target);
  const ppm = rtpPpm(rtp);
  const cap = maxChanceTickets(maxChance);
  if (stake === 0) throw new UpgradeRuleError('select_items');
  if (target <= stake) throw new UpgradeRuleError('upgrade_target_too_low');
  // stake × rtp × TICKETS_TOTAL / target = stake × ppm × (TICKETS_TOTAL / 10^6) / target
  const formula = Number((BigInt(stake) * ppm * BigInt(TICKETS_TOTAL / 1_000_000)) / BigInt(target));
  if (formula < 1) throw new UpgradeRuleError('upgrade_chance_too_low');
  const winTickets = Math.min(formula, cap);
  return { winTickets, chance: winTickets / TICKETS_PER_PERCENT, capped: formula > cap };
}

function assertWinTickets(winTickets: number): void {
  if (!Number.isSafeInteger(winTickets) || winTickets < 0 || winTickets > TICKETS_TOTAL) {
    throw new RangeError(`winTickets must be an integer in [0, ${TICKETS_TOTAL}]`);
  }
}

/** The winning tickets `[from, to)`: under `[0, winTickets)`, over `[TICKETS_TOTAL − winTickets, TICKETS_TOTAL)`. */
export function winningRange(winTickets: number, direction: UpgradeDirection): { from: number; to: number } {
  assertWinTickets(winTickets);
  if (direction === 'under') return { from: 0, to: winTickets };
  if (direction === 'over') return { from: TICKETS_TOTAL - winTickets, to: TICKETS_TOTAL };
  throw new RangeError(`unknown direction: ${String(direction)}`);
}

/** True when `ticket` falls inside the winning range of `direction`. */
export function isWin(ticket: number, winTickets: number, direction: UpgradeDirection): boolean {
  if (!Number.isSafeInteger(ticket) || ticket < 0 || ticket >= TICKETS_TOTAL) {
    throw new RangeError(`ticket must be an integer in [0, ${TICKETS_TOTAL})`);
  }
  const { from, to } = winningRange(winTickets, direction);
  return ticket >= from && ticket < to;
}

/** Coins (score) gifted on a failed upgrade: `share` of the stake value, half away from zero. */
export function failureCoins(stake: Milli, share: number): Milli {
  assertMilli('stake', stake);
  if (!Number.isFinite(share) || share < 0 || share > 1) throw new RangeError('share must be in [0, 1]');
  return mulRate(stake, share);
}

/** The target value a quick multiplier (×1.5, ×2, …) aims at: stake × multiplier, half away from zero. */
export function targetForMultiplier(stake: Milli, multiplier: number): Milli {
  assertMilli('stake', stake);
  if (!Number.isFinite(multiplier) || multiplier <= 0) throw new RangeError('multiplier must be positive');
  return mulRate(stake, multiplier);
}
