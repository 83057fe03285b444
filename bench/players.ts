// Benchmark players: accounts made directly in the database (no e-mail or captcha flow), funded through the
// ledger (a `promotions` → player credit per currency, so `audit:ledger` stays balanced), each signed in with a
// session of its own made by the server's session store. The load generator sends the tokens as bearers.

import { randomBytes } from 'node:crypto';
import { milli } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Running } from '../server/src/main';
import { wallet } from '../server/src/modules/wallet';

/** Thousandths of each currency to credit every player (money: balance, score: coins, shop_score: mall). */
export type Funds = { money?: number; score?: number; shop_score?: number };

const fakeRequest = { headers: { 'user-agent': 'bench' }, ip: '127.0.0.1' } as unknown as FastifyRequest;

/** Runs `fn` over `items`, `size` at a time. */
export async function inPool<T>(items: T[], size: number, fn: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(size, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

/** `count` new accounts named `{prefix}-{tag}-{i}` (one insert), each credited `funds` (8 at a time); their ids. */
export async function makeAccounts(running: Running, count: number, prefix: string, funds: Funds = {}) {
  if (count <= 0) return [];
  const tag = randomBytes(3).toString('hex');
  const { rows } = await running.database.pool.query<{ id: number }>(
    `insert into users (name, extension_code)
     select $1 || '-' || i, $2 || i from generate_series(1, $3::int) as i
     order by i returning id`,
    [`${prefix}-${tag}`, `Z${tag}`, count],
  );
  const ids = rows.map((r) => r.id);
  const credits = (Object.entries(funds) as Array<[keyof Funds, number]>).filter(([, amount]) => amount > 0);
  if (credits.length > 0)
    await inPool(ids, 8, (userId) =>
      running.database.withTx(async (tx) => {
        for (const [currency, amount] of credits)
          await wallet.credit(tx, {
            userId,
            currency,
            amount: milli(amount),
            from: 'promotions',
            kind: 'adjustment',
            key: `bench-player:${userId}:${currency}`,
            ref: { kind: 'bench', id: userId },
          });
      }),
    );
  return ids;
}

/** `count` new signed-in players (`makeAccounts`), each with a session of its own; their bearer tokens. */
export async function makePlayers(running: Running, count: number, prefix: string, funds: Funds = {}) {
  const ids = await makeAccounts(running, count, prefix, funds);
  const tokens: string[] = new Array(ids.length);
  await inPool(ids, 8, async (userId, i) => {
    tokens[i] = await running.sessions.create(userId, fakeRequest);
  });
  return tokens;
}
