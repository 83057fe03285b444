// npm run cases:design -- --target-rtp 0.90 --items "<hash name>,<hash name>…" --name "AWP Dreams" \
//   --category awp [--price 25] [--level 0] [--separator ","] --out content/cases/awp-dreams.json
// Builds a site case's odds (tickets summing to exactly 100 000 000) for a target return to player from the
// chosen goods at their current catalogue prices (designForRtp, packages/shared/src/domain/cases.ts) and writes
// the content file. With --price the odds are fitted so EV / price = target RTP at that price; without, the
// weights are 1/price and the price follows. The file stores goods and tickets only, never prices: the site
// prices each case at boot as EV / RTP at the then-current prices.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { designForRtp, formatMilli, type Milli, parseMilli, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { catalogSettings, createCatalogModule } from '../src/modules/catalog';
import { loadConfig } from '../src/platform/config';
import { applyMigrations, openDatabase } from '../src/platform/db';
import { findRoot } from '../src/platform/paths';
import { siteDatabaseUrl } from './database-url';

const { values } = parseArgs({
  options: {
    'target-rtp': { type: 'string', default: '0.9' },
    items: { type: 'string' },
    name: { type: 'string' },
    category: { type: 'string', default: 'site' },
    price: { type: 'string' },
    level: { type: 'string', default: '0' },
    separator: { type: 'string', default: ',' },
    out: { type: 'string' },
  },
});
const rtp = Number(values['target-rtp']);
if (!values.items || !values.name || !values.out || !(rtp > 0 && rtp < 1)) {
  console.error(
    'usage: npm run cases:design -- --target-rtp 0.9 --items "a,b,…" --name "…" --out content/cases/x.json',
  );
  process.exit(2);
}
const hashNames = [...new Set(values.items.split(values.separator).map((s) => s.trim()))].filter(Boolean);

const config = loadConfig(process.env);
const database = openDatabase(siteDatabaseUrl(), 2);
try {
  await applyMigrations(database.pool, config.migrationsDir);
  const catalog = createCatalogModule({
    db: database.db,
    jobs: { boss: undefined, stop: async () => {} },
    settings: catalogSettings.read(catalogSettings.env.parse(process.env), config),
    log: { info: () => {}, warn: (m) => console.warn(m) },
  });
  const rows = await catalog.service.findGoodsByHashNames(hashNames);
  const unknown = hashNames.filter((h) => !rows.some((r) => r.hashName === h));
  if (unknown.length) throw new Error(`not in the catalogue: ${unknown.join('; ')}`);
  const goods = rows.filter((r) => r.price > 0).sort((a, b) => a.price - b.price || a.id - b.id);
  if (goods.length < 2) throw new Error('a case needs at least two priced goods');
  const casePrice = values.price ? (parseMilli(values.price) as Milli) : undefined;
  const design = designForRtp(
    goods.map((g) => ({ goodsId: g.id, price: g.price })),
    rtp,
    casePrice,
  );
  const file = {
    name: values.name,
    category: values.category,
    level: Number(values.level),
    rtp,
    items: design.entries.map((e, i) => ({ hash_name: goods[i]!.hashName, tickets: e.tickets })),
  };
  const sum = file.items.reduce((s, i) => s + i.tickets, 0);
  if (sum !== TICKETS_TOTAL) throw new Error(`tickets sum to ${sum}`);
  const out = resolve(findRoot(), values.out);
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
  console.log(
    `${values.out}: ${goods.length} goods, EV $${formatMilli(design.ev)}, price $${formatMilli(design.price)} at today's prices, RTP ${design.rtp.toFixed(4)}`,
  );
} catch (e) {
  console.error(`cases:design failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
