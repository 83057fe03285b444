import type { FastifyRequest } from 'fastify';
import { battlesRoutes } from './battles.routes';
import { type BattlesDeps, createBattlesService, type Player } from './battles.service';

const COUNTER_MS = 5_000;

/** Case battles (issue 7): lobby, runner on pg-boss, queries, and `counters.battle`. */
export function createBattlesModule(
  deps: BattlesDeps & {
    requireUser: (req: FastifyRequest) => Promise<Player>;
    userOf: (req: FastifyRequest) => Promise<{ id: number } | undefined>;
  },
) {
  const service = createBattlesService(deps);
  let counted: { at: number; n: number } | undefined;
  return {
    service,
    routes: battlesRoutes({ battles: service, requireUser: deps.requireUser, userOf: deps.userOf }),
    /** Starts the round worker and the overdue sweep (call once the app is built). */
    start: () => service.jobs.start(),
    stop: () => service.jobs.stop(),
    /** `counters.battle` of `/api/config`: battles that started, cached for a few seconds (never a hot row). */
    async counters() {
      if (!counted || Date.now() - counted.at > COUNTER_MS)
        counted = { at: Date.now(), n: await service.queries.count() };
      return { battle: counted.n };
    },
  };
}

export type BattlesModule = ReturnType<typeof createBattlesModule>;
