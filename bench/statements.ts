// `npx tsx bench/statements.ts [boxId]`: the SQL statements one signed-in case open sends to Postgres, in order,
// with the round trips counted (what issue 23 calls "a bet in one round trip"). Uses DATABASE_URL or the bench data.

import pg from 'pg';
import { makePlayers } from './players';
import { startBenchSite } from './site';

const boxId = process.argv[2] ?? 'budget-one-buck';
const running = await startBenchSite({ jobs: false });
const [token] = await makePlayers(running, 1, 'stmts', { money: 100_000 });
const open = () =>
  fetch(`${running.url}/api/box/${boxId}/open`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ number: 1 }),
  }).then((r) => r.json() as Promise<{ code: number }>);
await open(); // warm: the session cache, the case's goods
const seen: string[] = [];
const original = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const q = args[0] as string | { text?: string };
  seen.push((typeof q === 'string' ? q : (q?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 160));
  return (original as (...a: unknown[]) => unknown).apply(this, args);
} as typeof original;
const answer = await open();
pg.Client.prototype.query = original;
console.log(`answer ${JSON.stringify(answer).slice(0, 120)}; ${seen.length} statements:`);
for (const [i, s] of seen.entries()) console.log(`${String(i + 1).padStart(2)}. ${s}`);
await running.stop();
process.exit(0);
