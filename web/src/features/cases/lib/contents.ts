import { rarityRank, safeColor } from '../../../lib/rarity';

/** What these helpers need of a case item (a BoxDetail item). */
export interface ContentItem {
  goods: { name: string; price: number; quality: { value: string; color: string } };
  odds: number;
}

/** Name of a skin without its StatTrak™ / Souvenir / ★ prefix (its variants count once). */
const skinOf = (name: string) => name.replace(/^(★\s*)?(StatTrak™\s*|Souvenir\s*)?/, '');

/** The dearest different skins of a case, dearest first (wears and variants of one skin count once). */
export function topDrops<T extends ContentItem>(items: readonly T[], count: number): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of [...items].sort((a, b) => b.goods.price - a.goods.price)) {
    const key = skinOf(item.goods.name);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length === count) break;
  }
  return out;
}

export interface RarityShare {
  name: string;
  color: string;
  /** Percent. */
  odds: number;
}

/** Odds summed per rarity, best rarity first. */
export function rarityShares(items: readonly ContentItem[]): RarityShare[] {
  const map = new Map<string, RarityShare>();
  for (const { goods, odds } of items) {
    const share = map.get(goods.quality.value) ?? {
      name: goods.quality.value,
      color: safeColor(goods.quality.color),
      odds: 0,
    };
    share.odds += odds;
    map.set(goods.quality.value, share);
  }
  return [...map.values()].sort((a, b) => rarityRank(b.color) - rarityRank(a.color));
}

/** Contents order: dearest first; equal prices by rarer first. */
export function byPrice<T extends ContentItem>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.goods.price - a.goods.price || a.odds - b.odds);
}
