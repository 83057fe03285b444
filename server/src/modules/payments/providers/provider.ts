import type { Milli } from '@dropforge/shared/domain';
import { z } from 'zod';

export type WebhookEvent = {
  provider: string;
  eventId: string;
  type: 'succeeded' | 'declined' | 'cancelled';
  orderSn: string;
  /** The processor's id of the payment: credited at most once. */
  paymentId: string;
  /** What the player paid, in thousandths (recharge plus handling fee). */
  paid: Milli;
};

export type CheckoutOrder = { orderSn: string; amount: Milli; fee: Milli; currency: string; methodName: string };

/** A payment processor as the deposit flow sees it. */
export interface PaymentProvider {
  readonly id: string;
  createCheckout(order: CheckoutOrder): Promise<{ payUrl: string }>;
  /** Verifies the signature of a raw webhook body and parses it; throws AppError('bad_signature'). */
  parseWebhook(raw: string, headers: Record<string, string | string[] | undefined>): WebhookEvent | undefined;
}

/**
 * What a parsed webhook must look like before it reaches the ledger: a correctly signed body can still carry an
 * array where an id belongs, and the signature proves only who sent it, not that it is well formed.
 */
export const ZWebhookEvent = z.object({
  provider: z.string().min(1).max(40),
  eventId: z.string().min(1).max(255),
  type: z.enum(['succeeded', 'declined', 'cancelled']),
  orderSn: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(255),
  paid: z.number().int().safe(),
});
