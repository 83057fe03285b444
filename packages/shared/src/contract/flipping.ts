import { z } from 'zod';
import { envelope } from './envelope';
import { ZEventRoll, ZPrizeOdds, ZPrizeView } from './events';
import { flippingRoutes } from './routes';

export const ZFlippingCard = z.object({
  index: z.number().int(),
  state: z.enum(['hidden', 'flipped']),
  prize: ZPrizeView.nullable(),
});
export type FlippingCard = z.infer<typeof ZFlippingCard>;

/** Today's board of a flipping event: its cards, free flips left, and what a paid flip costs. */
export const ZFlippingBoard = z.object({
  /** The board's event key (the `{id}` of its routes). */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  picture: z.string(),
  /** Coins one flip costs once the free ones are used. */
  price: z.number(),
  free_left: z.number().int(),
  free_total: z.number().int(),
  /** Cards still face down today. */
  flips_left: z.number().int(),
  /** When the next operator day (a fresh board) starts (ISO). */
  next_at: z.string(),
  cards: z.array(ZFlippingCard),
  prizes: z.array(ZPrizeOdds),
});
export type FlippingBoard = z.infer<typeof ZFlippingBoard>;
export const ZFlippingList = z.object({ list: z.array(ZFlippingBoard) });
export const ZFlippingParams = z.object({ id: z.string().max(64) });
export const ZFlippingStartQuery = z.object({ index: z.coerce.number().int().min(0).max(31) });

export const ZFlippingResult = z.object({
  index: z.number().int(),
  prize: ZPrizeView,
  ticket: z.number().int(),
  nonce: z.number().int(),
  paid: z.boolean(),
  price: z.number(),
  free_left: z.number().int(),
  flips_left: z.number().int(),
  next_at: z.string(),
  knapsack_ids: z.array(z.number().int()),
  roll: ZEventRoll,
});
export type FlippingResult = z.infer<typeof ZFlippingResult>;

/** The player's latest flips of a board (newest first, at most 20). */
export const ZFlippingPrizes = z.object({
  list: z.array(
    z.object({
      index: z.number().int(),
      prize: ZPrizeView,
      ticket: z.number().int(),
      nonce: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type FlippingPrizes = z.infer<typeof ZFlippingPrizes>;

export const flippingApi = {
  first: { ...flippingRoutes.first, result: envelope(ZFlippingBoard) },
  list: { ...flippingRoutes.list, result: envelope(ZFlippingList) },
  prize: { ...flippingRoutes.prize, params: ZFlippingParams, result: envelope(ZFlippingPrizes) },
  start: {
    ...flippingRoutes.start,
    params: ZFlippingParams,
    query: ZFlippingStartQuery,
    result: envelope(ZFlippingResult),
  },
} as const;
