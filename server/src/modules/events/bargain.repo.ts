import type { Milli } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../platform/db';

export type BargainRow = {
  id: string;
  user_id: number;
  event_key: string;
  box_id: string;
  price: Milli;
  target_price: Milli;
  current_price: Milli;
  helpers: number;
  helpers_needed: number;
  state: 'open' | 'opened' | 'expired';
  created_at: Date;
  expires_at: Date;
  opened_at: Date | null;
};
export type HelpRow = {
  helper_id: number;
  cut: Milli;
  gap_before: Milli;
  nonce: number;
  ticket: number;
  server_seed_hash: string;
  client_seed: string;
  created_at: Date;
};

const COLUMNS = sql`id, user_id, event_key, box_id, price::float8 as price, target_price::float8 as target_price,
  current_price::float8 as current_price, helpers, helpers_needed, state, created_at, expires_at, opened_at`;

export async function byId(db: Executor, id: string, lock = false): Promise<BargainRow | undefined> {
  const res = await db.execute<BargainRow>(
    sql`select ${COLUMNS} from bargains where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return res.rows[0];
}

export async function mine(db: Executor, userId: number, since: Date): Promise<BargainRow[]> {
  const res = await db.execute<BargainRow>(sql`
    select ${COLUMNS} from bargains where user_id = ${userId} and created_at >= ${since.toISOString()}
     order by created_at desc limit 20`);
  return res.rows;
}

/** Marks the asker's expired open bargain of a case expired, so the partial unique key admits a new one. */
export async function expireStale(tx: Tx, userId: number, boxId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    update bargains set state = 'expired'
     where user_id = ${userId} and box_id = ${boxId} and state = 'open' and expires_at <= ${now.toISOString()}`);
}

/** Inserts a bargain; false when the asker already has an open one for this case (the partial unique key). */
export async function insert(
  tx: Tx,
  b: Omit<BargainRow, 'helpers' | 'state' | 'opened_at' | 'current_price'> & {
    ip_key?: string | null;
    device_key?: string | null;
  },
): Promise<boolean> {
  const res = await tx.execute(sql`
    insert into bargains (id, user_id, event_key, box_id, price, target_price, current_price, helpers_needed,
      created_at, expires_at, ip_key, device_key)
    values (${b.id}, ${b.user_id}, ${b.event_key}, ${b.box_id}, ${b.price}, ${b.target_price}, ${b.price},
      ${b.helpers_needed}, ${b.created_at.toISOString()}, ${b.expires_at.toISOString()}, ${b.ip_key ?? null},
      ${b.device_key ?? null})
    on conflict do nothing`);
  return (res.rowCount ?? 0) > 0;
}

/** Records a help (false: this helper already helped) and lowers the price, in the help's transaction. */
export async function addHelp(
  tx: Tx,
  bargainId: string,
  h: HelpRow & { claim_id: number; ip_key: string | null; device_key: string | null },
): Promise<boolean> {
  const res = await tx.execute(sql`
    insert into bargain_helps (bargain_id, helper_id, claim_id, gap_before, cut, nonce, ticket, server_seed_hash,
      client_seed, created_at, ip_key, device_key)
    values (${bargainId}, ${h.helper_id}, ${h.claim_id}, ${h.gap_before}, ${h.cut}, ${h.nonce}, ${h.ticket},
      ${h.server_seed_hash}, ${h.client_seed}, ${h.created_at.toISOString()}, ${h.ip_key}, ${h.device_key})
    on conflict do nothing`);
  if ((res.rowCount ?? 0) === 0) return false;
  await tx.execute(sql`
    update bargains set current_price = current_price - ${h.cut}, helpers = helpers + 1 where id = ${bargainId}`);
  return true;
}

/** Whether the asker or an earlier helper of the bargain holds this address or device id (null keys: unchecked). */
export async function sameKeys(
  db: Executor,
  bargainId: string,
  keys: { ipKey: string | null; deviceKey: string | null },
): Promise<boolean> {
  if (!keys.ipKey && !keys.deviceKey) return false;
  const res = await db.execute(sql`
    select 1 from bargains where id = ${bargainId} and (ip_key = ${keys.ipKey} or device_key = ${keys.deviceKey})
    union all
    select 1 from bargain_helps
     where bargain_id = ${bargainId} and (ip_key = ${keys.ipKey} or device_key = ${keys.deviceKey})
    limit 1`);
  return res.rows.length > 0;
}

export async function helped(db: Executor, bargainId: string, helperId: number): Promise<boolean> {
  const res = await db.execute(
    sql`select 1 from bargain_helps where bargain_id = ${bargainId} and helper_id = ${helperId}`,
  );
  return res.rows.length > 0;
}

export async function helpsOf(db: Executor, bargainId: string): Promise<HelpRow[]> {
  const res = await db.execute<HelpRow>(sql`
    select helper_id, cut::float8 as cut, gap_before::float8 as gap_before, nonce, ticket, server_seed_hash,
      client_seed, created_at
      from bargain_helps where bargain_id = ${bargainId} order by created_at, helper_id`);
  return res.rows;
}

/**
 * Opens a bargain once: open → opened when it is the asker's, at its target and not expired. The row, or undefined
 * when another open won or a condition fails (the caller reads why).
 */
export async function markOpened(tx: Tx, id: string, userId: number, now: Date): Promise<BargainRow | undefined> {
  const res = await tx.execute<BargainRow>(sql`
    update bargains set state = 'opened', opened_at = ${now.toISOString()}
     where id = ${id} and user_id = ${userId} and state = 'open' and current_price <= target_price
       and expires_at > ${now.toISOString()}
    returning ${COLUMNS}`);
  return res.rows[0];
}
