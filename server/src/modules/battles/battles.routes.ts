import { battlesApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, langOf, ok } from '../../platform/http';
import type { BattlesService } from './battles.service';

/**
 * `/api/battle…` (contract: shared/contract/battles.ts). Thin: contract in, service, envelope out. Responsible gaming
 * runs inside the lobby's transactions (decision 65).
 */
export function battlesRoutes(deps: { battles: BattlesService }) {
  const { battles } = deps;
  const api = battlesApi;
  const tags = ['battles'];
  /** A created battle's detail, for a retry whose first call committed but lost its answer (the id was noted). */
  const created = async (req: FastifyRequest, ref: string | null) => {
    if (!ref) throw new AppError('conflict');
    return battles.queries.detail(Number(ref), req.player.id, undefined, langOf(req));
  };
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();

    app.get(
      api.list.path,
      { schema: { tags, querystring: api.list.query, response: { 200: api.list.result } } },
      async (req) => ok(await battles.queries.list(req.query, langOf(req))),
    );
    app.get(
      api.mine.path,
      { config: { auth: 'player' }, schema: { tags, querystring: api.mine.query, response: { 200: api.mine.result } } },
      async (req) => {
        const player = req.player;
        return ok(await battles.queries.mine(player.id, req.query.page, req.query.limit, langOf(req)));
      },
    );
    app.get(
      api.history.path,
      {
        config: { auth: 'player' },
        schema: { tags, querystring: api.history.query, response: { 200: api.history.result } },
      },
      async (req) => {
        const player = req.player;
        return ok(await battles.queries.history(player.id, req.query.page, req.query.limit, langOf(req)));
      },
    );
    app.get(
      api.detail.path,
      {
        config: { auth: 'optional' },
        schema: {
          tags,
          params: api.detail.params,
          querystring: api.detail.query,
          response: { 200: api.detail.result },
        },
      },
      async (req) => {
        const viewer = req.viewer;
        return ok(await battles.queries.detail(req.params.id, viewer?.id, req.query.code, langOf(req)));
      },
    );
    app.post(
      api.create.path,
      {
        config: { auth: 'player', replay: (req, ref) => created(req, ref) },
        schema: { tags, body: api.create.body, response: { 200: api.create.result } },
      },
      async (req) => {
        return ok(await battles.create(req.player, req.body, langOf(req)));
      },
    );
    app.post(
      api.join.path,
      {
        config: {
          auth: 'player',
          replay: (req) =>
            battles.queries.detail(
              (req.params as { id: number }).id,
              req.player.id,
              (req.body as { code?: string }).code,
              langOf(req),
            ),
        },
        schema: { tags, params: api.join.params, body: api.join.body, response: { 200: api.join.result } },
      },
      async (req) => {
        return ok(await battles.join(req.player, req.params.id, req.body, langOf(req)));
      },
    );
    app.post(
      api.leave.path,
      { config: { auth: 'player' }, schema: { tags, params: api.leave.params, response: { 200: api.leave.result } } },
      async (req) => ok(await battles.leave(req.player, req.params.id)),
    );
    app.post(
      api.bots.path,
      {
        config: {
          auth: 'player',
          replay: (req) =>
            battles.queries.detail((req.params as { id: number }).id, req.player.id, undefined, langOf(req)),
        },
        schema: { tags, params: api.bots.params, response: { 200: api.bots.result } },
      },
      async (req) => {
        return ok(await battles.bots(req.player, req.params.id, langOf(req)));
      },
    );
    app.post(
      api.copy.path,
      // The body is optional (a public battle needs none): parsed here, since a missing body is null to Fastify.
      {
        config: { auth: 'player', replay: (req, ref) => created(req, ref) },
        schema: { tags, params: api.copy.params, response: { 200: api.copy.result } },
      },
      async (req) => {
        const body = api.copy.body.safeParse(req.body ?? {});
        if (!body.success) throw new AppError('validation_failed', { field: 'code' });
        return ok(await battles.copy(req.player, req.params.id, body.data, langOf(req)));
      },
    );
  };
}
