import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import { type Executor, readMilli, type Tx } from '../../platform/db';

export type RoomRow = {
  id: number;
  kind: 'official' | 'host';
  host_id: number | null;
  host_name: string;
  host_avatar: string;
  title: string;
  picture: string;
  type: number;
  state: number;
  winners: number;
  people_target: number | null;
  end_time: Date | string | null;
  closed_at: Date | string | null;
  ticket: Milli;
  min_deposit: Milli;
  deposit_days: number | null;
  min_vip: number;
  password_hash: string | null;
  invite_code: string | null;
  server_seed: string;
  server_seed_hash: string;
  beacon: string | null;
  total_people: number;
  schedule_key: string | null;
  created_at: Date | string;
  drawn_at: Date | string | null;
};

export type PrizeKind = 'cash' | 'coins' | 'goods' | 'box';

export type PrizeRow = {
  room_id: number;
  idx: number;
  kind: PrizeKind;
  amount: Milli;
  goods_id: number | null;
  box_id: string | null;
  knapsack_id: number | null;
  hold_id: number | null;
  price: Milli;
  winner_id: number | null;
  awarded_knapsack_id: number | null;
  returned: number;
};

export type ParticipantRow = {
  room_id: number;
  user_id: number;
  seq: number;
  name: string;
  avatar: string;
  client_seed: string;
};

export type WinnerRow = { room_id: number; k: number; user_id: number; float: number; pick: number };
export type WinnerView = WinnerRow & { name: string; avatar: string };

export type NewRoom = Pick<
  RoomRow,
  | 'kind'
  | 'host_id'
  | 'host_name'
  | 'host_avatar'
  | 'title'
  | 'picture'
  | 'type'
  | 'winners'
  | 'people_target'
  | 'ticket'
  | 'min_deposit'
  | 'deposit_days'
  | 'min_vip'
  | 'password_hash'
  | 'invite_code'
  | 'server_seed'
  | 'server_seed_hash'
  | 'beacon'
  | 'schedule_key'
> & { end_time: Date | null };

export type NewPrize = Pick<PrizeRow, 'kind' | 'amount' | 'goods_id' | 'box_id' | 'knapsack_id' | 'hold_id' | 'price'>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export function roomOf(r: Record<string, unknown>): RoomRow {
  return {
    ...(r as RoomRow),
    id: Number(r.id),
    ticket: readMilli(r.ticket),
    min_deposit: readMilli(r.min_deposit),
  };
}

function prize(r: Record<string, unknown>): PrizeRow {
  return {
    ...(r as PrizeRow),
    room_id: Number(r.room_id),
    amount: readMilli(r.amount),
    price: readMilli(r.price),
    knapsack_id: num(r.knapsack_id),
    hold_id: num(r.hold_id),
    awarded_knapsack_id: num(r.awarded_knapsack_id),
  };
}

/** A new room; undefined when its `schedule_key` exists already (an official occurrence created elsewhere). */
export async function insertRoom(tx: Executor, r: NewRoom): Promise<number | undefined> {
  const rows = await tx.execute<{ id: string }>(sql`
    insert into gift_rooms (kind, host_id, host_name, host_avatar, title, picture, type, winners, people_target, end_time, ticket,
      min_deposit, deposit_days, min_vip, password_hash, invite_code, server_seed, server_seed_hash, beacon,
      schedule_key)
    values (${r.kind}, ${r.host_id}, ${r.host_name}, ${r.host_avatar}, ${r.title}, ${r.picture}, ${r.type}, ${r.winners}, ${r.people_target},
      ${r.end_time}, ${r.ticket}, ${r.min_deposit}, ${r.deposit_days}, ${r.min_vip}, ${r.password_hash},
      ${r.invite_code}, ${r.server_seed}, ${r.server_seed_hash}, ${r.beacon}, ${r.schedule_key})
    on conflict (schedule_key) do nothing
    returning id`);
  const id = rows.rows[0]?.id;
  return id === undefined ? undefined : Number(id);
}

