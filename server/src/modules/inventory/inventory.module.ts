import { z } from 'zod';
import type { Database } from '../../platform/db';
import { defineModule, defineSettings } from '../../platform/modules';
import { type CatalogService, catalogModule } from '../catalog';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService } from './inventory.service';

/** The backpack: granting, listing and selling items (DESIGN §4). */
export function createInventoryModule(deps: { database: Database; catalog: CatalogService; sellFeeRate: number }) {
  const service = createInventoryService(deps);
  return { service, routes: inventoryRoutes({ inventory: service }) };
}

export type InventoryModule = ReturnType<typeof createInventoryModule>;

/** SELL_FEE_RATE: the handling fee taken when a player sells an item back (default 5 %). */
const inventorySettings = defineSettings(
  z.object({ SELL_FEE_RATE: z.coerce.number().min(0).max(0.5).default(0.05) }),
  (env) => ({ sellFeeRate: env.SELL_FEE_RATE }),
);

export const inventoryModule = defineModule({
  name: 'inventory',
  needs: { catalog: catalogModule },
  settings: inventorySettings,
  create({ platform, settings, needs }) {
    const inventory = createInventoryModule({
      database: platform.database,
      catalog: needs.catalog.service,
      sellFeeRate: settings.sellFeeRate,
    });
    return {
      provides: inventory,
      routes: inventory.routes,
      contributes: { historyItems: inventory.service.itemViews },
    };
  },
});
