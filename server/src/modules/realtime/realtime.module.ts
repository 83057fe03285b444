import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import { defineModule } from '../../platform/modules';
import { type CatalogService, catalogModule } from '../catalog';
import { type BoxInfo, createDrops } from './drops.service';
import { realtimeRoutes } from './realtime.routes';

/**
 * Realtime (DESIGN §3, §7): the live drop feed every game writes into and `DropKanbanChannel` publishes.
 * The websocket gateway and the online count are platform parts (`platform/ws`, `platform/bus`).
 */
export function createRealtimeModule(deps: {
  database: Database;
  bus: Bus;
  catalog: CatalogService;
  /** Case names and pictures of `unpacking` drops, and a promise that they are loaded (from `cases`, via app.ts). */
  boxes: { info: BoxInfo; ready: () => Promise<unknown> };
  /** When drops may be shown, and the timers that publish them then. */
  clock: Clock;
  log: { warn: (obj: unknown, msg?: string) => void };
}) {
  const drops = createDrops({
    db: deps.database.db,
    bus: deps.bus,
    catalog: deps.catalog,
    boxInfo: deps.boxes.info,
    clock: deps.clock,
    onError: (e) => deps.log.warn({ err: e }, 'drop publish failed'),
  });
  return { drops, routes: realtimeRoutes({ drops, ready: deps.boxes.ready }), stop: () => drops.stop() };
}

export type RealtimeModule = ReturnType<typeof createRealtimeModule>;

export const realtimeModule = defineModule({
  name: 'realtime',
  needs: { catalog: catalogModule },
  create({ platform, needs, extensions }) {
    // The feed names the case of each unpacking drop; cases (a level above) tell it through `boxes`.
    const realtime = createRealtimeModule({
      database: platform.database,
      bus: platform.bus,
      catalog: needs.catalog.service,
      boxes: {
        info: (id) => extensions.boxes[0]?.info(id) ?? null,
        ready: async () => extensions.boxes[0]?.ready(),
      },
      clock: platform.clock,
      log: platform.log,
    });
    return { provides: realtime, routes: realtime.routes, stop: realtime.stop };
  },
});
