import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../../platform/db';

export type GuessRow = {
  id: number;
  event_key: string;
  title: string;
  options: string[];
  closes_at: Date;
  refund_at: Date;
  edge_ppm: number;
  min_amount: number;
  max_amount: number;
  max_backings: number;
  state: 'open' | 'settled' | 'void' | 'refunded';
  winner: number | null;
  pool: number | null;
  edge: number | null;
  settled_at: Date | null;
};

const COLUMNS = sql`id, event_key, title, options, closes_at, refund_at, edge_ppm, min_amount, max_amount,
  max_backings, state, winner, pool, edge, settled_at`;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
function rowOf(r: Record<string, unknown>): GuessRow {
  return {
    ...(r as GuessRow),
    id: Number(r.id),
    min_amount: Number(r.min_amount),
    max_amount: Number(r.max_amount),
    pool: num(r.pool),
    edge: num(r.edge),
    closes_at: new Date(r.closes_at as string),
    refund_at: new Date(r.refund_at as string),
    settled_at: r.settled_at ? new Date(r.settled_at as string) : null,
  };
}

export type NewGuess = Omit<GuessRow, 'id' | 'state' | 'winner' | 'pool' | 'edge' | 'settled_at'>;

export async function insertGuess(tx: Executor, g: NewGuess): Promise<number> {
  const res = await tx.execute<{ id: number }>(sql`
    insert into guesses (event_key, title, options, closes_at, refund_at, edge_ppm, min_amount, max_amount, max_backings)
    values (${g.event_key}, ${g.title}, ${JSON.stringify(g.options)}::jsonb, ${g.closes_at.toISOString()},
      ${g.refund_at.toISOString()}, ${g.edge_ppm}, ${g.min_amount}, ${g.max_amount}, ${g.max_backings})
    returning id`);
  return Number(res.rows[0]!.id);
}

export async function guessById(db: Executor, id: number): Promise<GuessRow | undefined> {
  const res = await db.execute(sql`select ${COLUMNS} from guesses where id = ${id}`);
  return res.rows[0] ? rowOf(res.rows[0]) : undefined;
}

/**
 * The guess row under a share lock for a backing: backings run side by side, while a settlement or a refund (an
 * update of the row) waits for them, and a backing after it reads the new state.
 */
export async function lockForBacking(tx: Tx, id: number): Promise<GuessRow | undefined> {
  const res = await tx.execute(sql`select ${COLUMNS} from guesses where id = ${id} for share`);
  return res.rows[0] ? rowOf(res.rows[0]) : undefined;
}

/** Open guesses first (closing soonest first), then the others, latest settled first. */
export async function listGuesses(db: Executor, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    db.execute(sql`select ${COLUMNS} from guesses
      order by (state = 'open') desc, case when state = 'open' then closes_at end asc, settled_at desc nulls last, id desc
      limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from guesses`),
  ]);
  return { rows: rows.rows.map(rowOf), total: Number(total.rows[0]?.n ?? 0) };
}

/** The guess to feature: the open one still taking backings that closes first, else the latest one. */
export async function firstGuess(db: Executor, now: Date): Promise<GuessRow | undefined> {
  const res = await db.execute(sql`select ${COLUMNS} from guesses
    order by (state = 'open' and closes_at > ${now.toISOString()}) desc,
      case when state = 'open' and closes_at > ${now.toISOString()} then closes_at end asc, id desc
    limit 1`);
  return res.rows[0] ? rowOf(res.rows[0]) : undefined;
}

export type PoolRow = { guess_id: number; option: number; pool: number; backers: number };
export async function pools(db: Executor, ids: number[]): Promise<PoolRow[]> {
  if (ids.length === 0) return [];
  const res = await db.execute<PoolRow>(sql`
    select guess_id, option, sum(amount)::bigint as pool, count(distinct user_id)::int as backers from guess_stakes
     where guess_id = any(${`{${ids.join(',')}}`}::bigint[]) group by guess_id, option`);
  return res.rows.map((r) => ({ ...r, guess_id: Number(r.guess_id), pool: Number(r.pool) }));
}

export type MineRow = { guess_id: number; option: number; amount: number; backings: number };
export async function mine(db: Executor, ids: number[], userId: number): Promise<MineRow[]> {
  if (ids.length === 0) return [];
  const res = await db.execute<MineRow>(sql`
    select guess_id, option, sum(amount)::bigint as amount, count(*)::int as backings from guess_stakes
     where guess_id = any(${`{${ids.join(',')}}`}::bigint[]) and user_id = ${userId} group by guess_id, option`);
  return res.rows.map((r) => ({ ...r, guess_id: Number(r.guess_id), amount: Number(r.amount) }));
}

