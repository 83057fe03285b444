import { opsPromotionsApi as api } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http';
import type { GiveawayDesk } from '../giveaways';
import { audit } from './audit';
import { actorOf, guard } from './guard';
import type { OpsRouteDeps } from './ops.routes';

/** Giveaways (area `events`): rooms by state, official rooms with their expected cost first, ending one early. */
export function opsGiveawaysRoutes(deps: OpsRouteDeps & { desk: GiveawayDesk }) {
  const { database, operators, desk } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const preHandler = guard(operators, 'events');

    app.get(
      api.giveaways.path,
      { preHandler, schema: { tags, querystring: api.giveaways.query, response: { 200: api.giveaways.result } } },
      async (req) => ok(await desk.list(req.query)),
    );
    app.post(
      api.giveawayCost.path,
      { preHandler, schema: { tags, body: api.giveawayCost.body, response: { 200: api.giveawayCost.result } } },
      async (req) => ok(await desk.cost(req.body)),
    );
    app.post(
      api.createGiveaway.path,
      { preHandler, schema: { tags, body: api.createGiveaway.body, response: { 200: api.createGiveaway.result } } },
      async (req) => {
        const prepared = await desk.prepare(req.body);
        const room = await database.withTx(async (tx) => {
          const made = await desk.create(tx, prepared);
          const { password: _password, ...shown } = req.body;
          await audit(tx, actorOf(req), {
            action: 'giveaway.create',
            target: `giveaway:${made.id}`,
            after: { ...shown, password: req.body.password ? '(set)' : null, expected_cost: made.cost },
          });
          return made;
        });
        await desk.created(room);
        return ok(await desk.one(room.id));
      },
    );
    app.post(
      api.endGiveaway.path,
      { preHandler, schema: { tags, params: api.endGiveaway.params, response: { 200: api.endGiveaway.result } } },
      async (req) => {
        const { id } = req.params;
        await database.withTx(async (tx) => {
          const ended = await desk.end(tx, id);
          await audit(tx, actorOf(req), {
            action: 'giveaway.end',
            target: `giveaway:${id}`,
            before: { state: 'open' },
            after: { state: ended.state },
          });
        });
        await desk.ended(id);
        return ok(await desk.one(id));
      },
    );
  };
}
