import type { FastifyRequest } from 'fastify';
import { upgradeRoutes } from './upgrade.routes';
import { createUpgradeService, type Player, type UpgradeDeps } from './upgrade.service';

const COUNTER_MS = 5_000;

/** Upgrades (issue 8): stake items and balance toward a pricier target on the player's own fair roll. */
export function createUpgradeModule(deps: UpgradeDeps & { requireUser: (req: FastifyRequest) => Promise<Player> }) {
  const service = createUpgradeService(deps);
  let counted: { at: number; n: number } | undefined;
  return {
    service,
    routes: upgradeRoutes({ upgrade: service, requireUser: deps.requireUser }),
    /** `counters.upgrade` of `/api/config`: upgrade attempts, cached for a few seconds (never a hot row). */
    async counters() {
      if (!counted || Date.now() - counted.at > COUNTER_MS) counted = { at: Date.now(), n: await service.count() };
      return { upgrade: counted.n };
    },
  };
}

export type UpgradeModule = ReturnType<typeof createUpgradeModule>;
