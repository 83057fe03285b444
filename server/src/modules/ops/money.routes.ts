import { opsApi } from '@dropforge/shared/contract';
import { addMilli, type Milli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http';
import type { RefundHook } from '../../platform/ports';
import { refundOrder } from '../payments';
import type { WithdrawalsModule } from '../withdrawals';
import { audit } from './audit';
import { actorOf, guard } from './guard';
import type { OpsRouteDeps } from './ops.routes';
import { orderQueue, withdrawalQueue, withdrawalSummary } from './queues';

/** The withdrawal queue (area `withdrawals`) and deposit orders with refunds (area `payments`). */
export function opsMoneyRoutes(
  deps: OpsRouteDeps & { withdrawals: WithdrawalsModule['operator']; refunded: () => readonly RefundHook[] },
) {
  const { database, operators, withdrawals } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const queue = guard(operators, 'withdrawals');
    const payments = guard(operators, 'payments');

    app.get(
      opsApi.withdrawals.path,
      {
        preHandler: queue,
        schema: { tags, querystring: opsApi.withdrawals.query, response: { 200: opsApi.withdrawals.result } },
      },
      async (req) => ok(await withdrawalQueue(database.db, req.query.state, req.query.page)),
    );
    app.get(
      opsApi.withdrawalCounts.path,
      { preHandler: queue, schema: { tags, response: { 200: opsApi.withdrawalCounts.result } } },
      async () => ok(await withdrawalSummary(database.db, withdrawals.providers(), await withdrawals.balances())),
    );
    app.post(
      opsApi.cancelWithdrawal.path,
      {
        preHandler: queue,
        schema: {
          tags,
          params: opsApi.cancelWithdrawal.params,
          body: opsApi.cancelWithdrawal.body,
          response: { 200: opsApi.cancelWithdrawal.result },
        },
      },
      async (req) => {
        const w = await withdrawals.cancel(req.params.id, `cancelled by support: ${req.body.reason}`);
        await database.withTx((tx) =>
          audit(tx, actorOf(req), {
            action: 'withdrawal.cancel',
            target: `withdrawal:${w.id}`,
            before: { state: w.state },
            after: { state: 'cancelled', reason: req.body.reason, item: w.knapsack_id, user: w.user_id },
          }),
        );
        return ok({ ok: true as const });
      },
    );
    app.post(
      opsApi.retryWithdrawal.path,
      {
        preHandler: queue,
        schema: { tags, params: opsApi.retryWithdrawal.params, response: { 200: opsApi.retryWithdrawal.result } },
      },
      async (req) => {
        const w = await withdrawals.retry(req.params.id);
        await database.withTx((tx) =>
          audit(tx, actorOf(req), {
            action: 'withdrawal.retry',
            target: `withdrawal:${w.id}`,
            before: { attempts: w.attempts },
            after: { attempts: 0 },
          }),
        );
        return ok({ ok: true as const });
      },
    );

    app.get(
      opsApi.orders.path,
      {
        preHandler: payments,
        schema: { tags, querystring: opsApi.orders.query, response: { 200: opsApi.orders.result } },
      },
      async (req) => ok(await orderQueue(database.db, req.query)),
    );
    app.post(
      opsApi.refund.path,
      {
        preHandler: payments,
        schema: {
          tags,
          params: opsApi.refund.params,
          body: opsApi.refund.body,
          response: { 200: opsApi.refund.result },
        },
      },
      async (req) => {
        const sn = req.params.order_sn;
        const result = await database.withTx(async (tx) => {
          const { order, reversed } = await refundOrder(tx, sn);
          let rebates: Milli = ZERO_MILLI;
          for (const hook of deps.refunded()) rebates = addMilli(rebates, await hook(tx, sn));
          const answer = { order_sn: sn, reversed: toAmount(reversed), rebates_reversed: toAmount(rebates) };
          await audit(tx, actorOf(req), {
            action: 'payment.refund',
            target: `order:${sn}`,
            before: { state: 'paid', user: order.user_id, amount: toAmount(order.amount) },
            after: { state: 'refunded', ...answer, reason: req.body.reason },
          });
          return answer;
        });
        return ok(result);
      },
    );
  };
}
