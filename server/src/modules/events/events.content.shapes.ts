import { LANGS, type Lang, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { z } from 'zod';

export const ZTexts = z.record(z.enum(LANGS as unknown as [Lang, ...Lang[]]), z.string().min(1).max(400));
export const ZAmount = z
  .number()
  .positive()
  .max(100_000)
  .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, 'at most 3 decimals');

export const ZPrize = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['cash', 'coins', 'shop_score']), amount: ZAmount }),
  z.object({ kind: z.literal('case'), case_id: z.string().min(1) }),
  z.object({ kind: z.literal('item'), hash_name: z.string().min(1) }),
]);
export const ZPrizeEntry = z.intersection(ZPrize, z.object({ tickets: z.number().int().min(1).max(TICKETS_TOTAL) }));
