import type { FastifyRequest } from 'fastify';
import { mallRoutes } from './mall.routes';
import { createMallService, type MallDeps, type Player } from './mall.service';

/** The mall (issue 6): operator-configured goods with a stock, bought with shop score. */
export function createMallModule(
  deps: MallDeps & {
    /** MALL_PRICE_SYNC_SECONDS: how often the listing's price copies follow the catalogue (0: never by timer). */
    priceSyncSeconds: number;
    requireUser: (req: FastifyRequest) => Promise<Player>;
    /** The signed-in player, if any (the item page answers visitors too). */
    userOf: (req: FastifyRequest) => Promise<{ id: number } | undefined>;
  },
) {
  const service = createMallService(deps);
  let timer: NodeJS.Timeout | undefined;
  return {
    service,
    routes: mallRoutes({ mall: service, requireUser: deps.requireUser, userOf: deps.userOf }),
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
