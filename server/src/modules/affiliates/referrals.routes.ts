import { affiliatesApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';

import type { ReferralProgram } from './referrals.service';

/** `POST /api/user/build_spread`, `GET /api/user/spread`, `POST /api/user/spread/receive`, `POST /api/user/promotion`. */
export function referralRoutes(deps: { referrals: ReferralProgram }) {
  const { referrals } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['affiliates'];
    const api = affiliatesApi;
    app.post(
      api.buildSpread.path,
      {
        config: { auth: 'player' },
        schema: { tags, body: api.buildSpread.body, response: { 200: api.buildSpread.result } },
      },
      async (req) => ok(await referrals.setCode(req.player, req.body.code)),
    );
    app.get(
      api.spread.path,
      {
        config: { auth: 'player' },
        schema: { tags, querystring: api.spread.query, response: { 200: api.spread.result } },
      },
      async (req) => ok(await referrals.info(req.player, req.query.page)),
    );
    app.get(api.poster.path, { config: { auth: 'player' }, schema: { tags } }, async (req, reply) => {
      const png = await referrals.poster(req.player, langOf(req));
      return reply.type('image/png').header('cache-control', 'private, max-age=300').send(png);
    });
    app.post(
      api.receive.path,
      { config: { auth: 'player' }, schema: { tags, response: { 200: api.receive.result } } },
      async (req) => ok(await referrals.claim(req.player)),
    );
    app.post(
      api.promotion.path,
      {
        config: { auth: 'player' },
        schema: { tags, body: api.promotion.body, response: { 200: api.promotion.result } },
      },
      async (req) => ok(await referrals.bind(req.player, req.body.code)),
    );
  };
}