export type PayoutRow = { guess_id: number; kind: 'win' | 'refund'; amount: number; received_at: string | null };
export async function payoutsOf(db: Executor, ids: number[], userId: number): Promise<PayoutRow[]> {
  if (ids.length === 0) return [];
  const res = await db.execute<PayoutRow>(sql`
    select guess_id, kind, amount, received_at::text from guess_payouts
     where guess_id = any(${`{${ids.join(',')}}`}::bigint[]) and user_id = ${userId}`);
  return res.rows.map((r) => ({ ...r, guess_id: Number(r.guess_id), amount: Number(r.amount) }));
}

/**
 * Inserts a backing into the player's first free slot of `max`; its id, or undefined when every slot is taken.
 * A concurrent backing of the same slot waits for the other transaction, then takes the next slot or finds none.
 */
export async function insertStake(
  tx: Tx,
  s: { guessId: number; userId: number; option: number; amount: number },
  max: number,
): Promise<number | undefined> {
  for (let seq = 0; seq < max; seq++) {
    const res = await tx.execute<{ id: number }>(sql`
      insert into guess_stakes (guess_id, user_id, option, seq, amount)
      values (${s.guessId}, ${s.userId}, ${s.option}, ${seq}, ${s.amount})
      on conflict do nothing returning id`);
    if (res.rows[0]) return Number(res.rows[0].id);
  }
  return undefined;
}

/** Claims an open guess for settlement or refund (one of them, once): the row, or undefined when not open. */
export async function claim(
  tx: Tx,
  id: number,
  to: 'settled' | 'refunded',
  now: Date,
  winner: number | null,
): Promise<GuessRow | undefined> {
  const at = now.toISOString();
  const res = await tx.execute(sql`
    update guesses set state = ${to}, winner = ${winner}, settled_at = ${at},
      closes_at = least(closes_at, ${at}::timestamptz)
     where id = ${id} and state = 'open'
       and ${to === 'refunded' ? sql`refund_at <= ${at}::timestamptz` : sql`refund_at > ${at}::timestamptz`}
     returning ${COLUMNS}`);
  return res.rows[0] ? rowOf(res.rows[0]) : undefined;
}

export async function finish(tx: Tx, id: number, state: GuessRow['state'], pool: number, edge: number) {
  await tx.execute(sql`update guesses set state = ${state}, pool = ${pool}, edge = ${edge} where id = ${id}`);
}

/** Each player's stakes of a guess (on `option`, or on all), in order of their first backing. */
export async function stakesByPlayer(tx: Tx, id: number, option?: number) {
  const res = await tx.execute<{ user_id: number; stake: number }>(sql`
    select user_id, sum(amount)::bigint as stake from guess_stakes
     where guess_id = ${id} ${option === undefined ? sql`` : sql`and option = ${option}`}
     group by user_id order by min(id)`);
  return res.rows.map((r) => ({ userId: r.user_id, stake: Number(r.stake) }));
}

export async function insertPayouts(
  tx: Tx,
  id: number,
  kind: 'win' | 'refund',
  rows: Array<{ userId: number; amount: number }>,
  receivedAt: Date | null,
) {
  if (rows.length === 0) return;
  const users = `{${rows.map((r) => r.userId).join(',')}}`;
  const amounts = `{${rows.map((r) => r.amount).join(',')}}`;
  await tx.execute(sql`
    insert into guess_payouts (guess_id, user_id, kind, amount, received_at)
    select ${id}, u, ${kind}, a, ${receivedAt?.toISOString() ?? null}::timestamptz
      from unnest(${users}::int[], ${amounts}::bigint[]) as t(u, a)`);
}

/** Marks a winner's share received (once); its amount, or undefined when there is none or it was received. */
export async function receive(tx: Tx, id: number, userId: number, now: Date): Promise<number | undefined> {
  const res = await tx.execute<{ amount: number }>(sql`
    update guess_payouts set received_at = ${now.toISOString()}
     where guess_id = ${id} and user_id = ${userId} and kind = 'win' and received_at is null
     returning amount`);
  return res.rows[0] ? Number(res.rows[0].amount) : undefined;
}

/** Open guesses past their refund time. */
export async function dueRefunds(db: Executor, now: Date): Promise<number[]> {
  const res = await db.execute<{ id: number }>(sql`
    select id from guesses where state = 'open' and refund_at <= ${now.toISOString()} order by refund_at limit 100`);
  return res.rows.map((r) => Number(r.id));
}
