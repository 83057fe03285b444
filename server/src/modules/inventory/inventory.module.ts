import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db';
import type { CatalogService } from '../catalog';
import { inventoryRoutes } from './inventory.routes';
import { createInventoryService } from './inventory.service';

/** The backpack: granting, listing and selling items (DESIGN §4). */
export function createInventoryModule(deps: {
  database: Database;
  catalog: CatalogService;
  sellFeeRate: number;
  requireUser: (req: FastifyRequest) => Promise<{ id: number }>;
}) {
  const service = createInventoryService(deps);
  return { service, routes: inventoryRoutes({ inventory: service, requireUser: deps.requireUser }) };
}

export type InventoryModule = ReturnType<typeof createInventoryModule>;
