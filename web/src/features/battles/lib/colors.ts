/** CS2 rarity colours, lowest to highest (UI.md). */
export const RARITY_COLORS = ['#b0c3d9', '#5e98d9', '#4b69ff', '#8847ff', '#d32ce6', '#eb4b4b', '#e4ae39'] as const;

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour safe to put in inline styles (falls back to Consumer grey). */
export function safeColor(color: string | undefined | null): string {
  return color && HEX.test(color) ? color : RARITY_COLORS[0];
}

/** Rank of a rarity colour (0 = Consumer … 6 = Contraband); unknown colours rank lowest. */
export function rarityRank(color: string): number {
  return Math.max(0, RARITY_COLORS.indexOf(color.toLowerCase() as (typeof RARITY_COLORS)[number]));
}

const TIERS: ReadonlyArray<[number, string]> = [
  [100, '#e4ae39'],
  [25, '#eb4b4b'],
  [8, '#d32ce6'],
  [2, '#8847ff'],
  [1, '#4b69ff'],
  [0.5, '#5e98d9'],
];

/** The colour a box is drawn in when only its price is known (as the case grid does). */
export function tierColor(price: number): string {
  for (const [from, color] of TIERS) if (price >= from) return color;
  return RARITY_COLORS[0];
}
