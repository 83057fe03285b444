import { defineModule, gateOf } from '../../platform/modules';
import { catalogModule } from '../catalog';
import { fairModule } from '../fair';
import { inventoryModule } from '../inventory';
import { realtimeModule } from '../realtime';
import { upgradeRoutes } from './upgrade.routes';
import { createUpgradeService, type UpgradeDeps } from './upgrade.service';
import { upgradeSettings } from './upgrade.settings';

const COUNTER_MS = 5_000;

/** Upgrades (issue 8): stake items and balance toward a pricier target on the player's own fair roll. */
export function createUpgradeModule(deps: UpgradeDeps) {
  const service = createUpgradeService(deps);
  let counted: { at: number; n: number } | undefined;
  return {
    service,
    routes: upgradeRoutes({ upgrade: service }),
    /** `counters.upgrade` of `/api/config`: upgrade attempts, cached for a few seconds (never a hot row). */
    async counters() {
      if (!counted || Date.now() - counted.at > COUNTER_MS) counted = { at: Date.now(), n: await service.count() };
      return { upgrade: counted.n };
    },
  };
}

export type UpgradeModule = ReturnType<typeof createUpgradeModule>;

export const upgradeModule = defineModule({
  name: 'upgrade',
  needs: { catalog: catalogModule, inventory: inventoryModule, fair: fairModule, realtime: realtimeModule },
  settings: upgradeSettings,
  create({ platform, settings, needs, extensions }) {
    const upgrade = createUpgradeModule({
      database: platform.database,
      catalog: needs.catalog.service,
      inventory: needs.inventory.service,
      fair: needs.fair.service,
      drops: needs.realtime.drops,
      settings,
      log: platform.log,
      bus: platform.bus,
      gate: gateOf(extensions),
      bets: () => extensions.bets,
    });
    return { provides: upgrade, routes: upgrade.routes, contributes: { counters: upgrade.counters } };
  },
});
