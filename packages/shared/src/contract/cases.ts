import { z } from 'zod';
import { FREE_TYPES } from '../domain/free-boxes';
import { ZGoods } from './catalog';
import { envelope, zBodyInt } from './envelope';
import { casesRoutes } from './routes';

export const ZBoxSummary = z.object({
  id: z.string(),
  name: z.string(),
  picture: z.string(),
  /** USD: the expected value divided by the case's RTP. */
  price: z.number(),
  level: z.number().int(),
  kind: z.enum(['official', 'site']),
  /** Rarity colour of the case's rarest item (its glow on the grid). */
  top_color: z.string(),
  /** Present on free boxes only (their price is 0; they open through `POST /api/free/{id}/open`). */
  free: z.enum(FREE_TYPES).optional(),
});
export type BoxSummary = z.infer<typeof ZBoxSummary>;
export const ZBoxCategory = z.object({ id: z.string(), name: z.string(), list: z.array(ZBoxSummary) });
export const ZBoxListResult = z.object({ list: z.array(ZBoxCategory) });

export const ZBoxItem = z.object({
  goods: ZGoods,
  /** Odds in percent (tickets / 1 000 000). */
  odds: z.number(),
  tickets: z.number().int(),
  ticket_from: z.number().int(),
  /** Exclusive. */
  ticket_to: z.number().int(),
});
export const ZBoxDetail = ZBoxSummary.extend({
  category: z.string(),
  /** USD. */
  expected_value: z.number(),
  rtp: z.number(),
  /** Hex SHA-256 of the ticket table (`goods_id:ticket_from:ticket_to` lines in ticket order); see docs/trust.md. */
  contents_hash: z.string(),
  /** In published ticket order. */
  items: z.array(ZBoxItem),
});
export type BoxDetail = z.infer<typeof ZBoxDetail>;

export const ZBoxParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/) });
export const BOX_OPEN_MAX = 5;
export const ZOpenBody = z.object({
  number: zBodyInt(1, BOX_OPEN_MAX).default(1),
  /** A ready case coupon of the player (group-grab reward): its amount comes off the open's price, used once. */
  coupon_id: zBodyInt(1, 2_147_483_647).optional(),
});
export const ZOpenDrop = z.object({
  knapsack_id: z.number().int(),
  goods: ZGoods,
  ticket: z.number().int(),
  nonce: z.number().int(),
  round: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** USD the drop sells for now (current price minus the handling fee). */
  recycling_price: z.number(),
});
export type OpenDrop = z.infer<typeof ZOpenDrop>;
export const ZOpenResult = z.object({
  box_id: z.string(),
  price: z.number(),
  list: z.array(ZOpenDrop),
  /** USD a coupon took off this open (absent: none used). */
  discount: z.number().optional(),
});
export type OpenResult = z.infer<typeof ZOpenResult>;

export const casesApi = {
  list: { ...casesRoutes.list, result: envelope(ZBoxListResult) },
  detail: { ...casesRoutes.detail, params: ZBoxParams, result: envelope(ZBoxDetail) },
  open: {
    ...casesRoutes.open,
    params: ZBoxParams,
    body: ZOpenBody,
    result: envelope(ZOpenResult),
  },
} as const;
