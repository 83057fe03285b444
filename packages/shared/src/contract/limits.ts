import { z } from 'zod';
import { envelope } from './envelope';
import { zAmount } from './payments';
import { limitsRoutes } from './routes';

/** Responsible gaming (issue 18, decision 64): deposit limits, cool-off and self-exclusion. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** A cool-off lasts 24 hours to 6 weeks. */
export const COOL_OFF_HOURS = { min: 24, max: 6 * 7 * 24 } as const;
/** Self-exclusion lengths in months; 0 = permanent. */
export const EXCLUSION_MONTHS = [6, 12, 60, 0] as const;
/** Hours before a raised (or removed) deposit limit applies. */
export const LIMIT_INCREASE_HOURS = 24;

/** A limit in USD: positive, at most 3 decimals; null removes it (which counts as an increase). */
const zLimit = zAmount.positive().nullable().optional();
export const ZSetLimitsBody = z
  .object({ deposit_day: zLimit, deposit_week: zLimit, deposit_month: zLimit })
  .strict()
  .refine((b) => b.deposit_day !== undefined || b.deposit_week !== undefined || b.deposit_month !== undefined, {
    message: 'deposit_day',
    path: ['deposit_day'],
  });
export type SetLimitsBody = z.infer<typeof ZSetLimitsBody>;

export const ZCoolOffBody = z.object({
  hours: z.number().int().min(COOL_OFF_HOURS.min).max(COOL_OFF_HOURS.max),
});
export type CoolOffBody = z.infer<typeof ZCoolOffBody>;

export const ZSelfExclusionBody = z.object({
  months: z.union([z.literal(6), z.literal(12), z.literal(60), z.literal(0)]),
});
export type SelfExclusionBody = z.infer<typeof ZSelfExclusionBody>;

/** One deposit limit: the amount in force (null: none), what was deposited in its window and what is left. */
export const ZDepositLimit = z.object({
  period: z.enum(LIMIT_PERIODS),
  /** USD in force now, or null. */
  limit: z.number().nullable(),
  /** Paid deposits in the rolling window ending now. */
  used: z.number(),
  /** What may still be deposited now (null without a limit). */
  remaining: z.number().nullable(),
  /** When the oldest deposit counted leaves the window (more becomes allowed), or null. */
  resets_at: z.string().nullable(),
  /** A raised or removed limit waiting for its 24 hours: the new value (null = no limit) and when it applies. */
  pending: z.object({ limit: z.number().nullable(), effective_at: z.string() }).nullable(),
});
export type DepositLimit = z.infer<typeof ZDepositLimit>;

/** A running cool-off or self-exclusion (`until` null: permanent). */
export const ZPlayBlock = z.object({
  kind: z.enum(['cool_off', 'self_exclusion']),
  since: z.string(),
  until: z.string().nullable(),
});
export type PlayBlock = z.infer<typeof ZPlayBlock>;

export const ZLimitsResult = z.object({
  deposit: z.array(ZDepositLimit),
  block: ZPlayBlock.nullable(),
  /** Hours a raised limit waits (24). */
  increase_hours: z.number(),
});
export type LimitsResult = z.infer<typeof ZLimitsResult>;

/** `data` of a refusal by the gate: why, until when, and for deposits what is still allowed. */
export type LimitRefusal = {
  reason: 'cool_off' | 'self_exclusion' | 'deposit_limit';
  until: string | null;
  period?: LimitPeriod;
  remaining?: number;
};

export const limitsApi = {
  get: { ...limitsRoutes.get, result: envelope(ZLimitsResult) },
  set: { ...limitsRoutes.set, body: ZSetLimitsBody, result: envelope(ZLimitsResult) },
  coolOff: { ...limitsRoutes.coolOff, body: ZCoolOffBody, result: envelope(ZLimitsResult) },
  selfExclusion: { ...limitsRoutes.selfExclusion, body: ZSelfExclusionBody, result: envelope(ZLimitsResult) },
} as const;
