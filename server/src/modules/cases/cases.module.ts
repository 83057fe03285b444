import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Bus } from '../../platform/bus';
import type { Database } from '../../platform/db';
import type { CatalogService } from '../catalog';
import type { Inventory } from '../inventory';
import { loadCaseContent } from './cases.content';
import { casesRoutes } from './cases.routes';
import { createCasesService, type Player } from './cases.service';
import { createDrops } from './drops';
import { createFair } from './fair.service';
import { freeRoutes } from './free.routes';
import { createFreeBoxes, type FirstRechargeGrants } from './free.service';
import { createOpening } from './opening';

const COUNTER_MS = 5_000;

/** Cases and free boxes, provably-fair seeds and rolls, and the live drop feed (DESIGN §5, §7). */
export function createCasesModule(deps: {
  database: Database;
  bus: Bus;
  catalog: CatalogService;
  inventory: Inventory;
  contentDir: string;
  defaultRtp: number;
  levelOf: (userId: number) => Promise<number>;
  /** When the player's latest completed deposit was paid (free boxes that need a recent deposit). */
  lastDepositAt: (userId: number) => Promise<Date | null>;
  firstRecharge: FirstRechargeGrants;
  requireUser: (req: FastifyRequest) => Promise<Player>;
  /** The signed-in player, if any (the free-box list answers visitors too). */
  userOf: (req: FastifyRequest) => Promise<{ id: number } | undefined>;
  log: { warn: (msg: string) => void };
}) {
  const content = loadCaseContent(deps.contentDir);
  const fair = createFair(deps.database);
  let service: ReturnType<typeof createCasesService> | undefined;
  const drops = createDrops({
    db: deps.database.db,
    bus: deps.bus,
    catalog: deps.catalog,
    boxInfo: (id) => service?.boxInfo(id) ?? null,
  });
  const opening = createOpening({ ...deps, fair, drops });
  service = createCasesService({ ...deps, opening, content });
  const cases = service;
  const free = createFreeBoxes({ ...deps, cases, opening });
  let counted: { at: number; n: number } | undefined;

  return {
    service: cases,
    free,
    fair,
    drops,
    async routes(app: FastifyInstance) {
      await app.register(casesRoutes({ cases, free, fair, drops, requireUser: deps.requireUser }));
      await app.register(freeRoutes({ free, requireUser: deps.requireUser, userOf: deps.userOf }));
    },
    /** `counters.unpacking` of `/api/config`: case openings, cached for a few seconds. */
    async counters() {
      if (!counted || Date.now() - counted.at > COUNTER_MS)
        counted = { at: Date.now(), n: await drops.countOpenings() };
      return { unpacking: counted.n };
    },
  };
}

export type CasesModule = ReturnType<typeof createCasesModule>;
