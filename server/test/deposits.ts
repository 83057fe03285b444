import { roundToMilli } from '@dropforge/shared/domain';
import { SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxSecret, signSandbox } from '../src/modules/payments';
import type { TestApp } from './app';
import { bearer } from './auth';

/**
 * A completed sandbox deposit of `amount` USD, the way a processor makes one: the player's recharge order,
 * then the signed webhook the sandbox processor would send. Answers the order number.
 */
export async function deposit(app: TestApp, token: string, amount: number): Promise<string> {
  const order = await app.request('/api/system_shop/recharge', {
    method: 'POST',
    json: { amount, payment_id: 'card', country: 'US' },
    headers: bearer(token),
  });
  if (order.body.code !== 200) throw new Error(`recharge: ${JSON.stringify(order.body)}`);
  const orderSn: string = order.body.data.order_sn;
  const body = JSON.stringify(sandboxEvent(orderSn, 'pay', roundToMilli(amount)));
  const res = await fetch(`${app.url}/api/payments/webhook/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandbox(sandboxSecret(app.config.sessionPepper), body),
    },
    body,
  });
  const answer = (await res.json()) as { data?: { outcome?: string } };
  if (answer.data?.outcome !== 'credited') throw new Error(`webhook: ${JSON.stringify(answer)}`);
  return orderSn;
}
