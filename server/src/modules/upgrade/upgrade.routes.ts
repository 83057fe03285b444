import { upgradeApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import type { UpgradeService } from './upgrade.service';

/** `/api/upgrade/config`, `/api/upgrade/targets`, `POST /api/upgrade` and `/api/upgrade/history`. */
export function upgradeRoutes(deps: { upgrade: UpgradeService }) {
  const { upgrade } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = upgradeApi;
    app.get(api.config.path, { schema: { tags: ['upgrade'], response: { 200: api.config.result } } }, async () =>
      ok(upgrade.config()),
    );
    app.get(
      api.targets.path,
      { schema: { tags: ['upgrade'], querystring: api.targets.query, response: { 200: api.targets.result } } },
      async (req) => ok(await upgrade.targets(req.query, langOf(req))),
    );
    app.post(
      api.upgrade.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['upgrade'], body: api.upgrade.body, response: { 200: api.upgrade.result } },
      },
      async (req) => {
        const player = req.player;
        const header = req.headers['idempotency-key'];
        const key = typeof header === 'string' && header ? header : undefined;
        return ok(await upgrade.upgrade(player, req.body, langOf(req), key));
      },
    );
    app.get(
      api.history.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['upgrade'], querystring: api.history.query, response: { 200: api.history.result } },
      },
      async (req) => ok(await upgrade.history(req.player.id, req.query.page, langOf(req))),
    );
  };
}
