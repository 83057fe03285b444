import { defineModule, gateOf } from '../../platform/modules';
import { casesModule } from '../cases';
import { catalogModule } from '../catalog';
import { fairModule } from '../fair';
import { inventoryModule } from '../inventory';
import { realtimeModule } from '../realtime';
import { ROUND_QUEUE } from './battles.jobs';
import { findBattle } from './battles.repo';
import { battlesRoutes } from './battles.routes';
import { type BattlesDeps, createBattlesService } from './battles.service';
import { battleSettings } from './battles.settings';

const COUNTER_MS = 5_000;
/** How often each instance cancels battles that waited too long (BATTLE_WAIT_MINUTES). */
const EXPIRY_SWEEP_MS = 30_000;

/** Case battles (issue 7): lobby, runner on pg-boss, queries, and `counters.battle`. */
export function createBattlesModule(deps: BattlesDeps) {
  const service = createBattlesService(deps);
  let counted: { at: number; n: number } | undefined;
  let expiry: NodeJS.Timeout | undefined;
  const expire = () => {
    service.expireWaiting().catch((e) => deps.log.warn({ err: e }, 'battle expiry failed'));
  };
  return {
    service,
    routes: battlesRoutes({ battles: service }),
    /** Starts the round worker, the overdue sweep and the expiry of stale waiting battles (once the app is built). */
    async start() {
      await service.jobs.start();
      expire();
      expiry = setInterval(expire, EXPIRY_SWEEP_MS);
      expiry.unref();
    },
    stop() {
      if (expiry) clearInterval(expiry);
      return service.jobs.stop();
    },
    /** Whether `/battle/:id` names a battle (the web server answers unknown pages with 404; one key read). */
    async exists(id: string) {
      if (!/^\d{1,15}$/.test(id)) return false;
      return (await findBattle(deps.database.db, Number(id))) !== undefined;
    },
    /** `counters.battle` of `/api/config`: battles that started, cached for a few seconds (never a hot row). */
    async counters() {
      if (!counted || Date.now() - counted.at > COUNTER_MS)
        counted = { at: Date.now(), n: await service.queries.count() };
      return { battle: counted.n };
    },
  };
}

export type BattlesModule = ReturnType<typeof createBattlesModule>;

export const battlesModule = defineModule({
  name: 'battles',
  needs: {
    cases: casesModule,
    catalog: catalogModule,
    inventory: inventoryModule,
    fair: fairModule,
    realtime: realtimeModule,
  },
  settings: battleSettings,
  create({ platform, settings, needs, extensions }) {
    const battles = createBattlesModule({
      database: platform.database,
      bus: platform.bus,
      jobs: platform.jobs,
      cases: needs.cases.service,
      catalog: needs.catalog.service,
      inventory: needs.inventory.service,
      fair: needs.fair.service,
      drops: needs.realtime.drops,
      settings,
      log: platform.log,
      gate: gateOf(extensions),
      bets: () => extensions.bets,
    });
    return {
      provides: battles,
      routes: battles.routes,
      jobs: [ROUND_QUEUE],
      start: battles.start,
      stop: battles.stop,
      contributes: { counters: battles.counters, pages: { page: 'battle', exists: battles.exists } },
    };
  },
});
