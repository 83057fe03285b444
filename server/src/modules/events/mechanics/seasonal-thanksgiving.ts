import { seasonalApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../../platform/http';
import type { Seasonal } from './seasonal';

const tags = ['events'];

/**
 * Thanksgiving (spec §7): `{event}` is the event key, `{case}` an event case, `{milestone}` a milestone's number.
 * Opens by `POST …/{event}/{case}/open {number}`; milestones are received by the player
 * (`POST …/{event}/{milestone}/prize`); `GET …/{event}/drop` lists the latest wins (limit 10).
 */
export const thanksgivingRoutes = (seasonal: Seasonal) => async (fastify: FastifyInstance) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const api = seasonalApi;
  const eventOf = (key: string) => seasonal.eventOf('thanksgiving', key);
  app.get(
    api.thanksgiving.path,
    {
      config: { auth: 'optional' },
      schema: { tags, querystring: api.thanksgiving.query, response: { 200: api.thanksgiving.result } },
    },
    async (req) =>
      ok(await seasonal.info(seasonal.eventOf('thanksgiving', req.query.key), 'receive', req.viewer, langOf(req))),
  );
  app.get(
    api.thanksgivingDetails.path,
    {
      config: { auth: 'optional' },
      schema: { tags, params: api.thanksgivingDetails.params, response: { 200: api.thanksgivingDetails.result } },
    },
    async (req) =>
      ok(await seasonal.details(eventOf(req.params.event), 'receive', req.viewer, req.params.case, langOf(req))),
  );
  app.get(
    api.thanksgivingDrop.path,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        params: api.thanksgivingDrop.params,
        querystring: api.thanksgivingDrop.query,
        response: { 200: api.thanksgivingDrop.result },
      },
    },
    async (req) => ok({ list: await seasonal.drops(eventOf(req.params.event), req.query.limit, langOf(req)) }),
  );
  app.post(
    api.thanksgivingOpen.path,
    {
      config: { auth: 'player' },
      schema: {
        tags,
        params: api.thanksgivingOpen.params,
        body: api.thanksgivingOpen.body,
        response: { 200: api.thanksgivingOpen.result },
      },
    },
    async (req) => {
      const event = eventOf(req.params.event);
      return ok(await seasonal.open(event, 'receive', req.player, req, req.params.case, req.body.number, langOf(req)));
    },
  );
  app.post(
    api.thanksgivingPrize.path,
    {
      config: { auth: 'player' },
      schema: { tags, params: api.thanksgivingPrize.params, response: { 200: api.thanksgivingPrize.result } },
    },
    async (req) =>
      ok(await seasonal.receive(eventOf(req.params.event), req.player, req, req.params.milestone, langOf(req))),
  );
};
