import { z } from 'zod';
import { envelope } from './envelope';
import { ZEventTokens, ZGrant, ZPrizeOdds, ZPrizeView } from './events';
import { MISSION_KINDS, MISSION_STATES } from './missions';
import { turntableRoutes } from './routes';

/** A turntable task of today (content `token_tasks`): done once a day, it gives `chances`. */
export const ZTurntableTask = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(MISSION_KINDS),
  /** Done so far today (USD for `deposit`). */
  progress: z.number(),
  target: z.number(),
  /** Chances it gives. */
  chances: z.number().int(),
  /** `locked`: visitors. */
  state: z.enum(MISSION_STATES),
  /** When the operator's day ends and the task starts again (ISO). */
  resets_at: z.string(),
});
export type TurntableTask = z.infer<typeof ZTurntableTask>;

export const ZTurntable = z.object({
  /** The event's key: the `{id}` of the turntable's routes. */
  id: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  /** The player's chances (balance 0 for visitors) and how deposits earn them (`per_deposit` USD per chance). */
  chances: ZEventTokens,
  tasks: z.array(ZTurntableTask),
  /** Segments of the disc: one per prize, in the reward list's order. */
  segments: z.number().int(),
  /** When the event ends (ISO), or null. */
  ends_at: z.string().nullable(),
});
export type Turntable = z.infer<typeof ZTurntable>;
export const ZTurntables = z.object({ list: z.array(ZTurntable) });
export type Turntables = z.infer<typeof ZTurntables>;

/** A prize of the disc with its odds; `index` is its segment. */
export const ZTurntableReward = ZPrizeOdds.extend({ index: z.number().int() });
export type TurntableReward = z.infer<typeof ZTurntableReward>;
export const ZTurntableWin = z.object({
  index: z.number().int(),
  prize: ZPrizeView,
  at: z.string(),
});
export type TurntableWin = z.infer<typeof ZTurntableWin>;
export const ZTurntableRewards = z.object({
  id: z.string(),
  list: z.array(ZTurntableReward),
  /** The player's latest draws (newest first; empty for visitors). */
  recent: z.array(ZTurntableWin),
});
export type TurntableRewards = z.infer<typeof ZTurntableRewards>;

/** A draw: the prize granted, its roll, the segment and the disc angle under the pointer (shared `turntableStop`). */
export const ZTurntableDraw = ZGrant.extend({
  id: z.string(),
  index: z.number().int(),
  angle: z.number(),
  /** Chances left. */
  chances: z.number().int(),
});
export type TurntableDraw = z.infer<typeof ZTurntableDraw>;

export const ZTurntableTaskResult = z.object({
  id: z.string(),
  task: z.number().int(),
  /** Chances the task gave. */
  given: z.number().int(),
  /** Chances now. */
  chances: z.number().int(),
  resets_at: z.string(),
});
export type TurntableTaskResult = z.infer<typeof ZTurntableTaskResult>;

const ZTurntableId = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/) });

export const turntableApi = {
  list: { ...turntableRoutes.list, result: envelope(ZTurntables) },
  rewardList: { ...turntableRoutes.rewardList, params: ZTurntableId, result: envelope(ZTurntableRewards) },
  getReward: { ...turntableRoutes.getReward, params: ZTurntableId, result: envelope(ZTurntableDraw) },
  taskReceive: {
    ...turntableRoutes.taskReceive,
    params: ZTurntableId.extend({ task: z.coerce.number().int().min(1).max(1_000_000) }),
    result: envelope(ZTurntableTaskResult),
  },
} as const;
