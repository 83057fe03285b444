import { limitsApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http';
import type { Limits } from './limits.service';

/** `GET|POST /api/user/limits`, `POST /api/user/cool_off`, `POST /api/user/self_exclusion`. */
export function limitsRoutes(deps: { limits: Limits }) {
  const { limits } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['limits'];
    const api = limitsApi;
    app.get(
      api.get.path,
      { config: { auth: 'player' }, schema: { tags, response: { 200: api.get.result } } },
      async (req) => ok(await limits.get(req.player.id)),
    );
    app.post(
      api.set.path,
      { config: { auth: 'player' }, schema: { tags, body: api.set.body, response: { 200: api.set.result } } },
      async (req) => ok(await limits.set(req.player.id, req.body)),
    );
    app.post(
      api.coolOff.path,
      { config: { auth: 'player' }, schema: { tags, body: api.coolOff.body, response: { 200: api.coolOff.result } } },
      async (req) => ok(await limits.coolOff(req.player.id, req.body.hours)),
    );
    app.post(
      api.selfExclusion.path,
      {
        config: { auth: 'player' },
        schema: { tags, body: api.selfExclusion.body, response: { 200: api.selfExclusion.result } },
      },
      async (req) => ok(await limits.selfExclude(req.player.id, req.body.months)),
    );
  };
}
