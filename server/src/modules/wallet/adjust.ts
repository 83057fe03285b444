import { randomUUID } from 'node:crypto';
import { type Milli, negMilli } from '@dropforge/shared/domain';
import type { Tx } from '../../platform/db';
import type { Currency, Posted } from './ledger';
import { wallet } from './wallet.service';

/**
 * An operator's balance adjustment (`npm run ops -- adjust`, the console's adjust): a signed amount against
 * `house:promotions`, with the reason as its memo and the operator as its reference. A debit beyond the balance is
 * refused ("Insufficient balance").
 */
export function adjustBalance(
  tx: Tx,
  a: { userId: number; currency: Currency; amount: Milli; reason: string; operator: string },
): Promise<Posted> {
  const movement = {
    userId: a.userId,
    currency: a.currency,
    amount: a.amount < 0 ? negMilli(a.amount) : a.amount,
    kind: 'adjustment',
    key: `adjust:${randomUUID()}`,
    ref: { kind: 'operator', id: a.operator },
    memo: a.reason,
  };
  return a.amount > 0
    ? wallet.credit(tx, { ...movement, from: 'promotions' })
    : wallet.debit(tx, { ...movement, to: 'promotions' });
}
