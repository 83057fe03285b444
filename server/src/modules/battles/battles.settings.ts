import { z } from 'zod';
import { defineSettings } from '../../platform/modules';

export type BattleSettings = {
  /** BATTLE_ROUND_MS (4000): the time between a battle's start and round 0, and between rounds. */
  roundMs: number;
  /** BATTLE_MAX_BOXES (50): the most boxes (rounds) a battle may have. */
  maxBoxes: number;
  /** BATTLE_WAIT_MINUTES (30), in ms: a battle still waiting for players this long is cancelled and refunded; 0 = never. */
  waitMs: number;
};

export const battleSettings = defineSettings(
  z.object({
    BATTLE_ROUND_MS: z.coerce.number().int().min(10).max(600_000).default(4000),
    BATTLE_MAX_BOXES: z.coerce.number().int().min(1).max(500).default(50),
    BATTLE_WAIT_MINUTES: z.coerce.number().min(0).max(10_080).default(30),
  }),
  (env): BattleSettings => ({
    roundMs: env.BATTLE_ROUND_MS,
    maxBoxes: env.BATTLE_MAX_BOXES,
    waitMs: env.BATTLE_WAIT_MINUTES * 60_000,
  }),
);
