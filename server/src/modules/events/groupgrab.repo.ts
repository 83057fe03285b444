import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';

export type RoomRow = {
  id: number;
  event_key: string;
  code: string;
  creator_id: number;
  slots: number;
  recharge: Milli;
  recharge_over: Milli;
  reward: StoredReward;
  closes_at: Date;
  completed_at: Date | null;
  created_at: Date;
};
type CouponReward = { target: 'case' | 'recharge'; amount: number; min: number; valid_days: number };
/** A room's reward as stored: the case coupon, and the top-up coupon when the event gives one too. */
export type StoredReward = CouponReward & { topup?: CouponReward };

/** Every coupon each member of a room receives, the case coupon first. */
export function rewardsOf(reward: StoredReward): CouponReward[] {
  const { topup, ...first } = reward;
  return topup ? [first, topup] : [first];
}

export type MemberRow = { slot: number; user_id: number; name: string; avatar: string; joined_at: Date };
export type CouponRow = {
  id: number;
  user_id: number;
  room_id: number;
  room_code: string;
  event_key: string;
  target: 'case' | 'recharge';
  amount: Milli;
  min_price: Milli;
  valid_days: number;
  state: 'won' | 'ready' | 'used';
  received_at: Date | null;
  expires_at: Date | null;
  used_at: Date | null;
};

const ROOM_COLUMNS = sql`id, event_key, code, creator_id, slots, recharge, recharge_over, reward, closes_at, completed_at, created_at`;

function room(r: Record<string, unknown>): RoomRow {
  return {
    ...(r as RoomRow),
    id: Number(r.id),
    recharge: readMilli(r.recharge),
    recharge_over: readMilli(r.recharge_over),
    closes_at: new Date(r.closes_at as string),
    completed_at: r.completed_at ? new Date(r.completed_at as string) : null,
    created_at: new Date(r.created_at as string),
  };
}

/** Serialises one player's room creations (one live room at a time). */
export async function lockCreator(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(7022, ${userId})`);
}

export async function insertRoom(
  tx: Tx,
  r: {
    eventKey: string;
    code: string;
    creatorId: number;
    slots: number;
    recharge: Milli;
    reward: RoomRow['reward'];
    closesAt: Date;
    now: Date;
  },
): Promise<RoomRow | undefined> {
  const rows = await tx.execute(sql`
    insert into coupon_rooms (event_key, code, creator_id, slots, recharge, reward, closes_at, created_at)
    values (${r.eventKey}, ${r.code}, ${r.creatorId}, ${r.slots}, ${r.recharge}, ${JSON.stringify(r.reward)}::jsonb,
      ${r.closesAt.toISOString()}, ${r.now.toISOString()})
    on conflict (code) do nothing
    returning ${ROOM_COLUMNS}`);
  return rows.rows[0] ? room(rows.rows[0]) : undefined;
}

/** The player's newest room of an event, or of any event when `eventKey` is undefined. */
export async function latestOf(db: Executor, creatorId: number, eventKey?: string): Promise<RoomRow | undefined> {
  const rows = await db.execute(sql`
    select ${ROOM_COLUMNS} from coupon_rooms
     where creator_id = ${creatorId} ${eventKey === undefined ? sql`` : sql`and event_key = ${eventKey}`}
     order by id desc limit 1`);
  return rows.rows[0] ? room(rows.rows[0]) : undefined;
}

/** A room by code; `lock`: `FOR UPDATE`, so joins of one room run one after another. */
export async function byCode(db: Executor, code: string, lock = false): Promise<RoomRow | undefined> {
  const rows = await db.execute(
    sql`select ${ROOM_COLUMNS} from coupon_rooms where code = ${code} ${lock ? sql`for update` : sql``}`,
  );
  return rows.rows[0] ? room(rows.rows[0]) : undefined;
}

export async function byId(db: Executor, id: number): Promise<RoomRow | undefined> {
  const rows = await db.execute(sql`select ${ROOM_COLUMNS} from coupon_rooms where id = ${id}`);
  return rows.rows[0] ? room(rows.rows[0]) : undefined;
}

export async function members(db: Executor, roomId: number): Promise<MemberRow[]> {
  const rows = await db.execute<MemberRow>(sql`
    select m.slot, m.user_id, u.name, u.avatar, m.joined_at from coupon_room_members m
      join users u on u.id = m.user_id
     where m.room_id = ${roomId} order by m.slot`);
  return rows.rows.map((r) => ({ ...r, joined_at: new Date(r.joined_at as unknown as string) }));
}

/** Which of the address and device keys already hold a slot of the room. */
export async function takenKeys(tx: Tx, roomId: number, ipKey: string | null, deviceKey: string | null) {
  const rows = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from coupon_room_members
     where room_id = ${roomId} and (ip_key = ${ipKey} or device_key = ${deviceKey})`);
  return Number(rows.rows[0]?.n ?? 0) > 0;
}

