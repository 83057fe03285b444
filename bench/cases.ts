// Case opens over HTTP: each autocannon connection is its own signed-in player (bench/players.ts), opening one
// case per request, so every request is a full bet: debit, nonce, roll, item grant, roll record and drop-feed
// row in one transaction.

import type { Running } from '../server/src/main';
import { type LoadResult, load } from './load';
import { makePlayers } from './players';

export type CaseBenchRow = LoadResult & { players: number };

export async function benchCaseOpens(
  running: Running,
  boxId: string,
  players: number,
  seconds: number,
): Promise<CaseBenchRow> {
  const tokens = await makePlayers(running, players, 'opener', { money: 100_000_000 });
  const result = await load({
    url: `${running.url}/api/box/${boxId}/open`,
    method: 'POST',
    body: JSON.stringify({ number: 1 }),
    connections: players,
    seconds,
    tokens,
  });
  return { ...result, players };
}
