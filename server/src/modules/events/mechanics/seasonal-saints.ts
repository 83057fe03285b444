import { seasonalApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../../platform/http';
import type { Seasonal } from './seasonal';

const tags = ['events'];

/**
 * Saints (spec §7; All Saints' and Halloween): `GET /api/saints` shows the event, `POST /api/saints/{case}/prize`
 * opens `number` (default 1) of that event case. Milestones are granted inside the open that reaches them.
 */
export const saintsRoutes = (seasonal: Seasonal) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    seasonalApi.saints.path,
    {
      config: { auth: 'optional' },
      schema: { tags, querystring: seasonalApi.saints.query, response: { 200: seasonalApi.saints.result } },
    },
    async (req) => ok(await seasonal.info(seasonal.eventOf('saints', req.query.key), 'auto', req.viewer, langOf(req))),
  );
  app.post(
    seasonalApi.saintsPrize.path,
    {
      config: { auth: 'player' },
      schema: {
        tags,
        params: seasonalApi.saintsPrize.params,
        body: seasonalApi.saintsPrize.body,
        response: { 200: seasonalApi.saintsPrize.result },
      },
    },
    async (req) => {
      const event = seasonal.eventOf('saints');
      return ok(
        await seasonal.open(event, 'auto', req.player, req, req.params.case, req.body?.number ?? 1, langOf(req)),
      );
    },
  );
};
