import { milli } from '@dropforge/shared/domain';
import Stripe from 'stripe';
import { AppError } from '../../../platform/http';
import type { PaymentProvider, WebhookEvent } from './provider';

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** The address players use: Checkout sends them back to `${publicUrl}/pay/result?order_sn=…`. */
  publicUrl: string;
  /** A configured client (tests point one at a local fake of Stripe's API); made from `secretKey` otherwise. */
  stripe?: Stripe;
};

const TYPES: Partial<Record<string, WebhookEvent['type']>> = {
  'checkout.session.completed': 'succeeded',
  // Delayed methods (bank debits…) complete unpaid, then settle with one of these two.
  'checkout.session.async_payment_succeeded': 'succeeded',
  'checkout.session.async_payment_failed': 'declined',
  'checkout.session.expired': 'cancelled',
};

/** Stripe Checkout: a hosted payment page per order, and signed `checkout.session.*` webhooks. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = options.stripe ?? new Stripe(options.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const publicUrl = options.publicUrl.replace(/\/+$/, '');

  return {
    id: 'stripe',
    async createCheckout(order) {
      const total = order.amount + order.fee;
      // Stripe charges whole cents and reports `amount_total` in cents; a total with a fraction of a cent
      // would come back different from the order and never be credited, so it is refused up front.
      const cents = Math.round(total / 10);
      if (cents * 10 !== total) throw new Error(`total of ${total} thousandths is not a whole number of cents`);
      const result = `${publicUrl}/pay/result?order_sn=${encodeURIComponent(order.orderSn)}`;
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: cents,
                product_data: {
                  name: `Dropforge top-up $${(order.amount / 1000).toFixed(2)}`,
                  ...(order.fee > 0
                    ? { description: `Includes a $${(order.fee / 1000).toFixed(2)} handling fee` }
                    : {}),
                },
              },
            },
          ],
          client_reference_id: order.orderSn,
          metadata: { order_sn: order.orderSn },
          payment_intent_data: { metadata: { order_sn: order.orderSn } },
          success_url: result,
          cancel_url: result,
        },
        // A retried creation (network error) answers the same session instead of a second one.
        { idempotencyKey: `checkout:${order.orderSn}` },
      );
      if (!session.url) throw new Error(`stripe session ${session.id} has no url`);
      return { payUrl: session.url };
    },

    parseWebhook(raw, headers) {
      const header = headers[STRIPE_SIGNATURE_HEADER];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw new AppError('bad_signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(raw, signature, options.webhookSecret);
      } catch {
        throw new AppError('bad_signature');
      }
      const type = TYPES[event.type];
      if (!type) return undefined;
      // Signed but malformed (no `data.object`): our 400 names the event, not the signature.
      const object: unknown = (event as { data?: { object?: unknown } }).data?.object;
      if (!object || typeof object !== 'object') throw new AppError('webhook_invalid');
      const session = object as Stripe.Checkout.Session;
      if (event.type === 'checkout.session.completed' && session.payment_status !== 'paid') return undefined;
      const orderSn = session.metadata?.order_sn ?? session.client_reference_id;
      // Sessions not made by this site (other products on the same Stripe account) are none of our business.
      if (!orderSn) return undefined;
      const intent = session.payment_intent;
      return {
        provider: 'stripe',
        eventId: event.id,
        type,
        orderSn,
        paymentId: (typeof intent === 'string' ? intent : intent?.id) ?? session.id,
        // Cents to thousandths; a session in another currency can never match an order in dollars.
        paid: milli(session.currency === 'usd' ? (session.amount_total ?? 0) * 10 : -1),
      };
    },
  };
}
