import { type Milli, milli } from '@dropforge/shared/domain';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';
import { registerUser } from '../../../test/auth';
import { auditLedger, balancesOf, wallet } from './index';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] }, { CAPTCHA_MODE: 'off' });
});
afterEach(async () => {
  expect(await auditLedger(app.database.pool)).toEqual([]);
});
afterAll(() => app?.close());

let n = 0;
const key = () => `test:${++n}:${Math.random()}`;
const ref = { kind: 'test', id: 'wallet' };
const tx = <T>(fn: Parameters<TestApp['database']['withTx']>[0]) => app.database.withTx(fn) as Promise<T>;

/** Each test registers the players it uses: no test depends on the balances another one left. */
async function players<const T extends string[]>(...names: T): Promise<{ [K in keyof T]: number }> {
  const ids: number[] = [];
  for (const name of names) {
    const unique = `${name}${++n}`;
    await registerUser(app, unique);
    const found = await app.database.pool.query(`select id from users where name = $1`, [unique]);
    ids.push(found.rows[0].id);
  }
  return ids as { [K in keyof T]: number };
}
const fund = (userId: number, amount: Milli) =>
  tx(async (t) =>
    wallet.credit(t, { userId, currency: 'money', amount, from: 'promotions', kind: 'adjustment', key: key(), ref }),
  );

