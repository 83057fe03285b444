import type { BattleState } from '@dropforge/shared/contract';
import type { BattleMode, Lang, Milli } from '@dropforge/shared/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

/** A box as frozen into a battle at creation (see battles.schema.ts `boxes`). */
export type BoxSnapshot = {
  names: Partial<Record<Lang, string>> & { en: string };
  picture: string;
  price: Milli;
  /** In the published ticket order. */
  items: Array<{ goodsId: number; tickets: number; price: Milli }>;
};

/** What `settle` decided, as stored (battles.result) and published. */
export type StoredResult = {
  winner: number;
  winners: number[];
  contenders: number[][];
  scores: Milli[];
  totals: Milli[];
  received: Milli[];
  awards: number[][];
  tieBreak: { round: number; slot: number; digest: string; ticket: number; tied: number[]; index: number } | null;
  splitDraws: Array<{
    round: number;
    slot: number;
    digest: string;
    ticket: number;
    item: { round: number; slot: number };
    to: number;
  }>;
};

export type BattleRow = {
  id: number;
  creator_id: number;
  mode: BattleMode;
  players: number;
  state: BattleState;
  code: string | null;
  box_ids: string[];
  boxes: Record<string, BoxSnapshot>;
  cost: Milli;
  server_seed: string;
  server_seed_hash: string;
  beacon: string | null;
  rounds: number;
  revealed: number;
  next_at: Date | string | null;
  result: StoredResult | null;
  created_at: Date | string;
  started_at: Date | string | null;
  ended_at: Date | string | null;
};

export type SeatRow = {
  battle_id: number;
  slot: number;
  user_id: number | null;
  name: string;
  avatar: string;
  client_seed: string;
  hold_id: number | null;
  total: Milli | null;
  received: Milli | null;
  won: boolean | null;
};

export type DropRow = {
  battle_id: number;
  round: number;
  slot: number;
  goods_id: number;
  value: Milli;
  ticket: number;
  awarded_to: number | null;
  knapsack_id: number | null;
};

export const COLUMNS =
  sql.raw(`id, creator_id, mode, players, state, code, box_ids, boxes, cost, server_seed, server_seed_hash,
  beacon, rounds, revealed, next_at, result, created_at, started_at, ended_at`);

export async function insertBattle(
  tx: Tx,
  v: Pick<BattleRow, 'creator_id' | 'mode' | 'players' | 'code' | 'box_ids' | 'boxes' | 'cost'> & {
    server_seed: string;
    server_seed_hash: string;
  },
): Promise<BattleRow> {
  const res = await tx.execute<BattleRow>(sql`
    insert into battles (creator_id, mode, players, code, box_ids, boxes, cost, server_seed, server_seed_hash, rounds)
    values (${v.creator_id}, ${v.mode}, ${v.players}, ${v.code}, ${`{${v.box_ids.join(',')}}`}::text[],
      ${JSON.stringify(v.boxes)}::jsonb, ${v.cost}, ${v.server_seed}, ${v.server_seed_hash}, ${v.box_ids.length})
    returning ${COLUMNS}`);
  return res.rows[0]!;
}

export async function findBattle(db: Executor, id: number): Promise<BattleRow | undefined> {
  return (await db.execute<BattleRow>(sql`select ${COLUMNS} from battles where id = ${id}`)).rows[0];
}

/** The battle row, locked until the caller's transaction ends: joins, leaves and bots of one battle queue here. */
export async function lockBattle(tx: Tx, id: number): Promise<BattleRow | undefined> {
  return (await tx.execute<BattleRow>(sql`select ${COLUMNS} from battles where id = ${id} for update`)).rows[0];
}

/** Takes a slot; false when it is taken or the player already sits in this battle. */
export async function insertSeat(tx: Tx, s: Omit<SeatRow, 'total' | 'received' | 'won'>): Promise<boolean> {
  const res = await tx.execute(sql`
    insert into battle_players (battle_id, slot, user_id, name, avatar, client_seed, hold_id)
    values (${s.battle_id}, ${s.slot}, ${s.user_id}, ${s.name}, ${s.avatar}, ${s.client_seed}, ${s.hold_id})
    on conflict do nothing`);
  return res.rowCount === 1;
}

export async function seatsOf(db: Executor, battleIds: number[]): Promise<SeatRow[]> {
  if (battleIds.length === 0) return [];
  const res = await db.execute<SeatRow>(sql`
    select battle_id, slot, user_id, name, avatar, client_seed, hold_id, total, received, won
    from battle_players where battle_id in (${sql.join(
      battleIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by battle_id, slot`);
  return res.rows;
}

/** Frees a player's seat of a waiting battle; answers the seat (with its hold) or undefined. */
export async function deleteSeat(tx: Tx, battleId: number, userId: number): Promise<SeatRow | undefined> {
  const res = await tx.execute<SeatRow>(sql`
    delete from battle_players where battle_id = ${battleId} and user_id = ${userId}
    returning battle_id, slot, user_id, name, avatar, client_seed, hold_id, total, received, won`);
  return res.rows[0];
}

/** waiting → running; round 0 is due `roundMs` from now. */
export async function markStarted(tx: Tx, id: number, roundMs: number): Promise<BattleRow | undefined> {
  const res = await tx.execute<BattleRow>(sql`
    update battles set state = 'running', started_at = now(), next_at = now() + ${roundMs} * interval '1 millisecond'
    where id = ${id} and state = 'waiting'
    returning ${COLUMNS}`);
  return res.rows[0];
}

