import { z } from 'zod';
import { defineSettings } from '../../platform/modules';

export type UpgradeSettings = {
  maxItems: number;
  maxChance: number;
  rtp: number;
  coinsShare: number;
  multipliers: number[];
};

/**
 * UPGRADE_MAX_ITEMS staked at once (10), UPGRADE_MAX_CHANCE percent (75), UPGRADE_RTP (0.9, at most 6 decimals),
 * UPGRADE_COINS_SHARE of the stake value gifted as coins on failure (0.05), UPGRADE_MULTIPLIERS offered by the
 * target picker (`1.5,2,5,10`).
 */
export const upgradeSettings = defineSettings(
  z.object({
    UPGRADE_MAX_ITEMS: z.coerce.number().int().min(1).max(100).default(10),
    UPGRADE_MAX_CHANCE: z.coerce.number().gt(0).max(100).default(75),
    UPGRADE_RTP: z.coerce
      .number()
      .min(0.5)
      .max(1)
      .refine((v) => Math.abs(Math.round(v * 1e6) - v * 1e6) < 1e-6, 'at most 6 decimals')
      .default(0.9),
    UPGRADE_COINS_SHARE: z.coerce.number().min(0).max(0.5).default(0.05),
    UPGRADE_MULTIPLIERS: z
      .string()
      .regex(/^\d+(\.\d+)?(,\d+(\.\d+)?)*$/, 'comma-separated numbers')
      .transform((v) => v.split(',').map(Number))
      .refine((list) => list.every((m) => m > 1 && m <= 1000), 'each above 1 and at most 1000')
      .default([1.5, 2, 5, 10]),
  }),
  (env): UpgradeSettings => ({
    maxItems: env.UPGRADE_MAX_ITEMS,
    maxChance: env.UPGRADE_MAX_CHANCE,
    rtp: env.UPGRADE_RTP,
    coinsShare: env.UPGRADE_COINS_SHARE,
    multipliers: env.UPGRADE_MULTIPLIERS,
  }),
);
