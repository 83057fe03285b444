import type { Database } from '../../platform/db';
import { defineModule } from '../../platform/modules';
import { fairRoutes } from './fair.routes';
import { createFair } from './fair.service';

/**
 * Provably fair (DESIGN §5): every player's seed pair, nonces and rolls. Games take rolls inside their bet's
 * transaction (`nextRolls`) and record what they decided (`rollsInsert` / `recordRolls`).
 */
export function createFairModule(deps: { database: Database }) {
  const service = createFair(deps.database);
  return { service, routes: fairRoutes({ fair: service }) };
}

export type FairModule = ReturnType<typeof createFairModule>;

export const fairModule = defineModule({
  name: 'fair',
  needs: {},
  create({ platform }) {
    const fair = createFairModule({ database: platform.database });
    return { provides: fair, routes: fair.routes };
  },
});
