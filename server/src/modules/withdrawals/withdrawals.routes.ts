import { withdrawalsApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { WithdrawalsService } from './withdrawals.service';

/** `POST /api/system_shop/extract` and `GET /api/withdrawals`. */
export function withdrawalsRoutes(deps: { withdrawals: WithdrawalsService }) {
  const { withdrawals } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = withdrawalsApi;
    const tags = ['withdrawals'];
    app.post(
      api.extract.path,
      { config: { auth: 'player' }, schema: { tags, body: api.extract.body, response: { 200: api.extract.result } } },
      async (req) => ok(await withdrawals.extract(req.player, req.body.knapsack_id, langOf(req))),
    );
    app.get(
      api.list.path,
      { config: { auth: 'player' }, schema: { tags, querystring: api.list.query, response: { 200: api.list.result } } },
      async (req) => ok(await withdrawals.list(req.player.id, req.query, langOf(req))),
    );
  };
}
