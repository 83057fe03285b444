import { mallApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, langOf, ok, shared } from '../../platform/http';
import type { MallService } from './mall.service';

/** `GET /api/system_shop`, `GET /api/system_shop/:id/buy` and `GET /api/system_shop/item/:id` (spec §7). */
export function mallRoutes(deps: { mall: MallService }) {
  const { mall } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = mallApi;
    const tags = ['mall'];
    app.get(
      api.list.path,
      { schema: { tags, querystring: api.list.query, response: { 200: api.list.result } } },
      async (req) => ok(shared(await mall.list(req.query, langOf(req)))),
    );
    app.get(
      api.buy.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, params: api.buy.params, response: { 200: api.buy.result } },
      },
      async (req) => {
        const player = req.player;
        // A GET (the spec's path), so the HTTP idempotency layer skips it: the service keys the purchase itself.
        const header = req.headers['idempotency-key'];
        const key = typeof header === 'string' && header ? header : undefined;
        if (key !== undefined && !/^[\w.:-]{1,200}$/.test(key)) throw new AppError('bad_request');
        return ok(await mall.buy(player, req.params.id, key));
      },
    );
    app.get(
      api.item.path,
      {
        config: { auth: 'optional' },
        schema: { tags, params: api.item.params, querystring: api.item.query, response: { 200: api.item.result } },
      },
      async (req) => {
        const user = req.viewer;
        return ok(await mall.item(user?.id, req.params.id, req.query.oid, langOf(req)));
      },
    );
  };
}
