import { opsApi } from '@dropforge/shared/contract';
import { type Milli, toAmount } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { langOf, ok } from '../../platform/http';
import { type DesignedCases, slugOf } from '../cases';
import type { CatalogService } from '../catalog';
import { audit } from './audit';
import { actorOf, guard } from './guard';
import type { OpsRouteDeps } from './ops.routes';

/** The case designer, drafts, publishing and switches (area `cases`). */
export function opsCasesRoutes(deps: OpsRouteDeps & { designed: DesignedCases; catalog: CatalogService }) {
  const { database, operators, designed } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const preHandler = guard(operators, 'cases');
    app.get(opsApi.cases.path, { preHandler, schema: { tags, response: { 200: opsApi.cases.result } } }, async () =>
      ok({ list: await designed.list() }),
    );
    app.get(
      opsApi.caseDetail.path,
      { preHandler, schema: { tags, params: opsApi.caseDetail.params, response: { 200: opsApi.caseDetail.result } } },
      async (req) => ok(await designed.detail(req.params.id)),
    );
    app.get(
      opsApi.goods.path,
      { preHandler, schema: { tags, querystring: opsApi.goods.query, response: { 200: opsApi.goods.result } } },
      async (req) => {
        const lang = langOf(req);
        const { rows } = await deps.catalog.search({
          name: req.query.q || undefined,
          above: 0 as Milli,
          sort: 'desc',
          limit: req.query.limit,
          offset: 0,
        });
        return ok({
          list: rows.map((g) => {
            const view = deps.catalog.goodsView(g, lang);
            return {
              id: g.id,
              // The market hash name: it names the wear and StatTrak™, which the display name leaves out.
              name: g.hashName,
              price: toAmount(g.price),
              picture: view.picture,
              color: g.qualityColor,
              estimated: g.priceSource === 'estimate',
            };
          }),
        });
      },
    );
    app.post(
      opsApi.design.path,
      { preHandler, schema: { tags, body: opsApi.design.body, response: { 200: opsApi.design.result } } },
      async (req) => ok(await designed.design({ ...req.body, name: '', category: 'site', level: 0 }, langOf(req))),
    );
    app.post(
      opsApi.createCase.path,
      { preHandler, schema: { tags, body: opsApi.createCase.body, response: { 200: opsApi.createCase.result } } },
      async (req) => {
        const id = req.body.id ?? (slugOf(req.body.name).slice(0, 60) || 'case');
        const made = await database.withTx(async (tx) => {
          const change = await designed.create(tx, id, req.body);
          await audit(tx, actorOf(req), { action: 'case.create', target: `case:${id}`, after: change.after });
          return change.view;
        });
        return ok(made);
      },
    );
    app.post(
      opsApi.editCase.path,
      {
        preHandler,
        schema: {
          tags,
          params: opsApi.editCase.params,
          body: opsApi.editCase.body,
          response: { 200: opsApi.editCase.result },
        },
      },
      async (req) => {
        const view = await database.withTx(async (tx) => {
          const change = await designed.edit(tx, req.params.id, req.body);
          await audit(tx, actorOf(req), {
            action: 'case.edit',
            target: `case:${req.params.id}`,
            before: change.before,
            after: change.after,
          });
          return change.view;
        });
        return ok(view);
      },
    );
    app.post(
      opsApi.publishCase.path,
      { preHandler, schema: { tags, params: opsApi.publishCase.params, response: { 200: opsApi.publishCase.result } } },
      async (req) => {
        await database.withTx(async (tx) => {
          const change = await designed.publish(tx, req.params.id);
          await audit(tx, actorOf(req), {
            action: 'case.publish',
            target: `case:${req.params.id}`,
            before: change.before,
            after: change.after,
          });
        });
        await designed.changed();
        const { draft: _, ...view } = await designed.detail(req.params.id);
        return ok(view);
      },
    );
    app.post(
      opsApi.caseState.path,
      {
        preHandler,
        schema: {
          tags,
          params: opsApi.caseState.params,
          body: opsApi.caseState.body,
          response: { 200: opsApi.caseState.result },
        },
      },
      async (req) => {
        await database.withTx(async (tx) => {
          const change = await designed.setState(tx, req.params.id, req.body);
          await audit(tx, actorOf(req), { action: 'case.state', target: `case:${req.params.id}`, ...change });
        });
        await designed.changed();
        const { draft: _, ...view } = await designed.detail(req.params.id);
        return ok(view);
      },
    );
  };
}
