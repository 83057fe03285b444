import { dropsApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok, shared } from '../../platform/http';
import type { Drops } from './drops.service';

/** `/api/drop` (the strip, pages and top drops) and `/api/drop_top` (today's dearest). */
export function realtimeRoutes(deps: { drops: Drops; ready: () => Promise<unknown> }) {
  const { drops } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      dropsApi.list.path,
      { schema: { tags: ['drops'], querystring: dropsApi.list.query, response: { 200: dropsApi.list.result } } },
      async (req) => {
        await deps.ready();
        const { limit, page, top } = req.query;
        return ok(shared(await drops.list({ limit, page, top: top === undefined ? undefined : Number(top) })));
      },
    );
    app.get(dropsApi.top.path, { schema: { tags: ['drops'], response: { 200: dropsApi.top.result } } }, async () => {
      await deps.ready();
      return ok(await drops.top());
    });
  };
}