/** Whether an official occurrence exists already (checked first, so sweeps do not burn room ids). */
export async function scheduled(db: Executor, scheduleKey: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from gift_rooms where schedule_key = ${scheduleKey}`);
  return rows.rows.length > 0;
}

export async function insertPrizes(tx: Executor, roomId: number, prizes: NewPrize[]): Promise<void> {
  if (prizes.length === 0) return;
  const values = prizes.map(
    (p, idx) =>
      sql`(${roomId}, ${idx}, ${p.kind}, ${p.amount}, ${p.goods_id}, ${p.box_id}, ${p.knapsack_id}, ${p.hold_id}, ${p.price})`,
  );
  await tx.execute(sql`
    insert into gift_prizes (room_id, idx, kind, amount, goods_id, box_id, knapsack_id, hold_id, price)
    values ${sql.join(values, sql`, `)}`);
}

export async function findRoom(db: Executor, id: number): Promise<RoomRow | undefined> {
  const rows = await db.execute(sql`select * from gift_rooms where id = ${id}`);
  return rows.rows[0] && roomOf(rows.rows[0]);
}

export async function lockRoom(tx: Tx, id: number): Promise<RoomRow | undefined> {
  const rows = await tx.execute(sql`select * from gift_rooms where id = ${id} for update`);
  return rows.rows[0] && roomOf(rows.rows[0]);
}

export async function roomsByIds(db: Executor, ids: number[]): Promise<RoomRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.execute(sql`select * from gift_rooms where id in ${sql.raw(`(${ids.map(Number).join(',')})`)}`);
  return rows.rows.map(roomOf);
}

/** The next seat in join order; undefined when the player sits in the room already (the unique key). */
export async function insertParticipant(tx: Tx, p: ParticipantRow): Promise<boolean> {
  const rows = await tx.execute(sql`
    insert into gift_participants (room_id, user_id, seq, name, avatar, client_seed)
    values (${p.room_id}, ${p.user_id}, ${p.seq}, ${p.name}, ${p.avatar}, ${p.client_seed})
    on conflict do nothing
    returning seq`);
  return rows.rows.length === 1;
}

/** Counts the join; a continuous room that reaches its target closes (state 2) for its draw. */
export async function countJoin(tx: Tx, id: number, now: Date): Promise<{ total_people: number; state: number }> {
  const rows = await tx.execute<{ total_people: number; state: number }>(sql`
    update gift_rooms set total_people = total_people + 1,
      state = case when type = 0 and total_people + 1 >= people_target then 2 else state end,
      closed_at = case when type = 0 and total_people + 1 >= people_target then ${now} else closed_at end
    where id = ${id}
    returning total_people, state`);
  return rows.rows[0]!;
}

export async function participantsOf(db: Executor, roomIds: number[]): Promise<ParticipantRow[]> {
  if (roomIds.length === 0) return [];
  const rows = await db.execute<ParticipantRow>(sql`
    select room_id, user_id, seq, name, avatar, client_seed from gift_participants
    where room_id in ${sql.raw(`(${roomIds.map(Number).join(',')})`)} order by room_id, seq`);
  return rows.rows.map((r) => ({ ...r, room_id: Number(r.room_id) }));
}

export async function prizesOf(db: Executor, roomIds: number[]): Promise<PrizeRow[]> {
  if (roomIds.length === 0) return [];
  const rows = await db.execute(sql`
    select * from gift_prizes where room_id in ${sql.raw(`(${roomIds.map(Number).join(',')})`)} order by room_id, idx`);
  return rows.rows.map(prize);
}

/** Winners in draw order, with the name and avatar they joined with. */
export async function winnersOf(db: Executor, roomIds: number[]): Promise<WinnerView[]> {
  if (roomIds.length === 0) return [];
  const rows = await db.execute<WinnerView>(sql`
    select w.room_id, w.k, w.user_id, w.float, w.pick, p.name, p.avatar
    from gift_winners w join gift_participants p on p.room_id = w.room_id and p.user_id = w.user_id
    where w.room_id in ${sql.raw(`(${roomIds.map(Number).join(',')})`)} order by w.room_id, w.k`);
  return rows.rows.map((r) => ({ ...r, room_id: Number(r.room_id), float: Number(r.float) }));
}

/**
 * The draw's claim: an open room that is due (closed at its target, or timed and past its end) becomes drawn
 * (state 3). Answers the row, or undefined when it is not due or another draw got there first.
 */
export async function claimDraw(tx: Tx, id: number, now: Date): Promise<RoomRow | undefined> {
  const rows = await tx.execute(sql`
    update gift_rooms set state = 3, drawn_at = ${now}, closed_at = coalesce(closed_at, ${now})
    where id = ${id} and (state = 2 or (state = 1 and type = 1 and end_time <= ${now}))
    returning *`);
  return rows.rows[0] && roomOf(rows.rows[0]);
}

export async function insertWinners(tx: Tx, rows: WinnerRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = rows.map((w) => sql`(${w.room_id}, ${w.k}, ${w.user_id}, ${w.float}, ${w.pick})`);
  await tx.execute(
    sql`insert into gift_winners (room_id, k, user_id, float, pick) values ${sql.join(values, sql`, `)}`,
  );
}

export async function settlePrize(
  tx: Tx,
  roomId: number,
  idx: number,
  outcome: { winnerId: number | null; knapsackId: number | null },
): Promise<void> {
  await tx.execute(sql`
    update gift_prizes set winner_id = ${outcome.winnerId}, awarded_knapsack_id = ${outcome.knapsackId},
      returned = ${outcome.winnerId === null ? 1 : 0}
    where room_id = ${roomId} and idx = ${idx}`);
}

/** A host's room nobody joined yet: cancelled (state 4); false when it is not (any more). */
export async function markCancelled(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.execute(sql`
    update gift_rooms set state = 4, closed_at = now()
    where id = ${id} and state = 1 and total_people = 0 returning id`);
  return rows.rows.length === 1;
}

/** Rooms whose draw is due: closed at their target, or timed and past their end time. */
export async function dueRooms(db: Executor, now: Date, limit = 50): Promise<number[]> {
  const rows = await db.execute<{ id: string }>(sql`
    select id from gift_rooms
    where state = 2 or (state = 1 and type = 1 and end_time <= ${now})
    order by id limit ${limit}`);
  return rows.rows.map((r) => Number(r.id));
}

/** Timed rooms still open (their draw jobs are sent again at start: pg-boss keeps one per room). */
export async function openTimed(db: Executor): Promise<Array<{ id: number; end_time: Date }>> {
  const rows = await db.execute<{ id: string; end_time: Date | string }>(sql`
    select id, end_time from gift_rooms where state = 1 and type = 1 order by end_time limit 1000`);
  return rows.rows.map((r) => ({ id: Number(r.id), end_time: new Date(r.end_time) }));
}
