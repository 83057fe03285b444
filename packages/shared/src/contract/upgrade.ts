import { z } from 'zod';
import { UPGRADE_DIRECTIONS } from '../domain/upgrade';
import { ZGoods } from './catalog';
import { envelope, paged } from './envelope';
import { zAmount } from './payments';
import { upgradeRoutes } from './routes';

/** Limits of the upgrade page, from configuration. */
export const ZUpgradeConfig = z.object({
  /** "maximum items" staked at once. */
  max_items: z.number().int(),
  /** "maximum upgrade probability", percent. */
  max_chance: z.number(),
  rtp: z.number(),
  /** Share of the stake value gifted as coins (score) on failure. */
  coins_share: z.number(),
  /** Quick multipliers of the target picker. */
  multipliers: z.array(z.number()),
});
export type UpgradeConfig = z.infer<typeof ZUpgradeConfig>;

const zUsd = z.coerce.number().finite().min(0).max(10_000_000);

/** Catalogue goods priced strictly above `min` (the stake value), optionally within `[price, max_price]`. */
export const ZUpgradeTargetsQuery = z.object({
  /** USD: the current stake value; only goods priced strictly above it. */
  min: zUsd.default(0),
  /** Case-insensitive search in any language's name or the hash name. */
  name: z.string().trim().max(100).optional(),
  /** USD lower bound (inclusive). */
  price: zUsd.optional(),
  /** USD upper bound (inclusive). */
  max_price: zUsd.optional(),
  sort: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(60).default(24),
});
export type UpgradeTargetsQuery = z.infer<typeof ZUpgradeTargetsQuery>;
export const ZUpgradeTargetsResult = paged(ZGoods);

export const ZUpgradeDirection = z.enum(UPGRADE_DIRECTIONS);

export const ZUpgradeBody = z.object({
  /** Distinct owned items staked (0 … max_items). */
  knapsack_id: z
    .array(z.number().int().min(1).max(2_147_483_647))
    .max(100)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'distinct items' }),
  /** USD of balance added to the stake (≥ 0, at most 3 decimals). */
  amount: zAmount.min(0).max(10_000_000),
  target_id: z.number().int().min(1).max(2_147_483_647),
  direction: ZUpgradeDirection,
});
export type UpgradeBody = z.infer<typeof ZUpgradeBody>;

export const ZUpgradeResult = z.object({
  success: z.boolean(),
  /** Percent (winning tickets / 1 000 000). */
  chance: z.number(),
  /** The roll's ticket in [0, 100 000 000). */
  ticket: z.number().int(),
  /** The roll's float in [0, 1). */
  roll: z.number(),
  /** Winning tickets `[from, to)` on the chosen side. */
  range: z.object({ from: z.number().int(), to: z.number().int() }),
  direction: ZUpgradeDirection,
  /** USD: Σ staked items' current prices + amount. */
  stake_value: z.number(),
  /** The target. */
  goods: ZGoods,
  /** The new backpack item on success, else null. */
  knapsack_id: z.number().int().nullable(),
  /** USD of coins (score) credited on failure, else 0. */
  coins: z.number(),
  nonce: z.number().int(),
  round: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
});
export type UpgradeResult = z.infer<typeof ZUpgradeResult>;

export const ZUpgradeHistoryQuery = z.object({ page: z.coerce.number().int().min(1).max(100000).default(1) });
export const UPGRADE_HISTORY_PAGE_SIZE = 10;
export const ZUpgradeHistoryEntry = z.object({
  id: z.number().int(),
  success: z.boolean(),
  chance: z.number(),
  ticket: z.number().int(),
  direction: ZUpgradeDirection,
  /** USD. */
  stake_value: z.number(),
  /** USD of balance staked. */
  amount: z.number(),
  /** The target. */
  goods: ZGoods,
  /** USD of coins gifted (0 on success). */
  coins: z.number(),
  nonce: z.number().int(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  created_at: z.string(),
});
export type UpgradeHistoryEntry = z.infer<typeof ZUpgradeHistoryEntry>;

export const upgradeApi = {
  config: { ...upgradeRoutes.config, result: envelope(ZUpgradeConfig) },
  targets: {
    ...upgradeRoutes.targets,
    query: ZUpgradeTargetsQuery,
    result: envelope(ZUpgradeTargetsResult),
  },
  upgrade: { ...upgradeRoutes.upgrade, body: ZUpgradeBody, result: envelope(ZUpgradeResult) },
  history: {
    ...upgradeRoutes.history,
    query: ZUpgradeHistoryQuery,
    result: envelope(paged(ZUpgradeHistoryEntry)),
  },
} as const;
