import { fairApi, zClientSeed } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/http';
import type { Fair } from './fair.service';

/** `/api/pfv_api` (the player's seed pair: read, set the client seed, rotate) and `/api/pfv_log`. */
export function fairRoutes(deps: { fair: Fair; requireUser: (req: FastifyRequest) => Promise<{ id: number }> }) {
  const { fair, requireUser } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(fairApi.seeds.path, { schema: { tags: ['fair'], response: { 200: fairApi.seeds.result } } }, async (req) =>
      ok(await fair.current((await requireUser(req)).id)),
    );
    app.post(
      fairApi.update.path,
      { schema: { tags: ['fair'], body: fairApi.update.body, response: { 200: fairApi.update.result } } },
      async (req) => {
        const user = await requireUser(req);
        const { clientSeed, rotate } = req.body;
        if (clientSeed !== undefined && !zClientSeed.safeParse(clientSeed).success) {
          throw new AppError('client_seed_invalid');
        }
        if (rotate) return ok(await fair.rotate(user.id, clientSeed));
        return ok(await fair.setClientSeed(user.id, clientSeed!));
      },
    );
    app.get(
      fairApi.log.path,
      { schema: { tags: ['fair'], querystring: fairApi.log.query, response: { 200: fairApi.log.result } } },
      async (req) => ok(await fair.log((await requireUser(req)).id, req.query.page)),
    );
  };
}
