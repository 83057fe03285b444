import { RARITY_COLORS, rarityRank } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';

export { RARITY_COLORS, rarityRank };

/**
 * CS2 rarity names (the catalogue's `quality.value`, in English) in the page language, from the `common`
 * namespace; an unknown rarity shows as the catalogue names it.
 */
export function useRarityName(): (value: string) => string {
  const { t } = useTranslation('common');
  return (value: string) => t(`rarity.${value}`, { defaultValue: value });
}

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour safe to put in inline styles (falls back to Consumer grey). */
export function safeColor(color: string | undefined | null): string {
  return color && HEX.test(color) ? color : RARITY_COLORS[0];
}

/** The highest rarity colour among items (Consumer grey when there are none). */
export function bestColor(items: readonly { goods: { quality: { color: string } } }[]): string {
  let best: string = RARITY_COLORS[0];
  for (const { goods } of items) {
    if (rarityRank(goods.quality.color) > rarityRank(best)) best = safeColor(goods.quality.color);
  }
  return best;
}

/** Price tiers (USD, lower bound) of the case grid: cheap cases glow blue, dear ones gold. */
const TIERS: ReadonlyArray<[number, string]> = [
  [100, RARITY_COLORS[6]],
  [25, RARITY_COLORS[5]],
  [8, RARITY_COLORS[4]],
  [2, RARITY_COLORS[3]],
  [1, RARITY_COLORS[2]],
  [0.5, RARITY_COLORS[1]],
];

/** The colour a case is drawn in when only its price is known (the case grid, battle boxes): its price tier. */
export function tierColor(price: number): string {
  for (const [from, color] of TIERS) if (price >= from) return color;
  return RARITY_COLORS[0];
}