/** Takes a slot; false when the slot, the player, the address or the device key is taken (unique keys). */
export async function insertMember(
  tx: Tx,
  m: { roomId: number; slot: number; userId: number; ipKey: string | null; deviceKey: string | null; now: Date },
): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into coupon_room_members (room_id, slot, user_id, ip_key, device_key, joined_at)
    values (${m.roomId}, ${m.slot}, ${m.userId}, ${m.ipKey}, ${m.deviceKey}, ${m.now.toISOString()})
    on conflict do nothing returning slot`);
  return rows.rows.length === 1;
}

/** The open rooms where the player holds a friend's slot (not the creator's) and Mission 2 counts. */
export async function openRoomsOfFriend(tx: Tx, userId: number, now: Date): Promise<number[]> {
  const rows = await tx.execute<{ id: number }>(sql`
    select r.id from coupon_rooms r join coupon_room_members m on m.room_id = r.id
     where m.user_id = ${userId} and m.slot > 0 and r.completed_at is null and r.recharge > 0
       and r.closes_at > ${now.toISOString()} and m.joined_at <= ${now.toISOString()}`);
  return rows.rows.map((r) => Number(r.id));
}

/** Counts a deposit towards a room's Mission 2, once per deposit key (false: already counted). */
export async function countDeposit(
  tx: Tx,
  d: { roomId: number; key: string; userId: number; amount: Milli },
): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into coupon_room_deposits (room_id, deposit_key, user_id, amount)
    values (${d.roomId}, ${d.key}, ${d.userId}, ${d.amount}) on conflict do nothing returning room_id`);
  if (rows.rows.length === 0) return false;
  await tx.execute(sql`update coupon_rooms set recharge_over = recharge_over + ${d.amount} where id = ${d.roomId}`);
  return true;
}

/**
 * Completes a room when every slot is filled and Mission 2 is reached, strictly before it closes: one conditional
 * update, so however many joins and deposits report it, one of them completes it. True for that one.
 */
export async function complete(tx: Tx, roomId: number, now: Date): Promise<boolean> {
  const rows = await tx.execute(sql`
    update coupon_rooms r set completed_at = ${now.toISOString()}
     where r.id = ${roomId} and r.completed_at is null and r.closes_at > ${now.toISOString()}
       and r.recharge_over >= r.recharge
       and (select count(*) from coupon_room_members m where m.room_id = r.id) >= r.slots
     returning id`);
  return rows.rows.length === 1;
}

/** Each member's coupons of a completed room (once per room, member and kind). */
export async function insertCoupons(tx: Tx, r: RoomRow): Promise<void> {
  for (const reward of rewardsOf(r.reward)) {
    await tx.execute(sql`
      insert into coupons (user_id, room_id, event_key, target, amount, min_price, valid_days, state)
      select m.user_id, ${r.id}, ${r.event_key}, ${reward.target}, ${Math.round(reward.amount * 1000)},
             ${Math.round(reward.min * 1000)}, ${reward.valid_days}, 'won'
        from coupon_room_members m where m.room_id = ${r.id}
      on conflict do nothing`);
  }
}

const COUPON_COLUMNS = sql`c.id, c.user_id, c.room_id, r.code as room_code, c.event_key, c.target, c.amount, c.min_price,
  c.valid_days, c.state, c.received_at, c.expires_at, c.used_at`;
function coupon(r: Record<string, unknown>): CouponRow {
  const at = (v: unknown) => (v ? new Date(v as string) : null);
  return {
    ...(r as CouponRow),
    id: Number(r.id),
    amount: readMilli(r.amount),
    min_price: readMilli(r.min_price),
    received_at: at(r.received_at),
    expires_at: at(r.expires_at),
    used_at: at(r.used_at),
  };
}

