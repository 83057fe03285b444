import { inventoryApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { Inventory } from './inventory.service';

export function inventoryRoutes(deps: { inventory: Inventory }) {
  const { inventory } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['inventory'];
    app.get(
      inventoryApi.backpack.path,
      {
        config: { auth: 'player' },
        schema: { tags, querystring: inventoryApi.backpack.query, response: { 200: inventoryApi.backpack.result } },
      },
      async (req) => {
        const user = req.player;
        return ok(await inventory.backpack(user.id, req.query, langOf(req)));
      },
    );
    app.post(
      inventoryApi.sell.path,
      {
        config: { auth: 'player' },
        schema: { tags, body: inventoryApi.sell.body, response: { 200: inventoryApi.sell.result } },
      },
      async (req) => {
        const user = req.player;
        return ok(await inventory.sell(user.id, req.body.knapsack_id));
      },
    );
  };
}
