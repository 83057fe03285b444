import { z } from 'zod';
import { envelope, paged } from './envelope';
import { fairRoutes } from './routes';

/** A player's current seed pair (DESIGN §5): the server seed stays secret until rotated. */
export const ZSeedPair = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: z.number().int() });
export type SeedPair = z.infer<typeof ZSeedPair>;
/** A retired seed pair with its server seed revealed; `nonce` is the next nonce it would have used. */
export const ZRevealedSeedPair = ZSeedPair.extend({ serverSeed: z.string() });
export type RevealedSeedPair = z.infer<typeof ZRevealedSeedPair>;

/** 1–64 printable characters (no control characters). */
export const zClientSeed = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^\p{C}]+$/u, { message: 'printable characters only' });

/**
 * `{clientSeed}` sets the client seed; `{rotate: true}` reveals the server seed and commits a new one.
 * `serverSeedHash` (optional) names the pair to rotate: when it is no longer the active one, nothing rotates (409).
 * Without it, a rotation within 5 s of the player's previous one rotates nothing and says so (409): a burst of bare
 * rotations rotates once.
 */
export const ZPfvBody = z
  .object({
    clientSeed: z.string().optional(),
    rotate: z.boolean().optional(),
    serverSeedHash: z.string().min(1).max(128).optional(),
  })
  .refine((b) => b.clientSeed !== undefined || b.rotate === true, { message: 'clientSeed or rotate' });
export type PfvBody = z.infer<typeof ZPfvBody>;
export const ZPfvResult = z.object({ previous: ZRevealedSeedPair.nullable(), current: ZSeedPair });
export type PfvResult = z.infer<typeof ZPfvResult>;

export const ZPfvLogQuery = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1) });
export const ZPfvLogEntry = z.object({
  game: z.string(),
  box_id: z.string().nullable(),
  /** A case roll: the `contents_hash` of the case's ticket table it was drawn against (`GET /api/box/version/{hash}`). */
  case_hash: z.string().nullable(),
  nonce: z.number().int(),
  round: z.number().int(),
  clientSeed: z.string(),
  serverSeedHash: z.string(),
  /** Only once the seed pair was rotated. */
  serverSeed: z.string().nullable(),
  ticket: z.number().int(),
  goods_id: z.number().int().nullable(),
  /** An event's draw: the event whose prize table the ticket maps into (`GET /api/events/{key}/prizes`). */
  event_key: z.string().nullable(),
  created_at: z.string(),
});
export type PfvLogEntry = z.infer<typeof ZPfvLogEntry>;

export const fairApi = {
  seeds: { ...fairRoutes.seeds, result: envelope(ZSeedPair) },
  update: { ...fairRoutes.update, body: ZPfvBody, result: envelope(ZPfvResult) },
  log: { ...fairRoutes.log, query: ZPfvLogQuery, result: envelope(paged(ZPfvLogEntry)) },
} as const;
