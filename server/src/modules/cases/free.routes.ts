import { freeApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { FreeBoxes } from './free.service';
import type { Player } from './opening';

export function freeRoutes(deps: {
  free: FreeBoxes;
  requireUser: (req: FastifyRequest) => Promise<Player>;
  userOf: (req: FastifyRequest) => Promise<{ id: number } | undefined>;
}) {
  const { free, requireUser } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      freeApi.list.path,
      { schema: { tags: ['free'], querystring: freeApi.list.query, response: { 200: freeApi.list.result } } },
      async (req) => {
        // An expired session sees what a visitor sees.
        const user = await deps.userOf(req).catch(() => undefined);
        return ok(await free.list(user?.id, req.query, langOf(req)));
      },
    );
    app.post(
      freeApi.open.path,
      { schema: { tags: ['free'], params: freeApi.open.params, response: { 200: freeApi.open.result } } },
      async (req) => ok(await free.open(await requireUser(req), req.params.id, langOf(req))),
    );
  };
}