export async function couponsOf(db: Executor, userId: number): Promise<CouponRow[]> {
  const rows = await db.execute(sql`
    select ${COUPON_COLUMNS} from coupons c join coupon_rooms r on r.id = c.room_id
     where c.user_id = ${userId} order by c.id desc limit 200`);
  return rows.rows.map(coupon);
}

export async function couponOf(db: Executor, userId: number, id: number): Promise<CouponRow | undefined> {
  const rows = await db.execute(sql`
    select ${COUPON_COLUMNS} from coupons c join coupon_rooms r on r.id = c.room_id
     where c.user_id = ${userId} and c.id = ${id}`);
  return rows.rows[0] ? coupon(rows.rows[0]) : undefined;
}

/** Receives a won coupon (valid `valid_days` from now): once; false when it is not the player's or not `won`. */
export async function receive(db: Executor, userId: number, id: number, now: Date): Promise<boolean> {
  const rows = await db.execute(sql`
    update coupons set state = 'ready', received_at = ${now.toISOString()},
           expires_at = ${now.toISOString()}::timestamptz + make_interval(days => valid_days)
     where id = ${id} and user_id = ${userId} and state = 'won' returning id`);
  return rows.rows.length === 1;
}

/** The amounts of a ready, unexpired coupon of the player for `target`, without using it; undefined otherwise. */
export async function usable(
  tx: Executor,
  u: { userId: number; id: number; target: string; now: Date },
): Promise<{ amount: Milli; min: Milli } | undefined> {
  const rows = await tx.execute<{ amount: string; min_price: string }>(sql`
    select amount, min_price from coupons
     where id = ${u.id} and user_id = ${u.userId} and state = 'ready' and target = ${u.target}
       and expires_at > ${u.now.toISOString()} and ${free(u.now, null)}`);
  const r = rows.rows[0];
  return r ? { amount: readMilli(r.amount), min: readMilli(r.min_price) } : undefined;
}

/** Uses a ready, unexpired coupon of the player for `target`: once (a conditional update); its amounts or undefined. */
export async function use(
  tx: Tx,
  u: { userId: number; id: number; target: string; now: Date; ref: string },
): Promise<{ amount: Milli; min: Milli } | undefined> {
  const rows = await tx.execute<{ amount: string; min_price: string }>(sql`
    update coupons set state = 'used', used_at = ${u.now.toISOString()}, used_ref = ${u.ref}, held_ref = null,
       held_until = null
     where id = ${u.id} and user_id = ${u.userId} and state = 'ready' and target = ${u.target}
       and expires_at > ${u.now.toISOString()} and ${free(u.now, u.ref)}
     returning amount, min_price`);
  const r = rows.rows[0];
  return r ? { amount: readMilli(r.amount), min: readMilli(r.min_price) } : undefined;
}

/** Holds a ready coupon for order `ref` until `until` (again for the same order); its amounts or undefined. */
export async function hold(
  tx: Tx,
  u: { userId: number; id: number; target: string; now: Date; ref: string; until: Date },
): Promise<{ amount: Milli; min: Milli } | undefined> {
  const rows = await tx.execute<{ amount: string; min_price: string }>(sql`
    update coupons set held_ref = ${u.ref}, held_until = ${u.until.toISOString()}
     where id = ${u.id} and user_id = ${u.userId} and state = 'ready' and target = ${u.target}
       and expires_at > ${u.now.toISOString()} and ${free(u.now, u.ref)}
     returning amount, min_price`);
  const r = rows.rows[0];
  return r ? { amount: readMilli(r.amount), min: readMilli(r.min_price) } : undefined;
}

/** Lets go of a coupon order `ref` held (the order closed unpaid). */
export async function release(tx: Executor, u: { userId: number; id: number; ref: string }): Promise<void> {
  await tx.execute(sql`
    update coupons set held_ref = null, held_until = null
     where id = ${u.id} and user_id = ${u.userId} and held_ref = ${u.ref}`);
}

/** Not held by another order (a hold lapses at `held_until`). */
const free = (now: Date, ref: string | null) =>
  sql`(held_ref is null or held_until <= ${now.toISOString()} or held_ref = ${ref})`;
