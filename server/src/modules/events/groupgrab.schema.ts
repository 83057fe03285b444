import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A group-grab room (issue 22): `slots` avatar slots (the creator holds slot 0), open until `closes_at`. Mission 2
 * is the friends' deposits since they joined (`recharge_over`) against `recharge` (thousandths; 0: no Mission 2).
 * `completed_at` is set once, by one conditional update, when both missions are done before `closes_at`.
 */
export const couponRooms = pgTable(
  'coupon_rooms',
  {
    id: serial('id').primaryKey(),
    eventKey: text('event_key').notNull(),
    code: text('code').notNull(),
    creatorId: integer('creator_id').notNull(),
    slots: integer('slots').notNull(),
    recharge: bigint('recharge', { mode: 'number' }).notNull(),
    rechargeOver: bigint('recharge_over', { mode: 'number' }).notNull().default(0),
    /** The coupon every member receives (content shape, amounts in USD). */
    reward: jsonb('reward').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_rooms_code').on(t.code), index('coupon_rooms_creator').on(t.creatorId, t.id)],
);

/**
 * A room's members, one row per filled slot. The unique keys are the rules: a slot holds one player (joins racing
 * for the last slots fill exactly the free ones), a player holds one slot of a room, and — when the checks are on —
 * one address and one device id hold one slot of a room (`ip_key`, `device_key`: null when not checked).
 */
export const couponRoomMembers = pgTable(
  'coupon_room_members',
  {
    roomId: integer('room_id').notNull(),
    slot: integer('slot').notNull(),
    userId: integer('user_id').notNull(),
    ipKey: text('ip_key'),
    deviceKey: text('device_key'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('coupon_room_members_slot').on(t.roomId, t.slot),
    uniqueIndex('coupon_room_members_user').on(t.roomId, t.userId),
    uniqueIndex('coupon_room_members_ip').on(t.roomId, t.ipKey),
    uniqueIndex('coupon_room_members_device').on(t.roomId, t.deviceKey),
    index('coupon_room_members_user_idx').on(t.userId),
  ],
);

/** A friend's deposit counted towards a room's Mission 2: once per deposit and room, however often it is reported. */
export const couponRoomDeposits = pgTable(
  'coupon_room_deposits',
  {
    roomId: integer('room_id').notNull(),
    depositKey: text('deposit_key').notNull(),
    userId: integer('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupon_room_deposits_key').on(t.roomId, t.depositKey)],
);

/**
 * A member's coupon from a completed room: one per (room, player, target: `case` or `recharge`). `won` until received (`ready`, usable until
 * `expires_at`), then `used` by one conditional update inside the purchase's transaction (`used_ref`). A top-up
 * checkout holds it for its order, so no other purchase takes it before that order is paid or closed.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    roomId: integer('room_id').notNull(),
    eventKey: text('event_key').notNull(),
    target: text('target').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    minPrice: bigint('min_price', { mode: 'number' }).notNull(),
    validDays: integer('valid_days').notNull(),
    state: text('state').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedRef: text('used_ref'),
    /** A top-up order holding the coupon between checkout and payment (`held_ref`), until `held_until`. */
    heldRef: text('held_ref'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_room_user_target').on(t.roomId, t.userId, t.target),
    index('coupons_user').on(t.userId, t.id),
  ],
);
