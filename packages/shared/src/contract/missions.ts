import { z } from 'zod';
import { envelope } from './envelope';
import { ZGrant, ZPrizeView } from './events';
import { eventsRoutes } from './routes';

/** What a mission counts (content/events `tasks[].kind`); `deposit` counts USD, the others a number of times. */
export const MISSION_KINDS = ['case_opens', 'battles', 'upgrades', 'deposit', 'check_ins', 'giveaway_joins'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];

export const MISSION_STATES = ['progress', 'claimable', 'claimed', 'locked'] as const;
export type MissionState = (typeof MISSION_STATES)[number];

export const ZMission = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(MISSION_KINDS),
  period: z.enum(['day', 'week']),
  /** Done so far in the current period (USD for `deposit`), capped at nothing: it may exceed `target`. */
  progress: z.number(),
  target: z.number(),
  /** `locked`: visitors (sign in to take part). */
  state: z.enum(MISSION_STATES),
  reward: ZPrizeView,
  /** When the period ends and progress starts again (ISO; the operator's day or week). */
  resets_at: z.string(),
});
export type Mission = z.infer<typeof ZMission>;
export const ZMissions = z.object({ key: z.string().nullable(), list: z.array(ZMission) });
export type Missions = z.infer<typeof ZMissions>;
export const ZMissionReceive = ZGrant.extend({ id: z.number().int(), resets_at: z.string() });
export type MissionReceive = z.infer<typeof ZMissionReceive>;

/** The time-limited top-up task (spec §3 `amount, money, level, next_level, close_time`), or null when none runs. */
export const ZTimeTask = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** USD to have topped up since the task started, for the current level. */
  amount: z.number(),
  /** USD the current level pays. */
  money: z.number(),
  /** The current level (1-based); past the last level it stays at the last one, `done` true. */
  level: z.number().int(),
  /** The level after this one, or null at the last. */
  next_level: z.number().int().nullable(),
  close_time: z.string(),
  /** USD topped up since the task started. */
  progress: z.number(),
  done: z.boolean(),
});
export type TimeTask = z.infer<typeof ZTimeTask>;

export const missionsApi = {
  tasks: { ...eventsRoutes.tasks, result: envelope(ZMissions) },
  taskReceive: {
    ...eventsRoutes.taskReceive,
    params: z.object({ id: z.coerce.number().int().min(1).max(1_000_000) }),
    result: envelope(ZMissionReceive),
  },
  timeTask: { ...eventsRoutes.timeTask, result: envelope(ZTimeTask.nullable()) },
} as const;
