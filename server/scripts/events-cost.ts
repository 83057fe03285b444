// npm run events:cost — each event's expected payout per participant per day (content/events/*.json), from its
// prize table or rewards and its limits, so an operator sees what a promotion costs before enabling it.
// Cases are valued at their expected value and items at their price from the site's catalogue (the running
// site's database or DATABASE_URL); without a database those prizes are listed as unpriced.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatMilli, milli, type Prize, TICKETS_TOTAL } from '@dropforge/shared/domain';
import pg from 'pg';
import { amountWorth, costReport, loadDefinitions, MECHANIC_SPECS, TYPICAL_DAY } from '../src/modules/events';
import { findRoot } from '../src/platform/paths';
import { siteDatabaseUrl } from './database-url';

const contentDir = process.env.CONTENT_DIR ?? join(findRoot(), 'content');
const events = loadDefinitions(contentDir, MECHANIC_SPECS);
const prizes: Prize[] = events.flatMap((e) => [...e.prizes, ...e.rewards]);
const caseItems = new Map<string, { hash_name: string; tickets: number }[]>();
for (const p of prizes) {
  if (p.kind !== 'case' || caseItems.has(p.case_id)) continue;
  try {
    caseItems.set(
      p.case_id,
      JSON.parse(readFileSync(join(contentDir, 'cases', `${p.case_id}.json`), 'utf8')).items ?? [],
    );
  } catch {
    caseItems.set(p.case_id, []);
  }
}
const names = new Set<string>([
  ...prizes.flatMap((p) => (p.kind === 'item' ? [p.hash_name] : [])),
  ...[...caseItems.values()].flat().map((i) => i.hash_name),
]);

const prices = new Map<string, number>();
let priced = false;
if (names.size > 0) {
  try {
    const client = new pg.Client({ connectionString: siteDatabaseUrl() });
    await client.connect();
    const { rows } = await client.query('select hash_name, price from goods where hash_name = any($1)', [[...names]]);
    for (const r of rows) prices.set(r.hash_name, Number(r.price));
    await client.end();
    priced = true;
  } catch (e) {
    console.warn(`No catalogue prices (${(e as Error).message.split('\n')[0]}): cases and items count as 0.`);
  }
}
const unpriced = new Set<string>();
const worth = (prize: Prize): number => {
  const amount = amountWorth(prize);
  if (amount !== undefined) return amount;
  if (prize.kind === 'item') {
    const price = prices.get(prize.hash_name);
    if (price === undefined) unpriced.add(prize.hash_name);
    return price ?? 0;
  }
  if (prize.kind !== 'case') return 0;
  const items = caseItems.get(prize.case_id) ?? [];
  if (items.length === 0 || items.some((i) => !prices.has(i.hash_name))) unpriced.add(`case ${prize.case_id}`);
  return items.reduce((sum, i) => sum + (i.tickets * (prices.get(i.hash_name) ?? 0)) / TICKETS_TOTAL, 0);
};

const lines = costReport(events, MECHANIC_SPECS, worth);
const pad = (s: string, n: number) => s.padEnd(n);
console.log(`${pad('event', 24)}${pad('mechanic', 18)}${pad('vip', 5)}expected payout / participant / day`);
for (const l of lines) {
  console.log(
    `${pad(l.key, 24)}${pad(l.mechanic, 18)}${pad(String(l.level), 5)}$${formatMilli(milli(Math.round(l.perDay)), 3)}`,
  );
}
console.log(
  `token mechanics assume a typical day: $${TYPICAL_DAY.stake} wagered on the counted games, $${TYPICAL_DAY.deposit} deposited`,
);
if (unpriced.size) console.log(`unpriced${priced ? '' : ' (no database)'}: ${[...unpriced].join(', ')}`);
