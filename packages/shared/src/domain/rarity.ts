/** CS2 rarity colours, lowest to highest: Consumer … Covert, then Contraband (knives and gloves count as it). */
export const RARITY_COLORS: readonly [string, string, string, string, string, string, string] = [
  '#b0c3d9',
  '#5e98d9',
  '#4b69ff',
  '#8847ff',
  '#d32ce6',
  '#eb4b4b',
  '#e4ae39',
];

/** Rank of a rarity colour (0 = Consumer … 6 = Contraband, any case); unknown colours rank lowest. */
export function rarityRank(color: string): number {
  return Math.max(0, RARITY_COLORS.indexOf(color.toLowerCase()));
}
