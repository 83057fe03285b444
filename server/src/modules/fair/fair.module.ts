import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db';
import { fairRoutes } from './fair.routes';
import { createFair } from './fair.service';

/**
 * Provably fair (DESIGN §5): every player's seed pair, nonces and rolls. Games take rolls inside their bet's
 * transaction (`nextRolls`) and record what they decided (`rollsInsert` / `recordRolls`).
 */
export function createFairModule(deps: {
  database: Database;
  requireUser: (req: FastifyRequest) => Promise<{ id: number }>;
}) {
  const service = createFair(deps.database);
  return { service, routes: fairRoutes({ fair: service, requireUser: deps.requireUser }) };
}

export type FairModule = ReturnType<typeof createFairModule>;
