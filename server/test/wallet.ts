import { randomUUID } from 'node:crypto';
import { milli } from '@dropforge/shared/domain';
import { wallet } from '../src/modules/wallet';
import type { TestApp } from './app';

/** Credits a player's balance from house promotions, the way an operator adjustment does (thousandths). */
export async function fund(
  app: TestApp,
  userId: number,
  amount: number,
  currency: 'money' | 'shop_score' | 'score' = 'money',
) {
  await app.database.withTx((tx) =>
    wallet.credit(tx, {
      userId,
      from: 'promotions',
      currency,
      amount: milli(amount),
      kind: 'adjustment',
      key: `test-fund:${randomUUID()}`,
      ref: { kind: 'test', id: userId },
    }),
  );
}
