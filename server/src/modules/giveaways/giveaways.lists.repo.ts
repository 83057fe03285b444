import { sql } from 'drizzle-orm';
import { containsPattern, type Executor } from '../../platform/db';
import { type RoomRow, roomOf } from './giveaways.repo';

/** Of `roomIds`, those the player joined. */
export async function joinedOf(db: Executor, userId: number, roomIds: number[]): Promise<Set<number>> {
  if (roomIds.length === 0) return new Set();
  const rows = await db.execute<{ room_id: string }>(sql`
    select room_id from gift_participants
    where user_id = ${userId} and room_id in ${sql.raw(`(${roomIds.map(Number).join(',')})`)}`);
  return new Set(rows.rows.map((r) => Number(r.room_id)));
}

export type ListFilter = { ended: boolean; word?: string; mine?: number; limit: number; offset: number };

/** A page of rooms: active (1, 2) by soonest end, or drawn (3) newest first; `mine`: joined or hosted. */
export async function listRooms(db: Executor, f: ListFilter): Promise<{ rows: RoomRow[]; total: number }> {
  const state = f.ended ? sql`r.state = 3` : sql`r.state in (1, 2)`;
  const word = f.word ? sql`and r.title ilike ${containsPattern(f.word)}` : sql``;
  const mine =
    f.mine === undefined
      ? sql``
      : sql`and (r.host_id = ${f.mine} or exists (
          select 1 from gift_participants p where p.room_id = r.id and p.user_id = ${f.mine}))`;
  const order = f.ended ? sql`r.drawn_at desc, r.id desc` : sql`r.end_time asc nulls last, r.id desc`;
  const where = sql`where ${state} ${word} ${mine}`;
  const [rows, total] = await Promise.all([
    db.execute(sql`select r.* from gift_rooms r ${where} order by ${order} limit ${f.limit} offset ${f.offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from gift_rooms r ${where}`),
  ]);
  return { rows: rows.rows.map(roomOf), total: total.rows[0]?.n ?? 0 };
}

export async function isHost(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from gift_hosts where user_id = ${userId}`);
  return rows.rows.length > 0;
}

/** Marks (or unmarks) a player as a host; answers whether anything changed. */
export async function setHost(db: Executor, userId: number, on: boolean): Promise<boolean> {
  const rows = on
    ? await db.execute(
        sql`insert into gift_hosts (user_id) values (${userId}) on conflict do nothing returning user_id`,
      )
    : await db.execute(sql`delete from gift_hosts where user_id = ${userId} returning user_id`);
  return rows.rows.length > 0;
}
