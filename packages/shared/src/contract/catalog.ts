import { z } from 'zod';
import { envelope } from './envelope';
import { catalogRoutes } from './routes';

/** Goods (spec §3): one tradeable item variant, its name in the caller's language. */
export const ZGoods = z.object({
  id: z.number().int(),
  /** Steam market hash name (English, with exterior). */
  hash_name: z.string(),
  /** English name without exterior. */
  eName: z.string(),
  /** Name in the request's `Language` (Valve's official translation), without exterior. */
  name: z.string(),
  /** Image URL; the web shows a generated fallback when it fails to load. */
  picture: z.string(),
  /** USD, at most 3 decimals. */
  price: z.number(),
  /** 'file' | 'skinport' | 'estimate' — an estimate is not market data. */
  price_source: z.string(),
  /** Rarity (knives and gloves always Contraband) and its colour. */
  quality: z.object({ value: z.string(), color: z.string() }),
  /** Exterior (`Factory New` …, `Vanilla`, `Not Painted`) and its short form (FN/MW/FT/WW/BS/Vanilla/NP). */
  appearance: z.object({ value: z.string(), short: z.string() }),
  /** Weapon class or item family, and the weapon name. */
  category: z.object({ type: z.string(), value: z.string() }),
  /** `StatTrak™` | `Souvenir` | `Normal`. */
  type: z.object({ name: z.string() }),
  wName: z.string(),
  /** Exterior extras: `en` the exterior in English, `jx` its abbreviation (简写). */
  ex: z.object({ en: z.string(), jx: z.string() }),
  /** Float range of this variant (null for items without a float). */
  float: z.object({ min: z.number(), max: z.number() }).nullable(),
});
export type Goods = z.infer<typeof ZGoods>;

export const GOODS_CONFIG_CLASSES = ['quality', 'category', 'appearance', 'type'] as const;
export type GoodsConfigClass = (typeof GOODS_CONFIG_CLASSES)[number];

/** One filter value: `value` is what filters send, `label` the English text (web i18n key: `goods.<class>.<value>`). */
export const ZGoodsConfigEntry = z.object({
  value: z.string(),
  label: z.string(),
  /** Rarity colour (quality only). */
  color: z.string().optional(),
  /** Short form (appearance only: FN, MW, …). */
  short: z.string().optional(),
  /** Goods with this value. */
  count: z.number().int(),
  /** Weapon names within a category type (category only). */
  values: z.array(z.object({ value: z.string(), count: z.number().int() })).optional(),
});
export type GoodsConfigEntry = z.infer<typeof ZGoodsConfigEntry>;
export const ZGoodsConfigResult = z.object({ class: z.enum(GOODS_CONFIG_CLASSES), list: z.array(ZGoodsConfigEntry) });
export type GoodsConfigResult = z.infer<typeof ZGoodsConfigResult>;

export const ZGoodsConfigParams = z.object({ class: z.enum(GOODS_CONFIG_CLASSES) });
export const ZGoodsParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const catalogApi = {
  goodsConfig: {
    ...catalogRoutes.goodsConfig,
    params: ZGoodsConfigParams,
    result: envelope(ZGoodsConfigResult),
  },
  goods: { ...catalogRoutes.goods, params: ZGoodsParams, result: envelope(ZGoods) },
} as const;
