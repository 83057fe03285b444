import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { deferWrite } from './deferred';

// Issue 23: a bet's counters and marks go to Postgres as one statement before its commit.
describe('deferred writes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    await app.database.pool.query('create table deferred_probe (k text primary key, n int not null default 0)');
    await app.database.pool.query('create table deferred_other (k text primary key)');
  });
  afterAll(async () => app?.close());

  const rows = async (table: string) =>
    (await app.database.pool.query(`select * from ${table} order by k`)).rows as Array<{ k: string; n?: number }>;
  const upsert = (k: string) =>
    sql`insert into deferred_probe (k, n) values (${k}, 1) on conflict (k) do update set n = deferred_probe.n + 1`;

  it('sends the writes of a transaction together before its commit, each once, twice to a table in order', async () => {
    const counted = await app.database.withTx(async (tx) => {
      await deferWrite(tx, 'deferred_probe', upsert('a'));
      await deferWrite(tx, 'deferred_other', sql`insert into deferred_other (k) values ('x')`);
      await deferWrite(tx, 'deferred_probe', upsert('a'));
      // Nothing was sent yet: the transaction still sees no rows.
      const seen = await tx.execute(sql`select count(*)::int as n from deferred_probe`);
      return { seen: seen.rows[0]?.n };
    });
    expect(counted.seen).toBe(0);
    expect(await rows('deferred_probe')).toEqual([{ k: 'a', n: 2 }]);
    expect(await rows('deferred_other')).toEqual([{ k: 'x' }]);
  });

  it('a write followed by a second fed by its returned rows, as one', async () => {
    await app.database.withTx(async (tx) => {
      await deferWrite(
        tx,
        'deferred_other',
        sql`insert into deferred_other (k) values ('y'), ('x') on conflict do nothing returning k`,
        (fresh) => sql`insert into deferred_probe (k, n) select k, 10 from ${fresh}`,
      );
    });
    // 'x' existed, so only 'y' was new and fed the second write.
    expect(await rows('deferred_probe')).toEqual([
      { k: 'a', n: 2 },
      { k: 'y', n: 10 },
    ]);
  });

  it('a transaction that fails writes nothing it deferred', async () => {
    await expect(
      app.database.withTx(async (tx) => {
        await deferWrite(tx, 'deferred_probe', upsert('b'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    // A deferred write that fails at commit fails the whole transaction.
    await expect(
      app.database.withTx(async (tx) => {
        await tx.execute(sql`insert into deferred_other (k) values ('z')`);
        await deferWrite(tx, 'deferred_probe', sql`insert into deferred_probe (k, n) values ('c', null)`);
      }),
    ).rejects.toThrow();
    expect((await rows('deferred_probe')).map((r) => r.k)).toEqual(['a', 'y']);
    expect((await rows('deferred_other')).map((r) => r.k)).toEqual(['x', 'y']);
  });

  it('outside a transaction of withTx (a savepoint) a write runs at once', async () => {
    await app.database.withTx(async (tx) => {
      await tx.transaction(async (savepoint) => {
        await deferWrite(savepoint, 'deferred_probe', upsert('d'));
        const seen = await savepoint.execute(sql`select n from deferred_probe where k = 'd'`);
        expect(seen.rows[0]?.n).toBe(1);
      });
    });
    expect((await rows('deferred_probe')).map((r) => r.k)).toEqual(['a', 'd', 'y']);
  });
});
