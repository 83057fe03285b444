import { battlesApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, langOf, ok } from '../../platform/http';
import type { BattlesService, Player } from './battles.service';

/** `/api/battle…` (contract: shared/contract/battles.ts). Thin: contract in, service, envelope out. */
export function battlesRoutes(deps: {
  battles: BattlesService;
  requireUser: (req: FastifyRequest) => Promise<Player>;
  userOf: (req: FastifyRequest) => Promise<{ id: number } | undefined>;
}) {
  const { battles, requireUser } = deps;
  const api = battlesApi;
  const tags = ['battles'];
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      api.list.path,
      { schema: { tags, querystring: api.list.query, response: { 200: api.list.result } } },
      async (req) => ok(await battles.queries.list(req.query, langOf(req))),
    );
    app.get(
      api.mine.path,
      { schema: { tags, querystring: api.mine.query, response: { 200: api.mine.result } } },
      async (req) => {
        const player = await requireUser(req);
        return ok(await battles.queries.mine(player.id, req.query.page, req.query.limit, langOf(req)));
      },
    );
    app.get(
      api.history.path,
      { schema: { tags, querystring: api.history.query, response: { 200: api.history.result } } },
      async (req) => {
        const player = await requireUser(req);
        return ok(await battles.queries.history(player.id, req.query.page, req.query.limit, langOf(req)));
      },
    );
    app.get(
      api.detail.path,
      {
        schema: {
          tags,
          params: api.detail.params,
          querystring: api.detail.query,
          response: { 200: api.detail.result },
        },
      },
      async (req) => {
        const viewer = await deps.userOf(req).catch(() => undefined);
        return ok(await battles.queries.detail(req.params.id, viewer?.id, req.query.code, langOf(req)));
      },
    );
    app.post(
      api.create.path,
      { schema: { tags, body: api.create.body, response: { 200: api.create.result } } },
      async (req) => ok(await battles.create(await requireUser(req), req.body, langOf(req))),
    );
    app.post(
      api.join.path,
      { schema: { tags, params: api.join.params, body: api.join.body, response: { 200: api.join.result } } },
      async (req) => ok(await battles.join(await requireUser(req), req.params.id, req.body, langOf(req))),
    );
    app.post(
      api.leave.path,
      { schema: { tags, params: api.leave.params, response: { 200: api.leave.result } } },
      async (req) => ok(await battles.leave(await requireUser(req), req.params.id)),
    );
    app.post(
      api.bots.path,
      { schema: { tags, params: api.bots.params, response: { 200: api.bots.result } } },
      async (req) => ok(await battles.bots(await requireUser(req), req.params.id, langOf(req))),
    );
    app.post(
      api.copy.path,
      // The body is optional (a public battle needs none): parsed here, since a missing body is null to Fastify.
      { schema: { tags, params: api.copy.params, response: { 200: api.copy.result } } },
      async (req) => {
        const body = api.copy.body.safeParse(req.body ?? {});
        if (!body.success) throw new AppError('validation_failed', { field: 'code' });
        return ok(await battles.copy(await requireUser(req), req.params.id, body.data, langOf(req)));
      },
    );
  };
}
