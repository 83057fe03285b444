import type { BackpackItem } from '@dropforge/shared/contract';

/** Owned items can be staked, except giveaway prizes. */
export function canStake(item: Pick<BackpackItem, 'state' | 'source'>): boolean {
  return item.state === 'owned' && item.source !== 'raffle';
}

/** A rarity colour safe for inline styles (Consumer grey otherwise). */
export { safeColor } from '../../../lib/rarity';

/** A chance in percent for display: 2 decimals, 4 below 0.01 %. */
export function formatChance(chance: number): string {
  return `${chance > 0 && chance < 0.01 ? chance.toFixed(4) : chance.toFixed(2)}%`;
}

/** A short chance for tight badges: 1 decimal from 10 %, else 2 (4 below 0.01 %). */
export function formatChanceShort(chance: number): string {
  return chance >= 10 ? `${chance.toFixed(1)}%` : formatChance(chance);
}
