// Ledger transfers in process (no HTTP): balanced transfers between 200 players, each a full transaction
// (conditional balance updates in id order, postings, idempotency key), from 16 concurrent callers.

import { milli } from '@dropforge/shared/domain';
import type { Running } from '../server/src/main';
import { wallet } from '../server/src/modules/wallet';
import type { LoadResult } from './load';
import { makeAccounts } from './players';

export async function benchLedger(running: Running, seconds: number): Promise<LoadResult> {
  const players = await makeAccounts(running, 200, 'ledger', { score: 1_000_000 });
  let transfers = 0;
  let errors = 0;
  const started = Date.now();
  const until = started + seconds * 1000;
  const worker = async (w: number) => {
    for (let n = 0; Date.now() < until; n++) {
      const from = players[(w * 7919 + n * 31) % players.length]!;
      const to = players[(w * 104729 + n * 17 + 1) % players.length]!;
      if (from === to) continue;
      try {
        await running.database.withTx((tx) =>
          wallet.transfer(tx, {
            from: { user: from },
            to: { user: to },
            currency: 'score',
            amount: milli(1),
            kind: 'adjustment',
            key: `bench:${started}:${from}:${w}:${n}`,
            ref: { kind: 'bench', id: w },
          }),
        );
        transfers++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
  const elapsed = (Date.now() - started) / 1000;
  return {
    rps: Math.round(transfers / elapsed),
    p50: 0,
    p99: 0,
    errors,
    requests: transfers,
    seconds: elapsed,
    statuses: {},
  };
}
