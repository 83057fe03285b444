import { z } from 'zod';
import { envelope } from './envelope';
import { groupGrabRoutes } from './routes';

/** A room's code: 8 letters and digits (the invite link's `?code=`). */
export const ZRoomCode = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8}$/, 'a room code of 8 letters and digits'));

export const COUPON_TARGETS = ['case', 'recharge'] as const;
/**
 * What every member of a completed room receives, valid `valid_days` once received: `case`, `amount` USD off a case
 * open of at least `min` USD; `recharge`, `amount` USD added to a top-up of at least `min` USD.
 */
export const ZCouponReward = z.object({
  target: z.enum(COUPON_TARGETS),
  /** USD off the open's price (never more than the price), or added to the top-up. */
  amount: z.number(),
  /** The least case price or top-up (USD) the coupon applies to. */
  min: z.number(),
  valid_days: z.number().int(),
});
export type CouponReward = z.infer<typeof ZCouponReward>;

export const ZRoomUser = z.object({ slot: z.number().int(), name: z.string(), avatar: z.string(), me: z.boolean() });

export const ROOM_STATES = ['open', 'completed', 'closed'] as const;

/**
 * A group-grab room (spec §3): `task1.user` slots (the creator holds slot 0), `task1.recharge` the slots filled so
 * far; `task2` the friends' top-up total since they joined (`recharge_over`) against its target (`recharge`), or `[]`
 * when the event has no Mission 2. `state`: `open` until both missions complete (`completed`) or `room_close`
 * passes (`closed`).
 */
export const ZRoom = z.object({
  key: z.string(),
  code: z.string(),
  link: z.string(),
  room_close: z.string(),
  state: z.enum(ROOM_STATES),
  task1: z.object({ user: z.number().int(), recharge: z.number().int() }),
  task2: z.union([z.object({ recharge: z.number(), recharge_over: z.number() }), z.array(z.never()).length(0)]),
  users: z.array(ZRoomUser),
  creator: z.object({ name: z.string(), avatar: z.string() }),
  /** The viewer's part: `creator`, `member` (a friend who joined) or `visitor`. */
  role: z.enum(['creator', 'member', 'visitor']),
  reward: ZCouponReward,
  /** Every coupon each member receives (`reward` first, then a top-up coupon when the event gives one). */
  rewards: z.array(ZCouponReward),
  completed_at: z.string().nullable(),
});
export type Room = z.infer<typeof ZRoom>;

export const COUPON_STATES = ['won', 'ready', 'used', 'expired'] as const;
/** A coupon of the player: `won` (room completed, to receive), `ready` (usable until `expires_at`), `used`, `expired`. */
export const ZCoupon = ZCouponReward.omit({ valid_days: true }).extend({
  id: z.number().int(),
  key: z.string(),
  title: z.string(),
  room_code: z.string(),
  state: z.enum(COUPON_STATES),
  valid_days: z.number().int(),
  expires_at: z.string().nullable(),
  received_at: z.string().nullable(),
  used_at: z.string().nullable(),
});
export type Coupon = z.infer<typeof ZCoupon>;

/** A running group-grab event as an offer (`GET /api/coupon`): its reward, missions and the viewer's live room. */
export const ZCouponOffer = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  reward: ZCouponReward,
  rewards: z.array(ZCouponReward),
  slots: z.number().int(),
  /** Friends' top-up total of Mission 2 (USD), or 0 without it. */
  recharge: z.number(),
  hours: z.number(),
  mine: ZRoom.nullable(),
});
export type CouponOffer = z.infer<typeof ZCouponOffer>;

const ZCodeBody = z.object({ code: ZRoomCode });
const ZIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const ZKeyParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/) });
const ZOfferRoomParams = z.object({ a: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/), b: ZRoomCode });

export const groupGrabApi = {
  room: { ...groupGrabRoutes.room, result: envelope(ZRoom.nullable()) },
  create: {
    ...groupGrabRoutes.create,
    body: z
      .object({
        key: z
          .string()
          .regex(/^[a-z0-9][a-z0-9-]{1,47}$/)
          .optional(),
      })
      .default({}),
    result: envelope(ZRoom),
  },
  look: { ...groupGrabRoutes.look, query: ZCodeBody, result: envelope(ZRoom) },
  join: { ...groupGrabRoutes.join, body: ZCodeBody, result: envelope(ZRoom) },
  parent: {
    ...groupGrabRoutes.parent,
    body: ZCodeBody,
    result: envelope(z.object({ code: z.string(), bound: z.boolean() })),
  },
  backpack: { ...groupGrabRoutes.backpack, result: envelope(z.object({ list: z.array(ZCoupon) })) },
  receive: { ...groupGrabRoutes.receive, params: ZIdParams, result: envelope(ZCoupon) },
  offers: {
    ...groupGrabRoutes.offers,
    result: envelope(z.object({ list: z.array(ZCouponOffer), page: z.number().int(), total: z.number().int() })),
  },
  offer: { ...groupGrabRoutes.offer, params: ZKeyParams, result: envelope(ZCouponOffer) },
  invite: {
    ...groupGrabRoutes.invite,
    params: ZKeyParams,
    result: envelope(z.object({ code: z.string(), link: z.string(), room_close: z.string() })),
  },
  offerJoin: { ...groupGrabRoutes.offerJoin, params: ZOfferRoomParams, result: envelope(ZRoom) },
  offerLook: { ...groupGrabRoutes.offerLook, params: ZOfferRoomParams, result: envelope(ZRoom) },
} as const;
