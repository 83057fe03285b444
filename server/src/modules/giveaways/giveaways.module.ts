import { defineModule, gateOf } from '../../platform/modules';
import { casesModule } from '../cases';
import { catalogModule } from '../catalog';
import { fairModule } from '../fair';
import { inventoryModule } from '../inventory';
import { paymentsModule } from '../payments';
import { realtimeModule } from '../realtime';
import type { GiveawaysDeps } from './giveaways.deps';
import { createGiveawayDesk } from './giveaways.desk';
import { DRAW_QUEUE } from './giveaways.jobs';
import * as repo from './giveaways.repo';
import { giveawaysRoutes } from './giveaways.routes';
import { createGiveawaysService } from './giveaways.service';

/** Giveaways (issue 19): rooms, joins, host escrow, official schedules and the draw on pg-boss. */
export function createGiveawaysModule(deps: GiveawaysDeps) {
  const service = createGiveawaysService(deps);
  return {
    service,
    routes: giveawaysRoutes({ giveaways: service }),
    /** The operator console's giveaways. */
    desk: createGiveawayDesk(deps, (roomId, at) => service.jobs.schedule(roomId, at)),
    /** Whether `/giveaway/:id` names a room (the web server answers unknown pages with 404). */
    async exists(id: string) {
      if (!/^\d{1,15}$/.test(id)) return false;
      const room = await repo.findRoom(deps.database.db, Number(id));
      return room !== undefined && room.state !== 4;
    },
  };
}

export type GiveawaysModule = ReturnType<typeof createGiveawaysModule>;

export const giveawaysModule = defineModule({
  name: 'giveaways',
  needs: {
    catalog: catalogModule,
    inventory: inventoryModule,
    fair: fairModule,
    realtime: realtimeModule,
    payments: paymentsModule,
    cases: casesModule,
  },
  create({ platform, needs, extensions }) {
    const giveaways = createGiveawaysModule({
      database: platform.database,
      bus: platform.bus,
      jobs: platform.jobs,
      clock: platform.clock,
      catalog: needs.catalog.service,
      inventory: needs.inventory.service,
      fair: needs.fair.service,
      drops: needs.realtime.drops,
      cases: needs.cases.service,
      opening: needs.cases.opening,
      levelOf: async (userId) => (extensions.levels[0] ? extensions.levels[0](userId) : 0),
      depositTotal: (userId, since) => needs.payments.depositTotal(userId, since),
      gate: gateOf(extensions),
      contentDir: platform.config.contentDir,
      log: platform.log,
    });
    return {
      provides: giveaways,
      routes: giveaways.routes,
      jobs: [DRAW_QUEUE],
      start: () => giveaways.service.jobs.start(),
      stop: () => giveaways.service.jobs.stop(),
      contributes: {
        pages: { page: 'giveaway', exists: giveaways.exists },
        profile: async (userId: number) => ({ gift_host: await giveaways.service.isHost(userId) }),
      },
    };
  },
});
