import { opsApi } from '@dropforge/shared/contract';
import { type Milli, parseMilli } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/http';
import { catalogStatus, endOverrides, goodsByPrice, setOverride } from '../catalog';
import { audit } from './audit';
import { actorOf, guard, operatorOf } from './guard';
import type { OpsRouteDeps } from './ops.routes';

/** Catalogue and prices (area `cases`): the price source's state, estimated items, overrides with an expiry. */
export function opsCatalogRoutes(
  deps: OpsRouteDeps & { prices: { source: string; cron: string | null }; changed: () => Promise<void> },
) {
  const { database, operators } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const preHandler = guard(operators, 'cases');
    app.get(opsApi.catalog.path, { preHandler, schema: { tags, response: { 200: opsApi.catalog.result } } }, async () =>
      ok(await catalogStatus(database.db, deps.prices.source, deps.prices.cron)),
    );
    app.get(
      opsApi.catalogGoods.path,
      {
        preHandler,
        schema: { tags, querystring: opsApi.catalogGoods.query, response: { 200: opsApi.catalogGoods.result } },
      },
      async (req) =>
        ok(
          await goodsByPrice(database.db, {
            q: req.query.q,
            estimated: req.query.estimated === '1',
            page: req.query.page,
          }),
        ),
    );
    app.post(
      opsApi.setOverride.path,
      { preHandler, schema: { tags, body: opsApi.setOverride.body, response: { 200: opsApi.setOverride.result } } },
      async (req) => {
        const { goods_id, reason } = req.body;
        await database.withTx(async (tx) => {
          const change = await setOverride(tx, {
            goodsId: goods_id,
            price: parseMilli(String(req.body.price)) as Milli,
            reason,
            expiresAt: new Date(req.body.expires_at),
            operator: operatorOf(req).email,
            now: deps.now(),
          });
          await audit(tx, actorOf(req), { action: 'price.override', target: `goods:${goods_id}`, ...change });
        });
        await deps.changed();
        return ok({ ok: true as const });
      },
    );
    app.post(
      opsApi.removeOverride.path,
      {
        preHandler,
        schema: {
          tags,
          params: opsApi.removeOverride.params,
          body: opsApi.removeOverride.body,
          response: { 200: opsApi.removeOverride.result },
        },
      },
      async (req) => {
        await database.withTx(async (tx) => {
          const [ended] = await endOverrides(tx, { goodsId: req.params.id });
          if (!ended) throw new AppError('override_not_found');
          await audit(tx, actorOf(req), {
            action: 'price.override.remove',
            target: `goods:${req.params.id}`,
            before: { price: ended.price, source: 'override' },
            after: { price: ended.restored, reason: req.body.reason },
          });
        });
        await deps.changed();
        return ok({ ok: true as const });
      },
    );
  };
}
