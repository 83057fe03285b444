import { z } from 'zod';
import { ZGoods } from './catalog';
import { envelope, paged } from './envelope';
import { mallRoutes } from './routes';

/** Mall page size (spec §9: 15, sorted by price ascending). */
export const MALL_PAGE_SIZE = 15;

const zUsd = z.coerce.number().finite().min(0).max(10_000_000);

/** `GET /api/system_shop` (spec §7): `field` price (default) or name, `price`/`max_price` in USD, inclusive. */
export const ZMallQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(MALL_PAGE_SIZE),
  sort: z.enum(['asc', 'desc']).default('asc'),
  field: z.enum(['price', 'name']).default('price'),
  /** Case-insensitive part of the hash name or of the name in any language. */
  name: z.string().trim().max(100).optional(),
  price: zUsd.optional(),
  max_price: zUsd.optional(),
});
export type MallQuery = z.infer<typeof ZMallQuery>;

/** Goods on sale in the mall, with the units left. */
export const ZMallGoods = ZGoods.extend({ stock: z.number().int() });
export type MallGoods = z.infer<typeof ZMallGoods>;

export const ZMallParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Buy answer (spec §7: `data.knapsack_id`) with the shop score left. */
export const ZMallBuyResult = z.object({
  knapsack_id: z.number().int(),
  /** USD paid from shop score. */
  price: z.number(),
  /** USD of shop score after the purchase. */
  shop_score: z.number(),
  /** Units left. */
  stock: z.number().int(),
});
export type MallBuyResult = z.infer<typeof ZMallBuyResult>;

/**
 * `data` of "Insufficient balance" on a mall buy: what the player must top up (USD, shop score) to buy it.
 * The web sends them to `/pay?p={diff_price}&od=1`.
 */
export const ZMallShortfall = z.object({ diff_price: z.number(), diff_type: z.literal('payment') });
export type MallShortfall = z.infer<typeof ZMallShortfall>;

/** Item page query (spec §2: `od=od&oid={knapsack id}` marks "just bought"). */
export const ZItemPageQuery = z.object({
  oid: z.coerce.number().int().min(1).max(9_007_199_254_740_991).optional(),
  od: z.string().max(10).optional(),
});

/** The player's own backpack item the page is about (from `oid`), when it is theirs. */
export const ZItemOwned = z.object({
  knapsack_id: z.number().int(),
  state: z.enum(['owned', 'withdrawing', 'withdrawn', 'sold', 'consumed']),
  /** USD a sale credits now, to `bought_with` (shop score for mall items, else the balance); 0 when unsellable. */
  recycling_price: z.number(),
  bought_with: z.enum(['money', 'shop_score']),
  /** Where the item came from (`case`, `battle`, `upgrade`, `mall`, …), so the page can say so. */
  source: z.string(),
  /** The handling fee a sale takes from the price (USD; 0 when it cannot be sold). */
  sell_fee: z.number(),
  /** The handling fee rate (SELL_FEE_RATE, e.g. 0.05), rounded per item into `sell_fee`. */
  sell_fee_rate: z.number(),
});
export type ItemOwned = z.infer<typeof ZItemOwned>;

/** Another exterior of the same item in the mall (the page's wear picker). */
export const ZItemVariant = z.object({
  id: z.number().int(),
  appearance: z.object({ value: z.string(), short: z.string() }),
  type: z.object({ name: z.string() }),
  price: z.number(),
  stock: z.number().int(),
});
export type ItemVariant = z.infer<typeof ZItemVariant>;

/**
 * Item page data (spec §3: goods, diff_price, diff_type, ex). `diff_type` is `payment` when the player's shop
 * score is short of the price (`diff_price` USD is the difference; visitors: the whole price), else `none`.
 * `ex`: the other exteriors and variants of the same item on sale in the mall.
 */
export const ZItemPage = z.object({
  goods: ZMallGoods,
  /** Offered by the mall at all (stock may still be 0). */
  in_mall: z.boolean(),
  diff_price: z.number(),
  diff_type: z.enum(['payment', 'none']),
  ex: z.array(ZItemVariant),
  owned: ZItemOwned.nullable(),
});
export type ItemPage = z.infer<typeof ZItemPage>;

export const mallApi = {
  list: { ...mallRoutes.list, query: ZMallQuery, result: envelope(paged(ZMallGoods)) },
  buy: { ...mallRoutes.buy, params: ZMallParams, result: envelope(ZMallBuyResult) },
  item: {
    ...mallRoutes.item,
    params: ZMallParams,
    query: ZItemPageQuery,
    result: envelope(ZItemPage),
  },
} as const;
