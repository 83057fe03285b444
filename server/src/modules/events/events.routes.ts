import { eventsApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { Engine } from './events.engine';

/** `GET /api/events`: the running events for the viewer (visitors too, marked not eligible). */
export function eventsRoutes(engine: Engine, timeZone: string) {
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      eventsApi.list.path,
      { config: { auth: 'optional' }, schema: { tags: ['events'], response: { 200: eventsApi.list.result } } },
      async (req) => ok({ list: await engine.list(req.viewer, req, langOf(req)), time_zone: timeZone }),
    );
  };
}
