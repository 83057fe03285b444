import { z } from 'zod';
import { envelope } from './envelope';
import { ZEventRoll, ZPrizeView } from './events';
import { wheelRoutes } from './routes';

/** One segment of a wheel: its prize and odds (tickets out of 100 000 000; the arc is that share of the circle). */
export const ZWheelSegment = z.object({ id: z.number().int(), prize: ZPrizeView, odds: z.number().int() });
export type WheelSegment = z.infer<typeof ZWheelSegment>;

export const ZWheel = z.object({
  /** The wheel's event key (the `{id}` of its routes). */
  id: z.string(),
  name: z.string(),
  description: z.string(),
  picture: z.string(),
  /** Coins one paid spin costs. */
  price: z.number(),
  /** Free spins left today, of `free_total`. */
  free_left: z.number().int(),
  free_total: z.number().int(),
  /** Paid spins left today (a daily cap). */
  paid_left: z.number().int(),
  /** When the next operator day starts (ISO): free spins come back then. */
  next_at: z.string(),
  segments: z.array(ZWheelSegment),
});
export type Wheel = z.infer<typeof ZWheel>;
export const ZWheelsResult = z.object({ list: z.array(ZWheel) });
export const ZWheelParams = z.object({ id: z.string().max(64) });

/** A spin: the prize of the segment the ticket fell in, and the revealed inputs to check it. */
export const ZWheelSpin = z.object({
  prize: ZPrizeView,
  ticket: z.number().int(),
  nonce: z.number().int(),
  segment: z.number().int(),
  /** Whether this spin was paid (false: the free spin of the day). */
  paid: z.boolean(),
  /** Coins charged for it (0 when free). */
  price: z.number(),
  free_left: z.number().int(),
  paid_left: z.number().int(),
  knapsack_ids: z.array(z.number().int()),
  roll: ZEventRoll,
});
export type WheelSpin = z.infer<typeof ZWheelSpin>;

/** The player's latest spins of a wheel (newest first, at most 20). */
export const ZWheelPrizes = z.object({
  list: z.array(
    z.object({
      segment: z.number().int(),
      prize: ZPrizeView,
      ticket: z.number().int(),
      nonce: z.number().int(),
      paid: z.boolean(),
      created_at: z.string(),
    }),
  ),
});
export type WheelPrizes = z.infer<typeof ZWheelPrizes>;

export const wheelApi = {
  first: { ...wheelRoutes.first, result: envelope(ZWheel) },
  list: { ...wheelRoutes.list, result: envelope(ZWheelsResult) },
  prize: { ...wheelRoutes.prize, params: ZWheelParams, result: envelope(ZWheelPrizes) },
  start: { ...wheelRoutes.start, params: ZWheelParams, result: envelope(ZWheelSpin) },
} as const;
