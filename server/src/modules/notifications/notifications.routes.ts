import { notificationsApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { NotificationsService } from './notifications.service';

/**
 * `GET /api/message/notifications`, `GET /api/message/mark_as_read[/{id}]` (spec §7). The mark paths are GETs fixed
 * by the spec that change state: `changesState` refuses them by HEAD and from other sites (decision 61).
 */
export function notificationsRoutes(deps: { notifications: NotificationsService }) {
  const { notifications } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = notificationsApi;
    const tags = ['notifications'];
    app.get(
      api.list.path,
      {
        config: { auth: 'player' },
        schema: { tags, querystring: api.list.query, response: { 200: api.list.result } },
      },
      async (req) => ok(await notifications.list(req.player, req.query, langOf(req))),
    );
    app.get(
      api.markAll.path,
      { config: { auth: 'player', changesState: true }, schema: { tags, response: { 200: api.markAll.result } } },
      async (req) => ok(await notifications.markAll(req.player)),
    );
    app.get(
      api.markOne.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, params: api.markOne.params, response: { 200: api.markOne.result } },
      },
      async (req) => ok(await notifications.markOne(req.player, req.params.id)),
    );
  };
}
