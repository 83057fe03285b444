import { casesApi, dropsApi, fairApi, zClientSeed } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, langOf, ok } from '../../platform/http';
import type { CasesService, Player } from './cases.service';
import type { Drops } from './drops';
import type { Fair } from './fair.service';
import type { FreeBoxes } from './free.service';

type RequireUser = (req: import('fastify').FastifyRequest) => Promise<Player>;

export function casesRoutes(deps: {
  cases: CasesService;
  free: FreeBoxes;
  fair: Fair;
  drops: Drops;
  requireUser: RequireUser;
}) {
  const { cases, free, fair, drops, requireUser } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(casesApi.list.path, { schema: { tags: ['cases'], response: { 200: casesApi.list.result } } }, async (req) =>
      ok(await cases.list(langOf(req))),
    );
    app.get(
      casesApi.detail.path,
      { schema: { tags: ['cases'], params: casesApi.detail.params, response: { 200: casesApi.detail.result } } },
      async (req) => ok(await cases.detail(req.params.id, langOf(req))),
    );
    app.post(
      casesApi.open.path,
      {
        schema: {
          tags: ['cases'],
          params: casesApi.open.params,
          body: casesApi.open.body,
          response: { 200: casesApi.open.result },
        },
      },
      async (req) => {
        const player = await requireUser(req);
        const { id } = req.params;
        // A free box opened from its case page (e.g. the first-recharge banner): one, by the free-box rules.
        if (await free.isFreeBox(id)) {
          if (req.body.number !== 1) throw new AppError('box_conditions');
          return ok(await free.open(player, id, langOf(req)));
        }
        const header = req.headers['idempotency-key'];
        const key = typeof header === 'string' && header ? header : undefined;
        return ok(await cases.open(player, id, req.body.number, langOf(req), key));
      },
    );

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

    app.get(
      dropsApi.list.path,
      { schema: { tags: ['drops'], querystring: dropsApi.list.query, response: { 200: dropsApi.list.result } } },
      async (req) => {
        await cases.all();
        const { limit, page, top } = req.query;
        return ok(await drops.list({ limit, page, top: top === undefined ? undefined : Number(top) }));
      },
    );
    app.get(dropsApi.top.path, { schema: { tags: ['drops'], response: { 200: dropsApi.top.result } } }, async () => {
      await cases.all();
      return ok(await drops.top());
    });
  };
}
