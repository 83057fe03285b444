import { opsPromotionsApi as api } from '@dropforge/shared/contract';
import { parseMilli } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, ok } from '../../platform/http';
import type { CodeDesk } from '../../platform/ports';
import { createGiftCards, giftCardBatches } from '../payments';
import { audit } from './audit';
import { actorOf, guard, operatorOf } from './guard';
import type { OpsRouteDeps } from './ops.routes';

/**
 * Promo-code campaigns (area `events`, through the affiliates module's `codeDesk`) and gift-card batches (area
 * `payments`). New codes are answered once, in clear; only their HMAC is stored, and the audit records the terms.
 */
export function opsCodesRoutes(
  deps: OpsRouteDeps & {
    codes: () => CodeDesk | undefined;
    boxExists: (id: string) => Promise<boolean>;
    pepper: string;
  },
) {
  const { database, operators } = deps;
  // Without the affiliates module there are no codes to manage.
  const desk = (): CodeDesk => {
    const found = deps.codes();
    if (!found) throw new AppError('not_found');
    return found;
  };
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    const events = guard(operators, 'events');
    const payments = guard(operators, 'payments');

    app.get(
      api.codeCampaigns.path,
      { preHandler: events, schema: { tags, response: { 200: api.codeCampaigns.result } } },
      async () => ok({ list: await desk().campaigns() }),
    );
    app.post(
      api.createCodes.path,
      { preHandler: events, schema: { tags, body: api.createCodes.body, response: { 200: api.createCodes.result } } },
      async (req) => {
        const b = req.body;
        if (b.kind === 'box' ? !b.box : !(b.amount && b.amount > 0)) throw new AppError('code_amount_required');
        if (b.kind === 'box' && !(await deps.boxExists(b.box!))) throw new AppError('prize_not_found');
        const codes = await database.withTx(async (tx) => {
          const made = await desk().create(tx, { ...b, count: b.count ?? 1 });
          await audit(tx, actorOf(req), {
            action: 'codes.create',
            target: `campaign:${b.campaign}`,
            after: { ...b, count: made.length },
          });
          return made;
        });
        return ok({ campaign: b.campaign, codes });
      },
    );
    app.post(
      api.endCodeCampaign.path,
      {
        preHandler: events,
        schema: {
          tags,
          params: api.endCodeCampaign.params,
          body: api.endCodeCampaign.body,
          response: { 200: api.endCodeCampaign.result },
        },
      },
      async (req) => {
        const { campaign } = req.params;
        const at = new Date(deps.now());
        await database.withTx(async (tx) => {
          if (!(await desk().end(tx, campaign, at))) throw new AppError('campaign_not_found');
          await audit(tx, actorOf(req), {
            action: 'codes.end',
            target: `campaign:${campaign}`,
            after: { valid_until: at.toISOString(), reason: req.body.reason },
          });
        });
        const view = (await desk().campaigns()).find((c) => c.campaign === campaign);
        if (!view) throw new AppError('campaign_not_found');
        return ok(view);
      },
    );

    app.get(
      api.giftCardBatches.path,
      { preHandler: payments, schema: { tags, response: { 200: api.giftCardBatches.result } } },
      async () => ok({ list: await giftCardBatches(database.db) }),
    );
    app.post(
      api.createGiftCards.path,
      {
        preHandler: payments,
        schema: { tags, body: api.createGiftCards.body, response: { 200: api.createGiftCards.result } },
      },
      async (req) => {
        const { count, amount, batch } = req.body;
        const codes = await database.withTx(async (tx) => {
          const made = await createGiftCards(tx, deps.pepper, count, parseMilli(String(amount)), {
            name: batch,
            by: operatorOf(req).email,
          });
          await audit(tx, actorOf(req), {
            action: 'giftcards.create',
            target: `giftcards:${batch}`,
            after: { count, amount, batch },
          });
          return made;
        });
        return ok({ batch, codes });
      },
    );
  };
}
