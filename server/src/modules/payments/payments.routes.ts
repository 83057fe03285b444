import { paymentsApi } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/http';
import type { Deposits } from './deposits.service';
import { type PaymentProvider, ZWebhookEvent } from './providers/provider';

export function paymentRoutes(deps: {
  deposits: Deposits;
  providers: Record<string, PaymentProvider>;
  countryOf: (req: FastifyRequest) => string;
}) {
  const { deposits, countryOf } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['payments'];

    app.get(
      paymentsApi.methods.path,
      { schema: { tags, querystring: paymentsApi.methods.query, response: { 200: paymentsApi.methods.result } } },
      async (req) => ok(deposits.methods(req.query.country ?? countryOf(req))),
    );

    app.post(
      paymentsApi.recharge.path,
      {
        config: { auth: 'player' },
        schema: { tags, body: paymentsApi.recharge.body, response: { 200: paymentsApi.recharge.result } },
      },
      async (req) => {
        const user = req.player;
        return ok(await deposits.recharge(user.id, req.body, countryOf(req)));
      },
    );

    app.get(
      paymentsApi.order.path,
      {
        config: { auth: 'player' },
        schema: { tags, params: paymentsApi.order.params, response: { 200: paymentsApi.order.result } },
      },
      async (req) => {
        const user = req.player;
        return ok(await deposits.order(user.id, req.params.order_sn));
      },
    );

    // Webhooks verify signatures over the exact bytes received, so their JSON stays a string here.
    await app.register(async (hooks) => {
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
        done(null, body),
      );
      hooks.post(
        '/api/payments/webhook/:provider',
        { schema: { tags, params: z.object({ provider: z.string().max(20) }) }, config: { rateLimit: false } },
        async (req) => {
          const { provider: name } = req.params as { provider: string };
          const provider = deps.providers[name];
          if (!provider) throw new AppError('not_found');
          let event: ReturnType<PaymentProvider['parseWebhook']>;
          try {
            event = provider.parseWebhook(String(req.body ?? ''), req.headers);
          } catch (e) {
            req.log.warn({ provider: name, reason: (e as Error).message }, 'webhook refused: bad signature');
            throw e instanceof AppError ? e : new AppError('bad_signature');
          }
          if (!event) return ok({ outcome: 'ignored' });
          const valid = ZWebhookEvent.safeParse(event);
          if (!valid.success) {
            req.log.warn({ provider: name, issues: valid.error.issues.length }, 'webhook refused: malformed event');
            throw new AppError('webhook_invalid');
          }
          return ok({ outcome: await deposits.applyEvent(valid.data as typeof event) });
        },
      );
    });
  };
}