describe('ledger', () => {
  it('credits, debits and refuses to go below zero, changing nothing', async () => {
    const [alice] = await players('Alice');
    await tx(async (t) =>
      wallet.credit(t, {
        userId: alice,
        currency: 'money',
        amount: milli(10_000),
        from: 'promotions',
        kind: 'adjustment',
        key: key(),
        ref,
      }),
    );
    await tx(async (t) =>
      wallet.debit(t, {
        userId: alice,
        currency: 'money',
        amount: milli(2_500),
        to: 'revenue',
        kind: 'case',
        key: key(),
        ref,
      }),
    );
    expect((await balancesOf(app.database.db, alice)).money).toBe(7_500);
    await expect(
      tx(async (t) =>
        wallet.debit(t, {
          userId: alice,
          currency: 'money',
          amount: milli(7_501),
          to: 'revenue',
          kind: 'case',
          key: key(),
          ref,
        }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_balance' });
    await expect(
      tx(async (t) =>
        wallet.debit(t, {
          userId: alice,
          currency: 'score',
          amount: milli(1),
          to: 'revenue',
          kind: 'event',
          key: key(),
          ref,
        }),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_coins' });
    expect(await balancesOf(app.database.db, alice)).toEqual({ money: 7_500, shop_score: 0, score: 0 });
  });

  it('moves money once per idempotency key', async () => {
    const [bob] = await players('Bob');
    const k = key();
    const first = await tx(async (t) =>
      wallet.credit(t, {
        userId: bob,
        currency: 'shop_score',
        amount: milli(1_000),
        from: 'payments',
        kind: 'deposit',
        key: k,
        ref,
      }),
    );
    const again = await tx(async (t) =>
      wallet.credit(t, {
        userId: bob,
        currency: 'shop_score',
        amount: milli(1_000),
        from: 'payments',
        kind: 'deposit',
        key: k,
        ref,
      }),
    );
    expect(again).toEqual({ txId: (first as { txId: number }).txId, duplicate: true });
    expect((await balancesOf(app.database.db, bob)).shop_score).toBe(1_000);
  });

  it('holds, settles once and releases', async () => {
    const [alice] = await players('Alice');
    await fund(alice, milli(7_500));
    const holdId = await tx<number>(async (t) =>
      wallet.hold(t, { userId: alice, currency: 'money', amount: milli(1_000), kind: 'battle', key: key(), ref }),
    );
    expect((await balancesOf(app.database.db, alice)).money).toBe(6_500);
    await tx(async (t) => wallet.settle(t, holdId, { house: 'revenue' }, 'battle'));
    await expect(tx(async (t) => wallet.release(t, holdId, 'battle'))).rejects.toMatchObject({ code: 'conflict' });
    const second = await tx<number>(async (t) =>
      wallet.hold(t, { userId: alice, currency: 'money', amount: milli(500), kind: 'battle', key: key(), ref }),
    );
    await tx(async (t) => wallet.release(t, second, 'battle'));
    expect((await balancesOf(app.database.db, alice)).money).toBe(6_500);
  });
});

describe('audit', () => {
  it('names a cached balance that drifted from its postings', async () => {
    const [alice] = await players('Alice');
    await fund(alice, milli(1_000));
    await app.database.pool.query(
      `update accounts set balance = balance + 1 where owner = 'user' and owner_id = $1 and name = 'main' and currency = 'money'`,
      [alice],
    );
    const violations = await auditLedger(app.database.pool);
    expect(violations[0]?.invariant).toBe('each cached user balance equals the sum of its postings');
    await app.database.pool.query(
      `update accounts set balance = balance - 1 where owner = 'user' and owner_id = $1 and name = 'main' and currency = 'money'`,
      [alice],
    );
  });

  it('names an unbalanced transaction', async () => {
    // A credit from promotions opens the house account the broken posting goes to.
    await fund((await players('Dora'))[0], milli(1_000));
    const t = await app.database.pool.query(
      `insert into ledger_tx (kind, idempotency_key) values ('test', 'broken') returning id`,
    );
    const account = await app.database.pool.query(`select id from accounts where owner = 'house' limit 1`);
    await app.database.pool.query(
      `insert into postings (tx_id, account_id, currency, amount) values ($1, $2, 'money', 5)`,
      [t.rows[0].id, account.rows[0].id],
    );
    expect((await auditLedger(app.database.pool))[0]?.invariant).toBe(
      'postings of a transaction sum to zero per currency',
    );
    await app.database.pool.query(`delete from postings where tx_id = $1`, [t.rows[0].id]);
    await app.database.pool.query(`delete from ledger_tx where id = $1`, [t.rows[0].id]);
  });
});

describe('races', () => {
  it('100 parallel debits of $1 from a $10 balance succeed exactly 10 times', async () => {
    const [carol] = (
      await app.database.pool.query(
        `insert into users (name, extension_code) values ('Carol', 'CAROL001') returning id`,
      )
    ).rows;
    await tx(async (t) =>
      wallet.credit(t, {
        userId: carol.id,
        currency: 'money',
        amount: milli(10_000),
        from: 'promotions',
        kind: 'adjustment',
        key: key(),
        ref,
      }),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () =>
        tx(async (t) =>
          wallet.debit(t, {
            userId: carol.id,
            currency: 'money',
            amount: milli(1_000),
            to: 'revenue',
            kind: 'case',
            key: key(),
            ref,
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failures.every((f) => f.reason.code === 'insufficient_balance')).toBe(true);
    expect((await balancesOf(app.database.db, carol.id)).money).toBe(0);
  });

  it('transfers both ways at once without deadlock or loss', async () => {
    const [alice, bob] = await players('Alice', 'Bob');
    await fund(alice, milli(6_500));
    await tx(async (t) =>
      wallet.credit(t, {
        userId: bob,
        currency: 'money',
        amount: milli(50_000),
        from: 'promotions',
        kind: 'adjustment',
        key: key(),
        ref,
      }),
    );
    const before = (await balancesOf(app.database.db, alice)).money + (await balancesOf(app.database.db, bob)).money;
    await Promise.allSettled(
      Array.from({ length: 60 }, (_, i) =>
        tx(async (t) =>
          wallet.transfer(t, {
            from: { user: i % 2 ? alice : bob },
            to: { user: i % 2 ? bob : alice },
            currency: 'money',
            amount: milli(100),
            kind: 'adjustment',
            key: key(),
            ref,
          }),
        ),
      ),
    );
    const after = (await balancesOf(app.database.db, alice)).money + (await balancesOf(app.database.db, bob)).money;
    expect(after).toBe(before);
  });
});

describe('properties', () => {
  it('random sequences of credits, debits and transfers keep every invariant', async () => {
    const [alice, bob] = await players('Alice', 'Bob');
    const op = fc.oneof(
      fc.record({
        type: fc.constant('credit' as const),
        who: fc.boolean(),
        amount: fc.integer({ min: 1, max: 5_000 }).map(milli),
      }),
      fc.record({
        type: fc.constant('debit' as const),
        who: fc.boolean(),
        amount: fc.integer({ min: 1, max: 5_000 }).map(milli),
      }),
      fc.record({
        type: fc.constant('transfer' as const),
        who: fc.boolean(),
        amount: fc.integer({ min: 1, max: 5_000 }).map(milli),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
        const start = {
          a: (await balancesOf(app.database.db, alice)).score,
          b: (await balancesOf(app.database.db, bob)).score,
        };
        const model: Record<'a' | 'b', number> = { ...start };
        for (const o of ops) {
          const user = o.who ? alice : bob;
          const mine = o.who ? 'a' : 'b';
          const other = o.who ? 'b' : 'a';
          try {
            await tx(async (t) => {
              if (o.type === 'credit')
                return wallet.credit(t, {
                  userId: user,
                  currency: 'score',
                  amount: o.amount,
                  from: 'prizes',
                  kind: 'event',
                  key: key(),
                  ref,
                });
              if (o.type === 'debit')
                return wallet.debit(t, {
                  userId: user,
                  currency: 'score',
                  amount: o.amount,
                  to: 'revenue',
                  kind: 'event',
                  key: key(),
                  ref,
                });
              return wallet.transfer(t, {
                from: { user },
                to: { user: o.who ? bob : alice },
                currency: 'score',
                amount: o.amount,
                kind: 'adjustment',
                key: key(),
                ref,
              });
            });
            if (o.type === 'credit') model[mine] += o.amount;
            else if (o.type === 'debit') model[mine] -= o.amount;
            else {
              model[mine] -= o.amount;
              model[other] += o.amount;
            }
          } catch (e) {
            expect((e as { code?: string }).code).toBe('insufficient_coins');
            expect(model[mine]).toBeLessThan(o.amount);
          }
        }
        expect((await balancesOf(app.database.db, alice)).score).toBe(model.a);
        expect((await balancesOf(app.database.db, bob)).score).toBe(model.b);
        expect(await auditLedger(app.database.pool)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  });
});
