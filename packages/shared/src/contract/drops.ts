import { z } from 'zod';
import { envelope, paged } from './envelope';
import { dropsRoutes } from './routes';

export const DROP_TYPES = ['unpacking', 'battle', 'mall', 'windows', 'snowball', 'upgrade', 'giveaway'] as const;
export type DropType = (typeof DROP_TYPES)[number];
/** Top drops are priced at 10 or more (spec §5). */
export const TOP_DROP_MIN_USD = 10;

/** One drop of the live strip (spec §3 Drop entry), also the `DropKanban` ws event's data. */
export const ZDropEntry = z.object({
  id: z.number().int(),
  type: z.enum(DROP_TYPES),
  box: z.object({ id: z.string(), name: z.string(), picture: z.string() }).nullable(),
  goods: z.object({
    id: z.number().int(),
    name: z.string(),
    hash_name: z.string(),
    picture: z.string(),
    price: z.number(),
    goods_quality: z.object({ value: z.string(), color: z.string() }),
    goods_category: z.object({ type: z.string(), value: z.string() }),
    goods_appearance: z.object({ value: z.string(), short: z.string() }),
  }),
  user: z.object({ name: z.string(), avatar: z.string() }),
  created_at: z.string(),
});
export type DropEntry = z.infer<typeof ZDropEntry>;

export const ZDropQuery = z.object({
  limit: z.coerce.number().int().min(1).max(40).default(30),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  /** Best drops only (priced ≥ 10): the latest 15 or 50. */
  top: z.union([z.literal(15), z.literal(50), z.literal('15'), z.literal('50')]).optional(),
});

export const dropsApi = {
  list: { ...dropsRoutes.list, query: ZDropQuery, result: envelope(paged(ZDropEntry)) },
  top: { ...dropsRoutes.top, result: envelope(z.object({ list: z.array(ZDropEntry) })) },
} as const;
