import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Milli } from '@dropforge/shared/domain';
import { AppError } from '../../../platform/http';
import type { PaymentProvider, WebhookEvent } from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
const TOLERANCE_S = 300;
export type SandboxOutcome = 'pay' | 'decline' | 'cancel';
const TYPES: Record<SandboxOutcome, WebhookEvent['type']> = {
  pay: 'succeeded',
  decline: 'declined',
  cancel: 'cancelled',
};

export function sandboxSecret(pepper: string): string {
  return createHmac('sha256', pepper).update('sandbox-webhook').digest('hex');
}

/** Signs like an outside processor: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signSandbox(secret: string, body: string, at = Math.floor(Date.now() / 1000)): string {
  const v1 = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  return `t=${at},v1=${v1}`;
}

/** The body the sandbox processor sends for an order and outcome; ids are stable per order and outcome. */
export function sandboxEvent(orderSn: string, outcome: SandboxOutcome, paid: Milli) {
  return {
    id: `evt_${outcome}_${orderSn}`,
    type: `payment.${TYPES[outcome]}`,
    data: { order_sn: orderSn, payment_id: `sbx_${orderSn}`, amount_paid: paid },
  };
}

export function createSandboxProvider(secret: string): PaymentProvider {
  return {
    id: 'sandbox',
    async createCheckout(order) {
      return { payUrl: `/sandbox/checkout/${order.orderSn}` };
    },
    parseWebhook(raw, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const value = Array.isArray(header) ? header[0] : header;
      const match = /^t=(\d{1,12}),v1=([a-f0-9]{64})$/.exec(value ?? '');
      if (!match) throw new AppError('bad_signature');
      const at = Number(match[1]);
      if (Math.abs(Date.now() / 1000 - at) > TOLERANCE_S) throw new AppError('bad_signature');
      const expected = signSandbox(secret, raw, at).split('v1=')[1]!;
      if (!timingSafeEqual(Buffer.from(expected), Buffer.from(match[2]!))) throw new AppError('bad_signature');
      let body: ReturnType<typeof sandboxEvent>;
      try {
        body = JSON.parse(raw);
      } catch {
        throw new AppError('webhook_invalid');
      }
      if (typeof body?.type !== 'string' || typeof body.data !== 'object' || body.data === null)
        throw new AppError('webhook_invalid');
      const type = body.type.replace('payment.', '') as WebhookEvent['type'];
      if (!['succeeded', 'declined', 'cancelled'].includes(type)) return undefined;
      return {
        provider: 'sandbox',
        eventId: body.id,
        type,
        orderSn: body.data.order_sn,
        paymentId: body.data.payment_id,
        paid: body.data.amount_paid,
      };
    },
  };
}
