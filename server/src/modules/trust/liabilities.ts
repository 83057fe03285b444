import { createHash, createHmac, randomBytes } from 'node:crypto';
import { LIABILITY_CURRENCIES, type LiabilityProof, type LiabilityRoot } from '@dropforge/shared/contract';
import { leafNode, proofPositions, sumTreeLevels } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../platform/db';
import { AppError } from '../../platform/http';

type Currency = (typeof LIABILITY_CURRENCIES)[number];

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** The same as `liabilitySalt` of shared/domain, with node:crypto. */
const saltOf = (secret: string, userId: number) =>
  createHmac('sha256', secret).update(`salt:${userId}`, 'utf8').digest('hex');

const CHUNK = 5_000;
const SNAPSHOT_LOCK = 7_240_024;

async function insertJson(db: Executor, table: 'liability_nodes' | 'liability_leaves', rows: object[]) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    if (table === 'liability_nodes')
      await db.execute(sql`
        insert into liability_nodes (snapshot_id, level, idx, hash, sum)
        select snapshot_id, level, idx, hash, sum
        from jsonb_to_recordset(${json}::jsonb) as x(snapshot_id bigint, level int, idx int, hash text, sum bigint)`);
    else
      await db.execute(sql`
        insert into liability_leaves (snapshot_id, user_id, idx, user_hash, balance)
        select snapshot_id, user_id, idx, user_hash, balance
        from jsonb_to_recordset(${json}::jsonb)
          as x(snapshot_id bigint, user_id int, idx int, user_hash text, balance bigint)`);
  }
}

/**
 * Proof of liabilities (issue 24, docs/trust.md): a snapshot of every player's balances (spendable and held) per
 * currency as a Merkle sum tree, its root and total published, each player's path given to them alone.
 */
export function createLiabilities(database: Database) {
  const { db } = database;

  /**
   * Takes a snapshot of every currency from one consistent read of the balances. With `ifOlderThanMs`, only when
   * the last one is at least that old and no other instance is taking one (null otherwise).
   */
  async function snapshot(opts: { ifOlderThanMs?: number; now?: number } = {}): Promise<LiabilityRoot[] | null> {
    return database.withTx(async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`);
      if (opts.ifOlderThanMs !== undefined) {
        const lock = await tx.execute<{ ok: boolean }>(sql`select pg_try_advisory_xact_lock(${SNAPSHOT_LOCK}) as ok`);
        if (!lock.rows[0]?.ok) return null;
        const last = await tx.execute<{ at: Date | null }>(sql`select max(taken_at) as at from liability_snapshots`);
        const at = last.rows[0]?.at;
        if (at && (opts.now ?? Date.now()) - new Date(at).getTime() < opts.ifOlderThanMs) return null;
      }
      const balances = await tx.execute<{ user_id: number; currency: string; balance: string }>(sql`
        select owner_id as user_id, currency, sum(balance)::text as balance
        from accounts where owner = 'user'
        group by owner_id, currency having sum(balance) > 0`);
      const out: LiabilityRoot[] = [];
      for (const currency of LIABILITY_CURRENCIES) {
        const secret = randomBytes(32).toString('hex');
        const leaves = balances.rows
          .filter((b) => b.currency === currency)
          .map((b) => {
            const userId = Number(b.user_id);
            return { userId, userHash: sha(`${userId}:${saltOf(secret, userId)}`), balance: Number(b.balance) };
          })
          .sort((a, b) => (a.userHash < b.userHash ? -1 : a.userHash > b.userHash ? 1 : 0));
        const levels = sumTreeLevels(
          leaves.map((l) => leafNode(l.userHash, l.balance, sha)),
          sha,
        );
        const root = levels.at(-1)![0]!;
        const head = await tx.execute<{ id: number; taken_at: Date }>(sql`
          insert into liability_snapshots (currency, root, total, leaves, secret)
          values (${currency}, ${root.hash}, ${root.sum}, ${leaves.length}, ${secret})
          returning id, taken_at`);
        const id = Number(head.rows[0]!.id);
        await insertJson(
          tx,
          'liability_nodes',
          levels.flatMap((level, l) =>
            level.map((n, i) => ({ snapshot_id: id, level: l, idx: i, hash: n.hash, sum: n.sum })),
          ),
        );
        await insertJson(
          tx,
          'liability_leaves',
          leaves.map((l, i) => ({
            snapshot_id: id,
            user_id: l.userId,
            idx: i,
            user_hash: l.userHash,
            balance: l.balance,
          })),
        );
        out.push({
          currency,
          date: new Date(head.rows[0]!.taken_at).toISOString(),
          root: root.hash,
          total: root.sum,
          leaves: leaves.length,
        });
      }
      return out;
    });
  }

  type Head = {
    id: number;
    currency: Currency;
    taken_at: Date;
    root: string;
    total: string;
    leaves: number;
    secret: string;
  };

  async function latest(): Promise<Head[]> {
    const res = await db.execute<Head>(sql`
      select distinct on (currency) id, currency, taken_at, root, total::text as total, leaves, secret
      from liability_snapshots order by currency, id desc`);
    return res.rows.sort((a, b) => LIABILITY_CURRENCIES.indexOf(a.currency) - LIABILITY_CURRENCIES.indexOf(b.currency));
  }

  const view = (h: Head): LiabilityRoot => ({
    currency: h.currency,
    date: new Date(h.taken_at).toISOString(),
    root: h.root,
    total: Number(h.total),
    leaves: Number(h.leaves),
  });

  return {
    snapshot,

    /** The latest snapshot of each currency, money first. */
    async published(): Promise<LiabilityRoot[]> {
      return (await latest()).map(view);
    },

    /** A player's leaf and path in the latest snapshot of `currency`. */
    async proof(userId: number, currency: Currency): Promise<LiabilityProof> {
      const head = (await latest()).find((h) => h.currency === currency);
      if (!head) throw new AppError('liabilities_not_published');
      const leaf = await db.execute<{ idx: number; user_hash: string; balance: string }>(sql`
        select idx, user_hash, balance::text as balance from liability_leaves
        where snapshot_id = ${head.id} and user_id = ${userId}`);
      const mine = leaf.rows[0];
      if (!mine) throw new AppError('liabilities_not_included');
      const positions = proofPositions(Number(head.leaves), Number(mine.idx));
      const nodes = new Map<string, { hash: string; sum: number }>();
      if (positions.length > 0) {
        const pairs = positions.map((p) => sql`(${p.level}::int, ${p.index}::int)`);
        const res = await db.execute<{ level: number; idx: number; hash: string; sum: string }>(sql`
          select level, idx, hash, sum::text as sum from liability_nodes
          where snapshot_id = ${head.id} and (level, idx) in (${sql.join(pairs, sql`, `)})`);
        for (const r of res.rows) nodes.set(`${r.level}:${r.idx}`, { hash: r.hash, sum: Number(r.sum) });
      }
      return {
        currency,
        date: new Date(head.taken_at).toISOString(),
        leaf: { user_hash: mine.user_hash, balance: Number(mine.balance) },
        user_id: userId,
        salt: saltOf(head.secret, userId),
        path: positions.map((p) => ({ ...nodes.get(`${p.level}:${p.index}`)!, side: p.side })),
        root: head.root,
        total: Number(head.total),
      };
    },
  };
}

export type Liabilities = ReturnType<typeof createLiabilities>;
