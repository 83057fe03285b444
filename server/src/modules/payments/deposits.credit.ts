import { addMilli, type Milli, mulRate, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { CouponUse, DepositBonus, DepositHook } from '../../platform/ports';
import { wallet } from '../wallet';
import * as repo from './deposits.repo';
import type { PaymentSettings } from './settings';

export type CreditDeps = {
  db: Db;
  bus: Bus;
  settings: PaymentSettings;
  /** The first-recharge case's dearest item now (the grant records it), or null when unknown. */
  firstBoxValue: () => Promise<Milli | null>;
  /** Extra bonuses of other modules (extension point `depositBonus`). */
  bonuses: () => readonly DepositBonus[];
  /** Work of other modules inside the deposit's transaction (extension point `deposited`). */
  hooks?: () => readonly DepositHook[];
  /** Top-up coupons (extension point `coupons`; none: a coupon is refused). */
  coupons?: () => readonly CouponUse[];
};

type OrderRow = repo.OrderRow;

/** A paid order credited in its transaction (amount, bonuses, coupon, the modules' hooks), announced after commit. */
export function createCrediting(deps: CreditDeps) {
  const { db, settings } = deps;

  /**
   * The order's top-up coupon, used once inside the crediting transaction: its amount comes from `house:promotions`.
   * The checkout held the coupon for this order; one that expired, or was taken after the 24-hour hold lapsed, adds
   * nothing, and the deposit is credited all the same (the attempt runs in a savepoint, so its failure undoes nothing
   * else).
   */
  async function applyCoupon(tx: Tx, order: OrderRow): Promise<void> {
    const use = deps.coupons?.()[0];
    if (order.coupon_id === null || !use) return;
    const couponId = order.coupon_id;
    const added = await tx
      .transaction((sp) =>
        use(sp, { userId: order.user_id, couponId, target: 'recharge', price: order.amount, ref: order.order_sn }),
      )
      .catch((e: unknown) => {
        if (e instanceof AppError) return ZERO_MILLI;
        throw e;
      });
    if (added <= 0) return;
    await repo.setCouponBonus(tx, order.id, added);
    await wallet.credit(tx, {
      userId: order.user_id,
      currency: order.currency,
      kind: 'deposit',
      ref: { kind: 'order', id: order.order_sn },
      amount: added,
      from: 'promotions',
      key: `deposit-coupon:${order.order_sn}`,
      memo: `top-up coupon on ${order.order_sn}`,
    });
  }

  /** Credits a paid order once: the order row is locked, and the ledger keys are per order. */
  async function creditPaid(
    tx: Tx,
    order: OrderRow,
    paymentId: string,
    provider: string,
  ): Promise<'credited' | 'duplicate'> {
    const isFirst = await repo.noPaidOrderYet(tx, order.user_id);
    const bonus = mulRate(order.amount, settings.bonusRate);
    if (!(await repo.markPaid(tx, order.id, { paymentId, bonus, first: isFirst }))) return 'duplicate';
    const ref = { kind: 'order', id: order.order_sn };
    const base = { userId: order.user_id, currency: order.currency, kind: 'deposit', ref } as const;
    await wallet.credit(tx, {
      ...base,
      amount: order.amount,
      from: 'payments',
      key: `deposit:${order.order_sn}`,
      memo: provider,
    });
    if (bonus > 0) {
      await wallet.credit(tx, {
        ...base,
        amount: bonus,
        from: 'promotions',
        key: `deposit-bonus:${order.order_sn}`,
        memo: `bonus +${Math.round(settings.bonusRate * 100)}%`,
      });
    }
    for (const extra of deps.bonuses()) {
      const { rate, memo } = await extra.rateOf(tx, order.user_id);
      const amount = mulRate(order.amount, rate);
      if (amount <= 0) continue;
      await wallet.credit(tx, {
        ...base,
        amount,
        from: 'promotions',
        key: `deposit-${extra.name}:${order.order_sn}`,
        memo,
      });
    }
    await applyCoupon(tx, order);
    for (const hook of deps.hooks?.() ?? [])
      await hook(tx, order.user_id, { key: order.order_sn, amount: order.amount });
    if (isFirst) {
      if (await repo.firstBoxWindowOpen(tx, order.user_id, settings.firstBox.hours)) {
        await repo.insertFirstRechargeGrant(tx, {
          userId: order.user_id,
          orderSn: order.order_sn,
          caseId: settings.firstBox.caseId,
          maxValue: (await deps.firstBoxValue()) ?? ZERO_MILLI,
        });
      }
    }
    return 'credited';
  }

  async function publishDeposit(userId: number, orderSn: string) {
    const row = await repo.creditedOf(db, orderSn);
    if (!row) return;
    await deps.bus
      .publish({
        channel: `notifications.${userId}`,
        event: 'deposit',
        data: { order_sn: orderSn, currency: row.currency, amount: toAmount(addMilli(row.amount, row.bonus)) },
      })
      .catch(() => {});
  }

  return { creditPaid, publishDeposit };
}
