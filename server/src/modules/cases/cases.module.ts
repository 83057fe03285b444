import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db';
import type { CatalogService } from '../catalog';
import type { Fair } from '../fair';
import type { Inventory } from '../inventory';
import type { Drops } from '../realtime';
import { loadCaseContent } from './cases.content';
import { casesRoutes } from './cases.routes';
import { createCasesService, type Player } from './cases.service';
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
  /** When the player's latest completed deposit was paid (free boxes that need a recent deposit). */
  lastDepositAt: (userId: number) => Promise<Date | null>;
  firstRecharge: FirstRechargeGrants;
  requireUser: (req: FastifyRequest) => Promise<Player>;
  /** The signed-in player, if any (the free-box list answers visitors too). */
  userOf: (req: FastifyRequest) => Promise<{ id: number } | undefined>;
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
    async routes(app: FastifyInstance) {
      await app.register(casesRoutes({ cases, free, requireUser: deps.requireUser }));
      await app.register(freeRoutes({ free, requireUser: deps.requireUser, userOf: deps.userOf }));
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
