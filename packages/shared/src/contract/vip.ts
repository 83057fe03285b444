import { z } from 'zod';
import { ZOpenResult } from './cases';

/** A level box's state for the player: not reached yet, reached and waiting, or taken (once per level). */
export const VIP_BOX_STATES = ['locked', 'claimable', 'claimed'] as const;
export type VipBoxState = (typeof VIP_BOX_STATES)[number];

/** `GET /api/svip/box`: the box of each level that has one (content/vip.json `box`, a case id). */
export const ZVipBox = z.object({
  level: z.number().int(),
  color: z.string(),
  box: z.object({ id: z.string(), name: z.string(), picture: z.string(), value: z.number() }),
  state: z.enum(VIP_BOX_STATES),
  claimed_at: z.string().nullable(),
});
export type VipBox = z.infer<typeof ZVipBox>;
export const ZVipBoxes = z.object({ level: z.number().int(), list: z.array(ZVipBox) });
export type VipBoxes = z.infer<typeof ZVipBoxes>;

/** `GET /api/svip/receive/box?level=`: without `level`, the lowest reached box not taken yet. */
export const ZVipBoxQuery = z.object({ level: z.coerce.number().int().min(1).max(1000).optional() });
export const ZVipBoxReceive = z.object({ level: z.number().int(), open: ZOpenResult });
export type VipBoxReceive = z.infer<typeof ZVipBoxReceive>;

/** What a VIP task counts (content/vip-tasks.json `kind`). */
export const VIP_TASK_KINDS = ['case_opens', 'upgrades', 'battles', 'battle_wins', 'deposit'] as const;
export type VipTaskKind = (typeof VIP_TASK_KINDS)[number];
export const VIP_TASK_STATES = ['locked', 'progress', 'claimable', 'claimed'] as const;
export type VipTaskState = (typeof VIP_TASK_STATES)[number];

/** `GET /api/svip/task`: each task of the current period (UTC day or ISO week) with the player's progress. */
export const ZVipTask = z.object({
  id: z.number().int(),
  kind: z.enum(VIP_TASK_KINDS),
  period: z.enum(['day', 'week']),
  /** Count to reach, or USD for `deposit`. */
  target: z.number(),
  progress: z.number(),
  /** USD credited to the balance once per period. */
  reward: z.number(),
  min_level: z.number().int(),
  state: z.enum(VIP_TASK_STATES),
  /** When the period ends and progress starts again. */
  ends_at: z.string(),
});
export type VipTask = z.infer<typeof ZVipTask>;
export const ZVipTasks = z.object({ level: z.number().int(), list: z.array(ZVipTask) });
export type VipTasks = z.infer<typeof ZVipTasks>;
export const ZVipTaskParams = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
export const ZVipTaskReceive = z.object({ id: z.number().int(), amount: z.number() });
