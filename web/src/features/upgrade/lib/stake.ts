import {
  formatMilli,
  type Milli,
  parseMilli,
  stakeValue,
  subMilli,
  targetForMultiplier,
  toAmount,
  milli as toMilli,
  type UpgradeChance,
  type UpgradeDirection,
  UpgradeRuleError,
  upgradeChance,
  ZERO_MILLI,
} from '@dropforge/shared/domain';

/** An amount from the API (USD, ≤ 3 decimals) in thousandths; 0 when it is not a valid amount. */
export function milliOf(amount: number): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return ZERO_MILLI;
  }
}

/** The stake value (the shared rule): Σ the staked items' current prices + the balance part, in thousandths. */
export function stakeMilli(prices: readonly number[], amount: Milli = ZERO_MILLI): Milli {
  return stakeValue(prices.map(milliOf), amount);
}

export type AmountError = 'format' | 'balance';

/**
 * The balance part typed by the player: empty is 0; a valid amount has at most 3 decimals (2 shown) and is
 * at most the balance.
 */
export function parseAmountInput(text: string, balance: number): { milli: Milli; error: AmountError | null } {
  const clean = text.trim().replace(',', '.');
  if (clean === '') return { milli: ZERO_MILLI, error: null };
  const match = /^(\d{0,9})(?:\.(\d{0,3}))?$/.exec(clean);
  if (!match || (!match[1] && !match[2])) return { milli: ZERO_MILLI, error: 'format' };
  const milli = parseMilli(`${match[1] || '0'}${match[2] ? `.${match[2]}` : ''}`);
  if (milli > milliOf(balance)) return { milli, error: 'balance' };
  return { milli, error: null };
}

/** The whole balance as the balance part's text, cut (never rounded up) to 2 decimals. */
export function maxAmountText(balance: number): string {
  const milli = milliOf(balance);
  return formatMilli(subMilli(milli, toMilli(milli % 10)));
}

/** What the centre shows for a stake and a target: the chance, or why there is none. */
export type ChanceView =
  | { kind: 'ok'; chance: UpgradeChance; multiplier: number }
  | { kind: 'empty' }
  | { kind: 'noTarget' }
  | { kind: 'targetTooLow' }
  | { kind: 'chanceTooLow' };

export interface ChanceRules {
  rtp: number;
  max_chance: number;
}

/** The live chance, with the shared rule the server rolls with. */
export function chanceView(stake: Milli, target: number | null, rules: ChanceRules | undefined): ChanceView {
  if (stake <= 0) return { kind: 'empty' };
  if (target === null || !rules) return { kind: 'noTarget' };
  const targetMilli = milliOf(target);
  try {
    const chance = upgradeChance({ stake, target: targetMilli, rtp: rules.rtp, maxChance: rules.max_chance });
    return { kind: 'ok', chance, multiplier: targetMilli / stake };
  } catch (error) {
    if (error instanceof UpgradeRuleError) {
      if (error.code === 'upgrade_target_too_low') return { kind: 'targetTooLow' };
      if (error.code === 'upgrade_chance_too_low') return { kind: 'chanceTooLow' };
      return { kind: 'empty' };
    }
    return { kind: 'noTarget' };
  }
}

/** The `price=` bound (USD) of the targets query a quick multiplier sends: stake × multiplier. */
export function multiplierFloor(stake: Milli, multiplier: number): number {
  return toAmount(targetForMultiplier(stake, multiplier));
}

/** The cheapest target at or above `floor` and above the stake, from a price-ascending list. */
export function cheapestAtLeast<T extends { price: number }>(
  list: readonly T[],
  floor: number,
  stake: Milli,
): T | null {
  const floorMilli = milliOf(floor);
  let best: T | null = null;
  for (const item of list) {
    const price = milliOf(item.price);
    if (price < floorMilli || price <= stake) continue;
    if (!best || price < milliOf(best.price)) best = item;
  }
  return best;
}

/** `×2.5` style label of a multiplier (at most 2 decimals). */
export function formatMultiplier(value: number): string {
  return `×${Number.isFinite(value) ? Number(value.toFixed(2)).toString() : '—'}`;
}

/** Toggles an item in the stake, refusing beyond `max` ("maximum items"). */
export function toggleStake<T extends { knapsack_id: number }>(
  selected: readonly T[],
  item: T,
  max: number,
): { next: T[]; refused: boolean } {
  if (selected.some((s) => s.knapsack_id === item.knapsack_id)) {
    return { next: selected.filter((s) => s.knapsack_id !== item.knapsack_id), refused: false };
  }
  if (selected.length >= max) return { next: [...selected], refused: true };
  return { next: [...selected, item], refused: false };
}

/** A roll to check on `/provablyfair` (the verifier reads these query parameters). */
export interface UpgradeRollRef {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  ticket: number;
  round?: number;
}

export function verifyPath(roll: UpgradeRollRef): string {
  const query = new URLSearchParams({
    clientSeed: roll.clientSeed,
    nonce: String(roll.nonce),
    game: 'upgrade',
    hash: roll.serverSeedHash,
    ticket: String(roll.ticket),
  });
  if (roll.round) query.set('round', String(roll.round));
  return `/provablyfair?${query.toString()}`;
}

export type { UpgradeDirection };
