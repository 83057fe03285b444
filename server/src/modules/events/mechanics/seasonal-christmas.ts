import { seasonalApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../../platform/http';
import type { Seasonal } from './seasonal';

const tags = ['events'];

/**
 * Christmas (spec §7): `GET /api/christmas` shows the event (visitors too), `GET /api/christmas/open` opens
 * `number` of event case `case_id` — a GET with effect, so cross-site requests and HEAD are refused. Milestones are
 * granted inside the open that reaches them.
 */
export const christmasRoutes = (seasonal: Seasonal) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    seasonalApi.christmas.path,
    {
      config: { auth: 'optional' },
      schema: { tags, querystring: seasonalApi.christmas.query, response: { 200: seasonalApi.christmas.result } },
    },
    async (req) =>
      ok(await seasonal.info(seasonal.eventOf('christmas', req.query.key), 'auto', req.viewer, langOf(req))),
  );
  app.get(
    seasonalApi.christmasOpen.path,
    {
      config: { auth: 'player', changesState: true },
      schema: {
        tags,
        querystring: seasonalApi.christmasOpen.query,
        response: { 200: seasonalApi.christmasOpen.result },
      },
    },
    async (req) => {
      const q = req.query;
      const event = seasonal.eventOf('christmas', q.key);
      return ok(await seasonal.open(event, 'auto', req.player, req, q.case_id, q.number, langOf(req)));
    },
  );
};
