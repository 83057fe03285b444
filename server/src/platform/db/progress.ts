import { sql } from 'drizzle-orm';
import { deferWrite } from './deferred';
import type { Executor, Tx } from './types';

/**
 * Counters of player actions towards goals (VIP tasks, missions): a table of `(source_key primary key, user_id, kind,
 * amount, at)`. An action counts once however often it is reported (a replayed bet, a repeated bus message).
 */
type Counted = { sourceKey: string; userId: number; kind: string; amount: number; at: Date };

export function progressCounter(table: 'vip_task_progress' | 'mission_progress') {
  const t = sql.identifier(table);
  const insert = (row: Counted) => sql`
    insert into ${t} (source_key, user_id, kind, amount, at)
    values (${row.sourceKey}, ${row.userId}, ${row.kind}, ${row.amount}, ${row.at.toISOString()})
    on conflict do nothing`;
  return {
    async record(db: Executor, row: Counted): Promise<void> {
      await db.execute(insert(row));
    },
    /** The same inside a bet's transaction, sent with its other deferred writes before commit. */
    recordInTx: (tx: Tx, row: Counted) => deferWrite(tx, table, insert(row)),
    /** Sum per kind of a player's counted actions from `since`. */
    async sums(db: Executor, userId: number, since: Date): Promise<Map<string, number>> {
      const rows = await db.execute<{ kind: string; total: string }>(sql`
        select kind, sum(amount)::text as total from ${t}
         where user_id = ${userId} and at >= ${since.toISOString()} group by kind`);
      return new Map(rows.rows.map((r) => [r.kind, Number(r.total)]));
    },
  };
}

/** What a bet (extension point `bets`) counts as. */
export const BET_KINDS = { case: 'case_opens', upgrade: 'upgrades', battle: 'battles' } as const;
