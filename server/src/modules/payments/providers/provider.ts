import type { Milli } from '@dropforge/shared/domain';

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
