import { z } from 'zod';
import { envelope, paged } from './envelope';
import { zAmount } from './payments';
import { guessRoutes } from './routes';

/**
 * `open`: backing until `closes_at`; `closed`: past it, waiting for the operator; `settled`: the winning option is
 * known and winners receive their share; `void`: settled on an option nobody backed, every stake refunded;
 * `refunded`: not settled by `refund_at`, every stake refunded.
 */
export const GUESS_STATES = ['open', 'closed', 'settled', 'void', 'refunded'] as const;
export type GuessState = (typeof GUESS_STATES)[number];

export const ZGuessOption = z.object({
  /** The option's number (1 = the first), the `{n}` of `/support/{n}`. */
  n: z.number().int(),
  name: z.string(),
  /** Coins backed on it so far. */
  pool: z.number(),
  backers: z.number().int(),
  /** Decimal odds the pools imply (pool after the edge ÷ this option's pool), or null while nobody backed it. */
  odds: z.number().nullable(),
  /** The viewer's coins on it (0 for visitors). */
  mine: z.number(),
});
export type GuessOption = z.infer<typeof ZGuessOption>;

export const ZGuess = z.object({
  id: z.number().int(),
  title: z.string(),
  state: z.enum(GUESS_STATES),
  options: z.array(ZGuessOption),
  /** Coins backed in total. */
  pool: z.number(),
  /** The house edge as a fraction of the pool (0.05 = 5 %). */
  edge: z.number(),
  /** Bounds of one backing (coins) and backings a player may make on this guess. */
  min_amount: z.number(),
  max_amount: z.number(),
  max_backings: z.number().int(),
  closes_at: z.string(),
  /** An unsettled guess refunds every stake at this time. */
  refund_at: z.string(),
  /** The winning option's `n` once settled, else null. */
  winner: z.number().int().nullable(),
  settled_at: z.string().nullable(),
  /** The viewer's part (null for visitors). */
  my: z
    .object({
      stake: z.number(),
      backings: z.number().int(),
      /** What the viewer wins (settled, backed the winner), or null. */
      payout: z.number().nullable(),
      received: z.boolean(),
      /** Stakes given back (a void or refunded guess). */
      refunded: z.number(),
    })
    .nullable(),
  /** The server's time, for the countdown. */
  now: z.string(),
});
export type Guess = z.infer<typeof ZGuess>;

export const ZGuessListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(15),
});
export const ZGuessParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});
export const ZGuessSupportParams = ZGuessParams.extend({ n: z.coerce.number().int().min(1).max(100) });
export const ZGuessSupportBody = z.object({
  /** Coins, at most 3 decimals. */
  amount: zAmount,
  /** A referral code (e.g. from a shared guess link): binds the backer to its owner when they have no referrer yet. */
  user_code: z.string().trim().max(32).optional(),
});
export type GuessSupportBody = z.infer<typeof ZGuessSupportBody>;
/** What happened to `user_code`: bound as the referrer, or why not; null when none was given. */
export const GUESS_REFERRAL = ['bound', 'already_bound', 'unknown', 'refused'] as const;
export const ZGuessSupportResult = z.object({
  guess: ZGuess,
  n: z.number().int(),
  amount: z.number(),
  /** The backer's coins after the backing. */
  score: z.number(),
  referral: z.enum(GUESS_REFERRAL).nullable(),
});
export type GuessSupportResult = z.infer<typeof ZGuessSupportResult>;
export const ZGuessReceiveResult = z.object({ id: z.number().int(), amount: z.number(), score: z.number() });
export type GuessReceiveResult = z.infer<typeof ZGuessReceiveResult>;

export const guessApi = {
  list: { ...guessRoutes.list, query: ZGuessListQuery, result: envelope(paged(ZGuess)) },
  first: { ...guessRoutes.first, result: envelope(ZGuess.nullable()) },
  detail: { ...guessRoutes.detail, params: ZGuessParams, result: envelope(ZGuess) },
  receive: { ...guessRoutes.receive, params: ZGuessParams, result: envelope(ZGuessReceiveResult) },
  support: {
    ...guessRoutes.support,
    params: ZGuessSupportParams,
    body: ZGuessSupportBody,
    result: envelope(ZGuessSupportResult),
  },
} as const;