/** Ids of battles waiting for players since longer than `ms`. */
export async function staleWaiting(db: Executor, ms: number): Promise<number[]> {
  const res = await db.execute<{ id: number }>(sql`
    select id from battles where state = 'waiting' and created_at < now() - make_interval(secs => ${ms / 1000})
    order by id limit 100`);
  return res.rows.map((r) => Number(r.id));
}

export async function markCancelled(tx: Tx, id: number): Promise<boolean> {
  const res = await tx.execute(sql`
    update battles set state = 'cancelled', ended_at = now() where id = ${id} and state = 'waiting'`);
  return res.rowCount === 1;
}

/** Whether round `round` of a battle is still to reveal (a cheap read before a claim's transaction). */
export async function roundPending(db: Executor, id: number, round: number): Promise<boolean> {
  const res = await db.execute<{ n: number }>(
    sql`select 1 as n from battles where id = ${id} and state = 'running' and revealed = ${round}`,
  );
  return res.rows.length > 0;
}

/** A claimed round: the battle after the claim, its seats and each slot's total before this round. */
export type Claimed = BattleRow & {
  revealed_at: Date | string;
  seats: SeatRow[];
  totals: Array<{ slot: number; total: Milli }> | null;
};

/**
 * Claims round `round` of a running battle: `revealed` moves from `round` to `round + 1` only if nobody
 * did it first, so each round is revealed once whatever the number of instances and retried jobs. The same
 * statement answers the seats (slot order) and each slot's total of the rounds before.
 */
export async function claimRound(tx: Tx, id: number, round: number, roundMs: number): Promise<Claimed | undefined> {
  const res = await tx.execute<Claimed>(sql`
    with c as (
      update battles set revealed = revealed + 1,
        next_at = case when revealed + 1 < rounds then now() + ${roundMs} * interval '1 millisecond' end
      where id = ${id} and state = 'running' and revealed = ${round}
      returning ${COLUMNS}, now() as revealed_at)
    select c.*,
      (select json_agg(json_build_object('battle_id', p.battle_id, 'slot', p.slot, 'user_id', p.user_id,
          'name', p.name, 'avatar', p.avatar, 'client_seed', p.client_seed, 'hold_id', p.hold_id,
          'total', p.total, 'received', p.received, 'won', p.won) order by p.slot)
        from battle_players p where p.battle_id = c.id) as seats,
      (select json_agg(json_build_object('slot', t.slot, 'total', t.total))
        from (select slot, sum(value)::bigint as total from battle_rounds where battle_id = c.id group by slot) t) as totals
    from c`);
  return res.rows[0];
}

/** The statement inserting a round's drops (run alone or inside the drop feed's insert, `drops.record`). */
export function dropsInsert(drops: Omit<DropRow, 'awarded_to' | 'knapsack_id'>[]): SQL {
  const values = drops.map((d) => sql`(${d.battle_id}, ${d.round}, ${d.slot}, ${d.goods_id}, ${d.value}, ${d.ticket})`);
  return sql`insert into battle_rounds (battle_id, round, slot, goods_id, value, ticket) values ${sql.join(values, sql`, `)}`;
}

export async function dropsOf(db: Executor, battleIds: number[]): Promise<DropRow[]> {
  if (battleIds.length === 0) return [];
  const res = await db.execute<DropRow>(sql`
    select battle_id, round, slot, goods_id, value, ticket, awarded_to, knapsack_id
    from battle_rounds where battle_id in (${sql.join(
      battleIds.map((id) => sql`${id}`),
      sql`, `,
    )})
    order by battle_id, round, slot`);
  return res.rows;
}

/** running → ended with the settlement, the awards of every drop and each seat's outcome. */
export async function markEnded(
  tx: Tx,
  id: number,
  result: StoredResult,
  awards: Array<{ round: number; slot: number; to: number; knapsackId: number | null }>,
  seats: Array<{ slot: number; total: Milli; received: Milli; won: boolean }>,
): Promise<Date | string> {
  const ended = await tx.execute<{ ended_at: Date | string }>(sql`
    update battles set state = 'ended', ended_at = now(), result = ${JSON.stringify(result)}::jsonb
    where id = ${id} and state = 'running'
    returning ended_at`);
  if (ended.rows.length !== 1) throw new Error(`battle ${id} was not running when it settled`);
  const awardValues = awards.map((a) => sql`(${a.round}::int, ${a.slot}::int, ${a.to}::int, ${a.knapsackId}::bigint)`);
  await tx.execute(sql`
    update battle_rounds r set awarded_to = v.to_slot, knapsack_id = v.knapsack_id
    from (values ${sql.join(awardValues, sql`, `)}) as v(round, slot, to_slot, knapsack_id)
    where r.battle_id = ${id} and r.round = v.round and r.slot = v.slot`);
  const seatValues = seats.map(
    (s) => sql`(${s.slot}::int, ${s.total}::bigint, ${s.received}::bigint, ${s.won}::boolean)`,
  );
  await tx.execute(sql`
    update battle_players p set total = v.total, received = v.received, won = v.won
    from (values ${sql.join(seatValues, sql`, `)}) as v(slot, total, received, won)
    where p.battle_id = ${id} and p.slot = v.slot`);
  return ended.rows[0]!.ended_at;
}
