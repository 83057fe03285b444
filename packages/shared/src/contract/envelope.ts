import { z } from 'zod';

/** Every answer is `{code, msg, data}`; `code` is 200 on success, otherwise the HTTP status. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}
export type Envelope<T> = { code: number; msg: string; data: T };

/** Lists answer `{list, page, total}`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), page: z.number().int(), total: z.number().int() });
}
export type Paged<T> = { list: T[]; page: number; total: number };

export const ZPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * A whole number in a JSON body: a number, or a string of digits (form posts and older clients send those).
 * Never `z.coerce`: that turns `true` into 1 and `[1]` into 1.
 */
export function zBodyInt(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,16}$/)
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}
