import { withdrawalsApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { Player, WithdrawalsService } from './withdrawals.service';

/** `POST /api/system_shop/extract` and `GET /api/withdrawals`. */
export function withdrawalsRoutes(deps: {
  withdrawals: WithdrawalsService;
  requireUser: (req: FastifyRequest) => Promise<Player>;
}) {
  const { withdrawals, requireUser } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = withdrawalsApi;
    const tags = ['withdrawals'];
    app.post(
      api.extract.path,
      { schema: { tags, body: api.extract.body, response: { 200: api.extract.result } } },
      async (req) => ok(await withdrawals.extract(await requireUser(req), req.body.knapsack_id, langOf(req))),
    );
    app.get(
      api.list.path,
      { schema: { tags, querystring: api.list.query, response: { 200: api.list.result } } },
      async (req) => ok(await withdrawals.list((await requireUser(req)).id, req.query, langOf(req))),
    );
  };
}
