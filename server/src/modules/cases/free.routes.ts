import { freeApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { FreeBoxes } from './free.service';

export function freeRoutes(deps: { free: FreeBoxes }) {
  const { free } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      freeApi.list.path,
      {
        config: { auth: 'optional' },
        schema: { tags: ['free'], querystring: freeApi.list.query, response: { 200: freeApi.list.result } },
      },
      async (req) => {
        // An expired session sees what a visitor sees.
        const user = req.viewer;
        return ok(await free.list(user?.id, req.query, langOf(req)));
      },
    );
    app.post(
      freeApi.open.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['free'], params: freeApi.open.params, response: { 200: freeApi.open.result } },
      },
      async (req) => ok(await free.open(req.player, req.params.id, langOf(req))),
    );
  };
}
