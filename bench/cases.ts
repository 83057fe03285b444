// Case opens over HTTP: each autocannon connection is its own signed-in player (sessions made directly,
// balances credited through the ledger), opening one case per request, so every request is a full bet:
// debit, nonce, roll, item grant, roll record and drop-feed row in one transaction.

import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Running } from '../server/src/main';
import { wallet } from '../server/src/modules/wallet';
import { load } from './load';

export type CaseBenchRow = { players: number; opens: number; p50: number; p99: number; errors: number };

async function makePlayers(running: Running, count: number, tag: string): Promise<string[]> {
  const tokens: string[] = [];
  const fakeRequest = { headers: { 'user-agent': 'bench' }, ip: '127.0.0.1' } as unknown as FastifyRequest;
  for (let i = 0; i < count; i++) {
    const row = await running.database.pool.query<{ id: number }>(
      `insert into users (name, extension_code) values ($1, $2) returning id`,
      [`opener-${tag}-${i}`, `O${tag}${i}`.slice(0, 16)],
    );
    const userId = row.rows[0]!.id;
    await running.database.withTx((tx) =>
      wallet.credit(tx, {
        userId,
        currency: 'money',
        amount: 100_000_000,
        from: 'promotions',
        kind: 'adjustment',
        key: `bench-opener:${tag}:${i}`,
        ref: { kind: 'bench', id: userId },
      }),
    );
    tokens.push(await running.sessions.create(userId, fakeRequest));
  }
  return tokens;
}

export async function benchCaseOpens(
  running: Running,
  boxId: string,
  players: number,
  seconds: number,
): Promise<CaseBenchRow> {
  const tokens = await makePlayers(running, players, randomBytes(4).toString('hex'));
  const result = await load({
    url: `${running.url}/api/box/${boxId}/open`,
    method: 'POST',
    body: JSON.stringify({ number: 1 }),
    connections: players,
    seconds,
    tokens,
  });
  return { players, opens: result.rps, p50: result.p50, p99: result.p99, errors: result.errors };
}
