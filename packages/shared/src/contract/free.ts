import { z } from 'zod';
import { FREE_STATE, FREE_TYPES } from '../domain/free-boxes';
import { ZBoxParams, ZBoxSummary, ZOpenResult } from './cases';
import { envelope } from './envelope';
import { freeRoutes } from './routes';

const STATES = Object.values(FREE_STATE);

export const ZFreeBox = ZBoxSummary.extend({
  free: z.enum(FREE_TYPES),
  /** USD: the box's expected value at current prices (its `price` is 0). */
  value: z.number(),
  state: z.number().int().min(1).max(5),
  /** When it can be opened again (ISO time), or null. */
  next_at: z.string().nullable(),
  /** Hours within which a completed deposit is needed (the daily box), else null. */
  deposit_hours: z.number().int().nullable(),
});
export type FreeBox = z.infer<typeof ZFreeBox>;

export const ZFreeQuery = z.object({
  type: z.enum(FREE_TYPES).optional(),
  /** Only boxes in this state, e.g. `state=1&limit=5` for the boxes a player can open now. */
  state: z.coerce
    .number()
    .int()
    .refine((s) => (STATES as number[]).includes(s), 'unknown state')
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type FreeQuery = z.infer<typeof ZFreeQuery>;

export const ZFreeListResult = z.object({ list: z.array(ZFreeBox), page: z.number().int(), total: z.number().int() });
export type FreeListResult = z.infer<typeof ZFreeListResult>;

export const freeApi = {
  list: { ...freeRoutes.list, query: ZFreeQuery, result: envelope(ZFreeListResult) },
  /** Opens one free box for free; the answer is the drop of `POST /api/box/{id}/open`. */
  open: { ...freeRoutes.open, params: ZBoxParams, result: envelope(ZOpenResult) },
} as const;
