import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Milli, parseMilli } from '@dropforge/shared/domain';
import { z } from 'zod';

const zUsd = z
  .number()
  .min(0)
  .max(10_000_000)
  .refine((v) => Number.isInteger(Math.round(v * 1e6) / 1000), 'at most 3 decimals');
const zUnits = z.number().int().min(0).max(1_000_000);

/** One selection rule: catalogue goods matching every given filter, at most `limit` of them, `stock` units each. */
export const ZMallRule = z.object({
  /** A label for the boot log. */
  name: z.string().min(1).max(60),
  /** `category.type` values (rifle, sniper, pistol, smg, heavy, knife, gloves, agent, container, sticker, …). */
  categories: z.array(z.string().min(1)).min(1).optional(),
  /** `category.value` values (weapon names: `AK-47`, `Karambit` …). */
  weapons: z.array(z.string().min(1)).min(1).optional(),
  /** `type.name` values: `Normal`, `StatTrak™`, `Souvenir`. */
  types: z.array(z.string().min(1)).min(1).optional(),
  /** Rarity names (`quality.value`). */
  qualities: z.array(z.string().min(1)).min(1).optional(),
  /** USD, both inclusive. */
  min_price: zUsd.optional(),
  max_price: zUsd.optional(),
  stock: zUnits.refine((n) => n > 0, 'a rule offers at least one unit'),
  limit: z.number().int().min(1).max(100_000),
});
export type MallRule = z.infer<typeof ZMallRule>;

export const ZMallContent = z.object({
  /** Change it (any text) to restock every row to its configured units on the next boot. */
  edition: z.string().max(100).default(''),
  /** Weapon names (`category.value`) chosen first when a rule matches more goods than its `limit`. */
  prefer: z.array(z.string().min(1)).default([]),
  /** Tried in order; a goods is taken by the first rule it matches. */
  rules: z.array(ZMallRule).default([]),
  /** Offered whatever the rules say, with these units (0: listed on its item page as sold out). */
  include: z.array(z.object({ hash_name: z.string().min(1), stock: zUnits })).default([]),
  /** Never offered (wins over rules and `include`). */
  exclude: z.array(z.string().min(1)).default([]),
});
export type MallContent = z.infer<typeof ZMallContent>;

/** The goods columns the selection looks at. */
export type MallCandidate = {
  id: number;
  hashName: string;
  price: Milli;
  categoryType: string;
  categoryValue: string;
  typeName: string;
  quality: string;
};

/** Reads and validates `content/mall/mall.json` (no file: the mall offers nothing). */
export function loadMallContent(contentDir: string): MallContent {
  const file = join(contentDir, 'mall', 'mall.json');
  if (!existsSync(file)) return ZMallContent.parse({});
  try {
    return ZMallContent.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch (e) {
    throw new Error(`content/mall/mall.json: ${(e as Error).message}`);
  }
}

const within = (list: string[] | undefined, value: string) => !list || list.includes(value);

function matches(rule: MallRule, g: MallCandidate): boolean {
  if (rule.min_price !== undefined && g.price < parseMilli(rule.min_price)) return false;
  if (rule.max_price !== undefined && g.price > parseMilli(rule.max_price)) return false;
  return (
    within(rule.categories, g.categoryType) &&
    within(rule.weapons, g.categoryValue) &&
    within(rule.types, g.typeName) &&
    within(rule.qualities, g.quality)
  );
}

/** A fixed pseudo-random rank of a goods id (Knuth's multiplicative hash): the same goods, the same rank. */
const rank = (id: number) => Math.imul(id, 2_654_435_761) >>> 0;

/**
 * `n` of `list`: a deterministic sample by `rank`, so it covers the whole price range of a rule, and a goods
 * leaving or joining the candidates (an exclusion, a price moving it to another tier) changes one pick, not all.
 */
function sample(list: MallCandidate[], n: number): MallCandidate[] {
  if (list.length <= n) return list;
  return [...list].sort((a, b) => rank(a.id) - rank(b.id) || a.id - b.id).slice(0, n);
}

export type MallSelection = {
  /** Goods id → units. */
  units: Map<number, number>;
  /** Per rule: how many goods it took. */
  taken: Array<{ rule: string; goods: number }>;
  /** `include`/`exclude` hash names the catalogue does not know. */
  unknown: string[];
};

/**
 * Resolves the configuration against the catalogue (pure): each rule takes the goods it matches that no
 * earlier rule took, preferred weapons first, sampled (stably, see `sample`) when it matches more than `limit`;
 * then `include` adds and `exclude` removes by hash name. Goods priced 0 are never offered.
 */
export function selectMallGoods(content: MallContent, goods: MallCandidate[]): MallSelection {
  const excluded = new Set(content.exclude);
  const prefer = new Set(content.prefer);
  const units = new Map<number, number>();
  const taken: MallSelection['taken'] = [];
  const open = goods.filter((g) => g.price > 0 && !excluded.has(g.hashName));
  const claimed = new Set<number>();
  for (const rule of content.rules) {
    const hits = open.filter((g) => !claimed.has(g.id) && matches(rule, g));
    for (const g of hits) claimed.add(g.id);
    const preferred = hits.filter((g) => prefer.has(g.categoryValue));
    const picked = sample(preferred, rule.limit);
    if (picked.length < rule.limit) {
      const rest = hits.filter((g) => !prefer.has(g.categoryValue));
      picked.push(...sample(rest, rule.limit - picked.length));
    }
    for (const g of picked) units.set(g.id, rule.stock);
    taken.push({ rule: rule.name, goods: picked.length });
  }
  const byHash = new Map(goods.map((g) => [g.hashName, g]));
  const unknown: string[] = [];
  for (const entry of content.include) {
    const g = byHash.get(entry.hash_name);
    if (!g) unknown.push(entry.hash_name);
    else if (!excluded.has(g.hashName) && g.price > 0) units.set(g.id, entry.stock);
  }
  for (const name of content.exclude) if (!byHash.has(name)) unknown.push(name);
  return { units, taken, unknown };
}
