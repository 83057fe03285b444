import type { Db } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import { defineModule } from '../../platform/modules';
import { type ImportFilter, importCatalog, refreshPrices, summaryLine } from './catalog.import';
import { choosePriceSource } from './catalog.prices';
import { progressBar } from './catalog.progress';
import { countGoods } from './catalog.repo';
import { catalogRoutes } from './catalog.routes';
import { createCatalogService } from './catalog.service';
import { type CatalogSettings, catalogSettings } from './catalog.settings';
import { endOverrides } from './overrides';

const REFRESH_QUEUE = 'catalog-price-refresh';
const OVERRIDE_SWEEP_MS = 60_000;

type Log = { info: (msg: string) => void; warn: (msg: string) => void };

export function createCatalogModule(deps: {
  db: Db;
  jobs: Jobs;
  settings: Omit<CatalogSettings, 'importOnBoot'>;
  log: Log;
}) {
  const { db, settings, log } = deps;
  const service = createCatalogService(db);
  const logger: Log = { info: (m) => log.info(m), warn: (m) => log.warn(m) };

  async function runImport(filter?: ImportFilter) {
    const summary = await importCatalog(db, {
      source: choosePriceSource(settings),
      filter,
      log: logger,
      onProgress: progressBar('catalog import', logger.info),
    });
    service.invalidate();
    logger.info(summaryLine(summary));
    return summary;
  }

  /** Prices only, from the configured market source (the estimate has nothing to refresh). */
  async function refreshMarketPrices() {
    const source = choosePriceSource(settings);
    if (source.name === 'estimate') {
      logger.warn('catalog price refresh: the price source is the estimate, nothing to refresh');
      return { known: 0, changed: 0 };
    }
    const result = await refreshPrices(db, source);
    service.invalidate();
    logger.info(`catalog prices refreshed from ${source.name}: ${result.known} known, ${result.changed} changed`);
    return result;
  }

  return {
    service,
    /** Where prices come from, and the refresh schedule when they are refreshed. */
    prices: { source: settings.source as string, cron: settings.source === 'skinport' ? settings.refreshCron : null },
    routes: catalogRoutes(service),
    /** `npm run catalog:import` and tests: upserts the whole catalogue (or a filtered part). */
    import: runImport,
    /** First boot: imports only when there are no goods at all. */
    async importIfEmpty(filter?: ImportFilter) {
      if ((await countGoods(db)) > 0) return undefined;
      return runImport(filter);
    },
    /** One price refresh (what the Skinport cron job runs). */
    refreshPrices: refreshMarketPrices,
    /** Schedules the Skinport refresh on the pg-boss cron when PRICE_SOURCE=skinport. */
    async start() {
      const boss = deps.jobs.boss;
      if (!boss || settings.source !== 'skinport') return;
      await boss.createQueue(REFRESH_QUEUE);
      await boss.work(REFRESH_QUEUE, async () => {
        await refreshMarketPrices();
      });
      await boss.schedule(REFRESH_QUEUE, settings.refreshCron, {}, { singletonKey: REFRESH_QUEUE });
    },
  };
}

export type CatalogModule = ReturnType<typeof createCatalogModule>;

/** The CS2 catalogue (DESIGN §4): goods, prices and their refresh; imported on a fresh site's first boot. */
export const catalogModule = defineModule({
  name: 'catalog',
  needs: {},
  settings: catalogSettings,
  create({ platform, settings }) {
    const catalog = createCatalogModule({ db: platform.database.db, jobs: platform.jobs, settings, log: platform.log });
    let sweep: NodeJS.Timeout | undefined;
    return {
      provides: catalog,
      routes: catalog.routes,
      jobs: [REFRESH_QUEUE],
      async start() {
        await catalog.start();
        if (platform.config.jobs) {
          sweep = setInterval(() => {
            platform.database
              .withTx((tx) => endOverrides(tx, { expiredAt: Date.now() }))
              .then((ended) => ended.length > 0 && catalog.service.invalidate())
              .catch((e) => platform.log.warn({ err: e }, 'catalog: ending price overrides failed'));
          }, OVERRIDE_SWEEP_MS);
          sweep.unref();
        }
        // A fresh clone starts with an empty catalogue: import it once (a few seconds, progress in the log).
        if (settings.importOnBoot) await catalog.importIfEmpty();
      },
      async stop() {
        if (sweep) clearInterval(sweep);
        await platform.jobs.boss?.offWork(REFRESH_QUEUE);
      },
      contributes: { pictures: { kind: 'goods', resolve: catalog.service.pictureSource } },
    };
  },
});
