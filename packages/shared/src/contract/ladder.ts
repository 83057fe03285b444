import { z } from 'zod';
import { envelope } from './envelope';
import { ZEventRoll, ZGrant, ZPrizeView } from './events';
import { ladderRoutes } from './routes';

export const LADDER_STATES = ['climbing', 'cashed', 'lost'] as const;
export type LadderState = (typeof LADDER_STATES)[number];

export const ZLadderStep = z.object({
  /** 1-based, bottom up. */
  step: z.number().int(),
  prize: ZPrizeView,
  /** The chance that a climb from the step below reaches this one (tickets out of 100 000 000). */
  tickets: z.number().int(),
});
export type LadderStep = z.infer<typeof ZLadderStep>;

export const ZLadderClimb = z.object({
  id: z.number().int(),
  /** The step reached (0: none yet, nothing to cash out). */
  step: z.number().int(),
  state: z.enum(LADDER_STATES),
});
export type LadderClimb = z.infer<typeof ZLadderClimb>;

/** `GET /api/ladder_box/{id}/check`: a ladder box with the player's running climb. */
export const ZLadderBox = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  /** What a climb costs, or null when climbs are free. */
  cost: z.object({ currency: z.enum(['money', 'score']), amount: z.number() }).nullable(),
  climbs_left: z.number().int(),
  climbs_total: z.number().int(),
  /** When the next operator day starts (ISO): the climbs of the day come back. */
  next_at: z.string(),
  steps: z.array(ZLadderStep),
  /** The running climb, or null. */
  climb: ZLadderClimb.nullable(),
});
export type LadderBox = z.infer<typeof ZLadderBox>;
export const ZLadderList = z.object({ list: z.array(ZLadderBox) });

export const ZLadderParams = z.object({ id: z.string().min(1).max(64) });
/** The step the player climbs from: a climb whose step moved meanwhile is refused (one draw per step). */
export const ZLadderClimbBody = z.object({ step: z.number().int().min(0).max(100) });

/** A step's draw: `won` when `roll.ticket` < `tickets`; a lost step loses the prize held. */
export const ZLadderClimbResult = z.object({
  step: z.number().int(),
  tickets: z.number().int(),
  won: z.boolean(),
  roll: ZEventRoll,
  box: ZLadderBox,
});
export type LadderClimbResult = z.infer<typeof ZLadderClimbResult>;
export const ZLadderCashOut = ZGrant.extend({ step: z.number().int(), box: ZLadderBox });
export type LadderCashOut = z.infer<typeof ZLadderCashOut>;

export const RECHARGE_BOX_STATES = ['locked', 'ready', 'opened'] as const;
export const ZRechargeBox = z.object({
  id: z.number().int(),
  title: z.string(),
  /** USD a single paid deposit needs to unlock one opening. */
  threshold: z.number(),
  /** A case box's case (opened by its own roll), or null for a prize-table box. */
  case_id: z.string().nullable(),
  prizes: z.array(ZPrizeView.extend({ tickets: z.number().int() })),
  /** Openings waiting (qualifying deposits not used by this box yet). */
  ready: z.number().int(),
  opened: z.number().int(),
  state: z.enum(RECHARGE_BOX_STATES),
});
export type RechargeBox = z.infer<typeof ZRechargeBox>;
export const ZRechargeBoxes = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  /** Deposits paid in this window count (ISO). */
  starts_at: z.string(),
  ends_at: z.string(),
  list: z.array(ZRechargeBox),
});
export type RechargeBoxes = z.infer<typeof ZRechargeBoxes>;
export const ZRechargeOpenBody = z.object({
  /** Box ids; a box named twice opens twice (two qualifying deposits). */
  open_list: z.array(z.number().int().min(1)).min(1).max(20),
  key: z.string().max(64).optional(),
});
export const ZRechargeOpened = ZGrant.extend({ box_id: z.number().int(), order_sn: z.string() });
export type RechargeOpened = z.infer<typeof ZRechargeOpened>;
export const ZRechargeOpenResult = z.object({ list: z.array(ZRechargeOpened) });
export type RechargeOpenResult = z.infer<typeof ZRechargeOpenResult>;

export const ladderApi = {
  list: { ...ladderRoutes.list, result: envelope(ZLadderList) },
  check: { ...ladderRoutes.check, params: ZLadderParams, result: envelope(ZLadderBox) },
  start: { ...ladderRoutes.start, params: ZLadderParams, result: envelope(ZLadderBox) },
  climb: { ...ladderRoutes.climb, params: ZLadderParams, body: ZLadderClimbBody, result: envelope(ZLadderClimbResult) },
  cashOut: { ...ladderRoutes.cashOut, params: ZLadderParams, result: envelope(ZLadderCashOut) },
  rechargeBoxes: {
    ...ladderRoutes.rechargeBoxes,
    query: z.object({ key: z.string().max(64).optional() }),
    result: envelope(ZRechargeBoxes.nullable()),
  },
  rechargeOpen: { ...ladderRoutes.rechargeOpen, body: ZRechargeOpenBody, result: envelope(ZRechargeOpenResult) },
} as const;
