import { paymentsApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db';
import { langOf, ok } from '../../platform/http';
import { HISTORY_PAGE_SIZE, type HistorySource, historyPage, type ItemViews, toCsv } from './history';

const CSV_MAX_ROWS = 5000;

export function walletRoutes(deps: {
  db: Db;
  /** Entries of higher modules (withdrawals) merged into the history, read at request time. */
  historySources?: readonly HistorySource[];
  /** Names the items of sales and purchases (the inventory's contribution). */
  historyItems?: readonly ItemViews[];
}) {
  const options = (req: FastifyRequest) => ({
    sources: deps.historySources ?? [],
    items: deps.historyItems,
    lang: langOf(req),
  });
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = paymentsApi.transactions;
    app.get(
      api.path,
      {
        config: { auth: 'player' },
        schema: { tags: ['wallet'], querystring: api.query, response: { 200: api.result } },
      },
      async (req) => {
        const user = req.player;
        return ok(await historyPage(deps.db, user.id, req.query.type, req.query.page, HISTORY_PAGE_SIZE, options(req)));
      },
    );
    const csv = paymentsApi.transactionsCsv;
    app.get(
      csv.path,
      { config: { auth: 'player' }, schema: { tags: ['wallet'], querystring: csv.query } },
      async (req, reply) => {
        const user = req.player;
        const { list } = await historyPage(deps.db, user.id, req.query.type, 1, CSV_MAX_ROWS, options(req));
        return reply
          .type('text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="dropforge-transactions${req.query.type ? `-${req.query.type}` : ''}.csv"`,
          )
          .send(toCsv(list));
      },
    );
  };
}
