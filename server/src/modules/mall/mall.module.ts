import { z } from 'zod';
import { defineModule, defineSettings, gateOf } from '../../platform/modules';
import { catalogModule } from '../catalog';
import { inventoryModule } from '../inventory';
import { realtimeModule } from '../realtime';
import { mallRoutes } from './mall.routes';
import { createMallService, type MallDeps } from './mall.service';

/** The mall (issue 6): operator-configured goods with a stock, bought with shop score. */
export function createMallModule(
  deps: MallDeps & {
    /** MALL_PRICE_SYNC_SECONDS: how often the listing's price copies follow the catalogue (0: never by timer). */
    priceSyncSeconds: number;
  },
) {
  const service = createMallService(deps);
  let timer: NodeJS.Timeout | undefined;
  return {
    service,
    routes: mallRoutes({ mall: service }),
    /**
     * Applies `content/mall/` to the stock (boot, once the catalogue exists; tests after their import) and
     * starts the price sync. Every instance runs both; they are idempotent.
     */
    async start() {
      await service.apply();
      if (deps.priceSyncSeconds > 0 && !timer) {
        timer = setInterval(() => {
          service.syncPrices().catch((e) => deps.log.warn(`mall price sync failed: ${(e as Error).message}`));
        }, deps.priceSyncSeconds * 1000);
        timer.unref();
      }
    },
    apply: service.apply,
    /** Whether `/item/:id` names catalogue goods (the web server answers unknown pages with 404; one key read). */
    async exists(id: string) {
      if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > 2_147_483_647) return false;
      return (await deps.catalog.findGoods([Number(id)])).length > 0;
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}

export type MallModule = ReturnType<typeof createMallModule>;

/**
 * MALL_PRICE_SYNC_SECONDS (60): how often the mall's price copies (its listing's filter and sort) follow the
 * catalogue's prices; 0 = only at boot and at each purchase.
 */
const mallSettings = defineSettings(
  z.object({ MALL_PRICE_SYNC_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60) }),
  (env) => ({ priceSyncSeconds: env.MALL_PRICE_SYNC_SECONDS }),
);

export const mallModule = defineModule({
  name: 'mall',
  needs: { catalog: catalogModule, inventory: inventoryModule, realtime: realtimeModule },
  settings: mallSettings,
  create({ platform, settings, needs, extensions }) {
    const mall = createMallModule({
      database: platform.database,
      bus: platform.bus,
      catalog: needs.catalog.service,
      inventory: needs.inventory.service,
      drops: needs.realtime.drops,
      contentDir: platform.config.contentDir,
      priceSyncSeconds: settings.priceSyncSeconds,
      log: platform.log,
      gate: gateOf(extensions),
    });
    return {
      provides: mall,
      routes: mall.routes,
      // content/mall/ against the catalogue (idempotent; an empty catalogue, as in tests, is left alone).
      start: mall.start,
      stop: mall.stop,
      contributes: { pages: { page: 'item', exists: mall.exists } },
    };
  },
});
