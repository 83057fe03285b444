// npm run catalog:import [-- --categories knife,gloves] [-- --limit 500] [-- --refresh-prices]
// Imports (idempotently) the CS2 catalogue into the running site's database; with --refresh-prices,
// sets only the prices of the goods the configured source knows (file or Skinport), nothing else.
import { parseArgs } from 'node:util';
import { CATEGORY_TYPES, type CategoryType, catalogSettings, createCatalogModule } from '../src/modules/catalog';
import { loadConfig } from '../src/platform/config';
import { applyMigrations, openDatabase } from '../src/platform/db';
import { siteDatabaseUrl } from './database-url';

const { values } = parseArgs({
  options: {
    categories: { type: 'string' },
    limit: { type: 'string' },
    'refresh-prices': { type: 'boolean', default: false },
  },
});
const categories = values.categories?.split(',').map((c) => c.trim()) as CategoryType[] | undefined;
const unknown = categories?.filter((c) => !CATEGORY_TYPES.includes(c));
if (unknown?.length) {
  console.error(`unknown categories: ${unknown.join(', ')} (known: ${CATEGORY_TYPES.join(', ')})`);
  process.exit(2);
}

const config = loadConfig(process.env);
const database = openDatabase(siteDatabaseUrl(), 4);
try {
  await applyMigrations(database.pool, config.migrationsDir);
  const catalog = createCatalogModule({
    db: database.db,
    jobs: { boss: undefined, stop: async () => {} },
    settings: catalogSettings.read(catalogSettings.env.parse(process.env), config),
    log: { info: (m) => console.log(m), warn: (m) => console.warn(m) },
  });
  if (values['refresh-prices']) {
    await catalog.refreshPrices();
  } else {
    await catalog.import({ categories, limit: values.limit ? Number(values.limit) : undefined });
  }
} catch (e) {
  console.error(`catalog import failed: ${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
process.exit(process.exitCode ?? 0);
