import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';
import type { PendingLimits } from './limits.schema';

export type LimitsRow = {
  day: number | null;
  week: number | null;
  month: number | null;
  pending: PendingLimits;
  blockKind: 'cool_off' | 'self_exclusion' | null;
  blockSince: Date | null;
  blockUntil: Date | null;
  blockPermanent: boolean;
};

export const EMPTY_ROW: LimitsRow = {
  day: null,
  week: null,
  month: null,
  pending: {},
  blockKind: null,
  blockSince: null,
  blockUntil: null,
  blockPermanent: false,
};

type Raw = {
  deposit_day: string | null;
  deposit_week: string | null;
  deposit_month: string | null;
  pending: PendingLimits | null;
  block_kind: string | null;
  block_since: Date | string | null;
  block_until: Date | string | null;
  block_permanent: boolean;
};

const num = (v: string | null) => (v === null ? null : Number(v));
const time = (v: Date | string | null) => (v === null ? null : new Date(v));

function fromRaw(r: Raw): LimitsRow {
  return {
    day: num(r.deposit_day),
    week: num(r.deposit_week),
    month: num(r.deposit_month),
    pending: r.pending ?? {},
    blockKind: r.block_kind as LimitsRow['blockKind'],
    blockSince: time(r.block_since),
    blockUntil: time(r.block_until),
    blockPermanent: r.block_permanent,
  };
}

const COLUMNS = sql`deposit_day::text, deposit_week::text, deposit_month::text, pending, block_kind, block_since,
  block_until, block_permanent`;

/** A player's row, or the empty one (nothing set). */
export async function read(db: Executor, userId: number): Promise<LimitsRow> {
  const rows = await db.execute<Raw>(sql`select ${COLUMNS} from player_limits where user_id = ${userId}`);
  return rows.rows[0] ? fromRaw(rows.rows[0]) : EMPTY_ROW;
}

/**
 * The player's limits lock (transaction-scoped advisory lock, keyed by the player): changes take it exclusively,
 * bets shared. A bet checking under it either sees a change that committed first, or makes the change wait until
 * the bet commits; players without a row need none created.
 */
const LOCK_SPACE = 7065;

/** A bet's view of the row inside its transaction, under the shared lock (see LOCK_SPACE). */
export async function readForBet(tx: Tx, userId: number): Promise<LimitsRow> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${LOCK_SPACE}, ${userId})`);
  return read(tx, userId);
}

/** The player's row locked for this transaction (created empty first): changes of one player run one at a time. */
export async function lock(tx: Tx, userId: number): Promise<LimitsRow> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${userId})`);
  await tx.execute(sql`insert into player_limits (user_id) values (${userId}) on conflict do nothing`);
  const rows = await tx.execute<Raw>(sql`select ${COLUMNS} from player_limits where user_id = ${userId} for update`);
  return fromRaw(rows.rows[0]!);
}

export async function write(tx: Tx, userId: number, row: LimitsRow, at: Date): Promise<void> {
  await tx.execute(sql`
    update player_limits set deposit_day = ${row.day}, deposit_week = ${row.week}, deposit_month = ${row.month},
      pending = ${JSON.stringify(row.pending)}::jsonb, block_kind = ${row.blockKind},
      block_since = ${row.blockSince?.toISOString() ?? null}, block_until = ${row.blockUntil?.toISOString() ?? null},
      block_permanent = ${row.blockPermanent}, updated_at = ${at.toISOString()}
    where user_id = ${userId}`);
}
