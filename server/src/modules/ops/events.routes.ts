import { opsPromotionsApi as api } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http';
import type { EventControls } from '../events';
import { audit } from './audit';
import { actorOf, guard } from './guard';
import type { OpsRouteDeps } from './ops.routes';

/**
 * Events (area `events`): every event with its state and expected cost per participant and day; new events are made
 * switched off, so their cost is seen before an operator switches them on; schedule and end any event.
 */
export function opsEventsRoutes(deps: OpsRouteDeps & { controls: EventControls }) {
  const { database, operators, controls } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const preHandler = guard(operators, 'events');

    app.get(api.events.path, { preHandler, schema: { tags, response: { 200: api.events.result } } }, async () =>
      ok({ list: await controls.list() }),
    );
    app.get(
      api.event.path,
      { preHandler, schema: { tags, params: api.event.params, response: { 200: api.event.result } } },
      async (req) => ok(await controls.detail(req.params.key)),
    );
    app.post(
      api.eventCost.path,
      { preHandler, schema: { tags, body: api.eventCost.body, response: { 200: api.eventCost.result } } },
      async (req) => ok(await controls.cost(req.body.definition)),
    );
    app.post(
      api.createEvent.path,
      { preHandler, schema: { tags, body: api.createEvent.body, response: { 200: api.createEvent.result } } },
      async (req) => {
        const definition = await database.withTx(async (tx) => {
          const stored = await controls.create(tx, req.body.definition);
          await audit(tx, actorOf(req), { action: 'event.create', target: `event:${stored.key}`, after: stored });
          return stored;
        });
        await controls.changed();
        return ok(await controls.view(definition.key));
      },
    );
    app.post(
      api.scheduleEvent.path,
      {
        preHandler,
        schema: {
          tags,
          params: api.scheduleEvent.params,
          body: api.scheduleEvent.body,
          response: { 200: api.scheduleEvent.result },
        },
      },
      async (req) => {
        const { key } = req.params;
        await database.withTx(async (tx) => {
          const change = await controls.schedule(tx, key, req.body);
          await audit(tx, actorOf(req), { action: 'event.schedule', target: `event:${key}`, ...change });
        });
        await controls.changed();
        return ok(await controls.view(key));
      },
    );
    app.post(
      api.endEvent.path,
      { preHandler, schema: { tags, params: api.endEvent.params, response: { 200: api.endEvent.result } } },
      async (req) => {
        const { key } = req.params;
        await database.withTx(async (tx) => {
          const ended = await controls.end(tx, key);
          await audit(tx, actorOf(req), {
            action: 'event.end',
            target: `event:${key}`,
            after: { enabled: false, ended_at: ended.at },
          });
        });
        await controls.changed();
        return ok(await controls.view(key));
      },
    );
  };
}
