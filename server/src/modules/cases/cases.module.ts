import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../platform/db';
import { defineModule, defineSettings, gateOf } from '../../platform/modules';
import type { BetHook, CouponUse, PlayGate } from '../../platform/ports';
import { type CatalogService, catalogModule } from '../catalog';
import { type Fair, fairModule } from '../fair';
import { type Inventory, inventoryModule } from '../inventory';
import { paymentsModule } from '../payments';
import { type Drops, realtimeModule } from '../realtime';
import { loadCaseContent } from './cases.content';
import { casesRoutes } from './cases.routes';
import { createCasesService } from './cases.service';
import { createDesignedCases } from './designed.service';
import { freeCaseFacts } from './free.facts';
import { freeRoutes } from './free.routes';
import { createFreeBoxes, type FirstRechargeGrants } from './free.service';
import { createOpening } from './opening';

const COUNTER_MS = 5_000;

/** Cases and free boxes (DESIGN §5): rolls come from `fair`, drops go to the `realtime` feed. */
export function createCasesModule(deps: {
  database: Database;
  catalog: CatalogService;
  inventory: Inventory;
  fair: Fair;
  drops: Drops;
  contentDir: string;
  defaultRtp: number;
  levelOf: (userId: number) => Promise<number>;
  /** Work of modules above inside each open's transaction (VIP rakeback). */
  bets?: () => readonly BetHook[];
  /** When the player's latest completed deposit was paid (free boxes that need a recent deposit). */
  lastDepositAt: (userId: number) => Promise<Date | null>;
  firstRecharge: FirstRechargeGrants;
  /** Responsible gaming inside a paid open's transaction (extension point `playGate`). */
  gate?: PlayGate;
  /** Coupons taken off a paid open's price (extension point `coupons`). */
  coupons?: () => readonly CouponUse[];
  log: { warn: (msg: string) => void };
}) {
  const content = loadCaseContent(deps.contentDir);
  const opening = createOpening(deps);
  const cases = createCasesService({ ...deps, opening, content });
  const free = createFreeBoxes({ ...deps, cases, opening });
  let counted: { at: number; n: number } | undefined;

  return {
    service: cases,
    free,
    /** Rolls a case for a player inside the caller's transaction (codes and events grant opens this way). */
    opening,
    async routes(app: FastifyInstance) {
      await app.register(casesRoutes({ cases, free }));
      await app.register(freeRoutes({ free }));
    },
    /** Whether `/case/:id` names a case (the web server answers unknown pages with 404; cached list). */
    async exists(id: string) {
      return (await cases.all()).some((c) => c.id === id);
    },
    /** `counters.unpacking` of `/api/config`: case openings, cached for a few seconds. */
    async counters() {
      if (!counted || Date.now() - counted.at > COUNTER_MS)
        counted = { at: Date.now(), n: await deps.drops.countOf('unpacking') };
      return { unpacking: counted.n };
    },
  };
}

export type CasesModule = ReturnType<typeof createCasesModule>;

/** DEFAULT_RTP: return to player of cases whose content file names none (default 90 %); prices follow from it. */
const casesSettings = defineSettings(
  z.object({ DEFAULT_RTP: z.coerce.number().min(0.5).max(0.99).default(0.9) }),
  (env) => ({ defaultRtp: env.DEFAULT_RTP }),
);

export const casesModule = defineModule({
  name: 'cases',
  needs: {
    catalog: catalogModule,
    inventory: inventoryModule,
    fair: fairModule,
    realtime: realtimeModule,
    payments: paymentsModule,
  },
  settings: casesSettings,
  create({ platform, settings, needs, extensions }) {
    const { config } = platform;
    const cases = createCasesModule({
      database: platform.database,
      catalog: needs.catalog.service,
      inventory: needs.inventory.service,
      fair: needs.fair.service,
      drops: needs.realtime.drops,
      contentDir: config.contentDir,
      defaultRtp: settings.defaultRtp,
      // VIP (a listener module above) tells levels through the `levels` extension point; none means level 0.
      levelOf: async (userId) => (extensions.levels[0] ? extensions.levels[0](userId) : 0),
      bets: () => extensions.bets,
      lastDepositAt: needs.payments.lastDepositAt,
      firstRecharge: needs.payments.firstRecharge,
      gate: gateOf(extensions),
      coupons: () => extensions.coupons,
      log: platform.log,
    });
    const service = cases.service;
    const designed = createDesignedCases({
      database: platform.database,
      catalog: needs.catalog.service,
      cases: service,
      bus: platform.bus,
    });
    return {
      provides: { ...cases, designed, facts: () => freeCaseFacts(loadCaseContent(config.contentDir)) },
      routes: cases.routes,
      contributes: {
        counters: cases.counters,
        pages: { page: 'case', exists: cases.exists },
        pictures: { kind: 'case', resolve: service.pictureSource },
        boxes: { info: (id) => service.boxInfo(id), ready: () => service.all(), topValue: service.topValue },
      },
    };
  },
});
