import type { FastifyRequest } from 'fastify';
import type { Bus } from '../../platform/bus';
import type { Database } from '../../platform/db';
import type { CatalogService } from '../catalog';
import type { Inventory } from '../inventory';
import { loadCaseContent } from './cases.content';
import { casesRoutes } from './cases.routes';
import { createCasesService, type Player } from './cases.service';
import { createDrops } from './drops';
import { createFair } from './fair.service';

const COUNTER_MS = 5_000;

/** Cases, provably-fair seeds and rolls, and the live drop feed (DESIGN §5, §7). */
export function createCasesModule(deps: {
  database: Database;
  bus: Bus;
  catalog: CatalogService;
  inventory: Inventory;
  contentDir: string;
  defaultRtp: number;
  levelOf: (userId: number) => Promise<number>;
  requireUser: (req: FastifyRequest) => Promise<Player>;
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
  service = createCasesService({ ...deps, fair, drops, content });
  const cases = service;
  let counted: { at: number; n: number } | undefined;

  return {
    service: cases,
    fair,
    drops,
    routes: casesRoutes({ cases, fair, drops, requireUser: deps.requireUser }),
    /** `counters.unpacking` of `/api/config`: case openings, cached for a few seconds. */
    async counters() {
      if (!counted || Date.now() - counted.at > COUNTER_MS)
        counted = { at: Date.now(), n: await drops.countOpenings() };
      return { unpacking: counted.n };
    },
  };
}

export type CasesModule = ReturnType<typeof createCasesModule>;
