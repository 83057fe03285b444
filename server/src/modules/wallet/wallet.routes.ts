import { paymentsApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db';
import { ok } from '../../platform/http';
import { HISTORY_PAGE_SIZE, type HistorySource, historyPage, toCsv } from './history';

const CSV_MAX_ROWS = 5000;

export function walletRoutes(deps: {
  db: Db;
  requireUser: (req: FastifyRequest) => Promise<{ id: number }>;
  /** Entries of higher modules (withdrawals) merged into the history; filled by app.ts once they exist. */
  historySources?: readonly HistorySource[];
}) {
  const sources = deps.historySources ?? [];
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = paymentsApi.transactions;
    app.get(
      api.path,
      { schema: { tags: ['wallet'], querystring: api.query, response: { 200: api.result } } },
      async (req) => {
        const user = await deps.requireUser(req);
        return ok(await historyPage(deps.db, user.id, req.query.type, req.query.page, HISTORY_PAGE_SIZE, sources));
      },
    );
    app.get(`${api.path}.csv`, { schema: { tags: ['wallet'], querystring: api.query } }, async (req, reply) => {
      const user = await deps.requireUser(req);
      const { list } = await historyPage(deps.db, user.id, req.query.type, 1, CSV_MAX_ROWS, sources);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="dropforge-transactions${req.query.type ? `-${req.query.type}` : ''}.csv"`,
        )
        .send(toCsv(list));
    });
  };
}
