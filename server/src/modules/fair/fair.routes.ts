import { fairApi, zClientSeed } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/http';
import type { Fair } from './fair.service';

/** `/api/pfv_api` (the player's seed pair: read, set the client seed, rotate) and `/api/pfv_log`. */
export function fairRoutes(deps: { fair: Fair }) {
  const { fair } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      fairApi.seeds.path,
      { config: { auth: 'player' }, schema: { tags: ['fair'], response: { 200: fairApi.seeds.result } } },
      async (req) => ok(await fair.current(req.player.id)),
    );
    app.post(
      fairApi.update.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['fair'], body: fairApi.update.body, response: { 200: fairApi.update.result } },
      },
      async (req) => {
        const user = req.player;
        const { clientSeed, rotate, serverSeedHash } = req.body;
        if (clientSeed !== undefined && !zClientSeed.safeParse(clientSeed).success) {
          throw new AppError('client_seed_invalid');
        }
        if (rotate) return ok(await fair.rotate(user.id, clientSeed, serverSeedHash));
        return ok(await fair.setClientSeed(user.id, clientSeed!));
      },
    );
    app.get(
      fairApi.log.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['fair'], querystring: fairApi.log.query, response: { 200: fairApi.log.result } },
      },
      async (req) => ok(await fair.log(req.player.id, req.query.page)),
    );
  };
}
