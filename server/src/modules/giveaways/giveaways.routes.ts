import { giveawaysApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, langOf, ok } from '../../platform/http';
import type { GiveawaysService } from './giveaways.service';

/**
 * `/api/gift/…` (contract: shared/contract/giveaways.ts). `GET /api/gift/join/{id}` is a GET fixed by the spec
 * that changes state: `changesState` refuses it by HEAD and from other sites (decision 61).
 */
export function giveawaysRoutes(deps: { giveaways: GiveawaysService }) {
  const { giveaways } = deps;
  const api = giveawaysApi;
  const tags = ['giveaways'];
  /** A created room's detail, for a retry whose first call committed but lost its answer (the id was noted). */
  const created = async (req: FastifyRequest, ref: string | null) => {
    if (!ref) throw new AppError('conflict');
    return giveaways.detail(Number(ref), req.player.id, langOf(req));
  };
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      api.list.path,
      {
        config: { auth: 'optional' },
        schema: { tags, querystring: api.list.query, response: { 200: api.list.result } },
      },
      async (req) => ok(await giveaways.list(req.query, req.viewer?.id, langOf(req))),
    );
    app.get(
      api.detail.path,
      {
        config: { auth: 'optional' },
        schema: { tags, params: api.detail.params, response: { 200: api.detail.result } },
      },
      async (req) => ok(await giveaways.detail(req.params.id, req.viewer?.id, langOf(req))),
    );
    app.get(
      api.join.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, params: api.join.params, querystring: api.join.query, response: { 200: api.join.result } },
      },
      async (req) => ok(await giveaways.join(req.player, req.params.id, req.query.pwd, req.query.code)),
    );
    app.post(
      api.create.path,
      {
        config: { auth: 'player', replay: (req, ref) => created(req, ref) },
        schema: { tags, body: api.create.body, response: { 200: api.create.result } },
      },
      async (req) => ok(await giveaways.create(req.player, req.body, langOf(req))),
    );
    app.post(
      api.cancel.path,
      {
        config: {
          auth: 'player',
          replay: (req) => giveaways.detail((req.params as { id: number }).id, req.player.id, langOf(req)),
        },
        schema: { tags, params: api.cancel.params, response: { 200: api.cancel.result } },
      },
      async (req) => ok(await giveaways.cancel(req.player, req.params.id, langOf(req))),
    );
  };
}
