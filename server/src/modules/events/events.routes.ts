import { eventsApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { Engine } from './events.engine';

/**
 * `GET /api/events`: the running events for the viewer (visitors too, marked not eligible);
 * `GET /api/events/{key}/prizes`: an event's prize table, to name what a verified ticket won.
 */
export function eventsRoutes(engine: Engine, timeZone: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      eventsApi.list.path,
      { config: { auth: 'optional' }, schema: { tags: ['events'], response: { 200: eventsApi.list.result } } },
      async (req) => ok({ list: await engine.list(req.viewer, req, langOf(req)), time_zone: timeZone }),
    );
    app.get(
      eventsApi.prizes.path,
      {
        config: { auth: 'optional' },
        schema: { tags: ['events'], params: eventsApi.prizes.params, response: { 200: eventsApi.prizes.result } },
      },
      async (req) => ok(await engine.prizeTable(req.params.key, langOf(req))),
    );
  };
}
