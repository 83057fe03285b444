import { z } from 'zod';
import { envelope, paged, zBodyInt } from './envelope';
import { inventoryRoutes } from './routes';

export const ITEM_STATES = ['owned', 'withdrawing', 'withdrawn', 'sold', 'consumed'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const ITEM_SOURCES = ['case', 'free', 'mall', 'battle', 'upgrade', 'raffle', 'event', 'promotion'] as const;
export type ItemSource = (typeof ITEM_SOURCES)[number];
/** The balance an item was paid from; selling it credits that balance (DESIGN §4). */
export const BOUGHT_WITH = ['money', 'shop_score'] as const;
export type BoughtWith = (typeof BOUGHT_WITH)[number];

/** `price`: `min-max` in USD (either side may be empty), e.g. `10-50`, `100-`. */
export const ZBackpackQuery = z.object({
  quality: z.string().max(40).optional(),
  /** Category type (knife, rifle, …). */
  type: z.string().max(40).optional(),
  field: z.enum(['price', 'created_at']).default('created_at'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  price: z
    .string()
    .regex(/^\d{0,7}(\.\d{1,3})?-\d{0,7}(\.\d{1,3})?$/)
    .optional(),
  /** `owned` (default) or every state. */
  state: z.enum([...ITEM_STATES, 'all']).default('owned'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export type BackpackQuery = z.infer<typeof ZBackpackQuery>;

export const ZBackpackItem = z.object({
  id: z.number().int(),
  knapsack_id: z.number().int(),
  source: z.string(),
  state: z.enum(ITEM_STATES),
  bought_with: z.enum(BOUGHT_WITH),
  /** Current catalogue price (USD). */
  price: z.number(),
  /** What selling it answers now: the price minus the handling fee (0 when it cannot be sold). */
  recycling_price: z.number(),
  sellable: z.boolean(),
  created_at: z.string(),
  goods_info: z.object({
    id: z.number().int(),
    picture: z.string(),
    hash_name: z.string(),
    name: z.string(),
    price: z.number(),
    quality: z.object({ value: z.string(), color: z.string() }),
    appearance: z.object({ value: z.string(), short: z.string() }),
    category: z.object({ type: z.string(), value: z.string() }),
    /** `StatTrak™` | `Souvenir` | `Normal`. */
    type: z.object({ name: z.string() }),
  }),
});
export type BackpackItem = z.infer<typeof ZBackpackItem>;

export const ZSellBody = z.object({
  knapsack_id: z.array(zBodyInt(1, Number.MAX_SAFE_INTEGER)).max(200),
});
export const ZSellResult = z.object({
  /** Total credited (USD), money and shop score together. */
  recycling_price: z.number(),
  money: z.number(),
  shop_score: z.number(),
  knapsack_id: z.array(z.number().int()),
});
export type SellResult = z.infer<typeof ZSellResult>;

export const inventoryApi = {
  backpack: {
    ...inventoryRoutes.backpack,
    query: ZBackpackQuery,
    result: envelope(paged(ZBackpackItem)),
  },
  sell: { ...inventoryRoutes.sell, body: ZSellBody, result: envelope(ZSellResult) },
} as const;
