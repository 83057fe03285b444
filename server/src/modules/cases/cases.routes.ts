import { casesApi, trustApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, langOf, ok, shared } from '../../platform/http';
import type { CasesService } from './cases.service';
import type { FreeBoxes } from './free.service';

export function casesRoutes(deps: { cases: CasesService; free: FreeBoxes }) {
  const { cases, free } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(casesApi.list.path, { schema: { tags: ['cases'], response: { 200: casesApi.list.result } } }, async (req) =>
      ok(shared(await cases.list(langOf(req)))),
    );
    // Static paths: Fastify's router prefers them to `/api/box/:id`.
    app.get(
      trustApi.versions.path,
      {
        schema: { tags: ['cases'], querystring: trustApi.versions.query, response: { 200: trustApi.versions.result } },
      },
      async (req) => ok(await cases.versions(req.query)),
    );
    app.get(
      trustApi.version.path,
      { schema: { tags: ['cases'], params: trustApi.version.params, response: { 200: trustApi.version.result } } },
      async (req) => ok(await cases.version(req.params.hash)),
    );
    app.get(
      casesApi.detail.path,
      { schema: { tags: ['cases'], params: casesApi.detail.params, response: { 200: casesApi.detail.result } } },
      async (req) => ok(shared(await cases.detail(req.params.id, langOf(req)))),
    );
    app.post(
      casesApi.open.path,
      {
        config: { auth: 'player' },
        schema: {
          tags: ['cases'],
          params: casesApi.open.params,
          body: casesApi.open.body,
          response: { 200: casesApi.open.result },
        },
      },
      async (req) => {
        const player = req.player;
        const { id } = req.params;
        // A free box opened from its case page (e.g. the first-recharge banner): one, by the free-box rules.
        if (await free.isFreeBox(id)) {
          if (req.body.number !== 1 || req.body.coupon_id !== undefined) throw new AppError('box_conditions');
          return ok(await free.open(player, id, langOf(req)));
        }
        // Paid opens check responsible gaming inside their transaction; free boxes above stay open (decision 65).
        const header = req.headers['idempotency-key'];
        const key = typeof header === 'string' && header ? header : undefined;
        return ok(await cases.open(player, id, req.body.number, langOf(req), key, req.body.coupon_id));
      },
    );
  };
}
