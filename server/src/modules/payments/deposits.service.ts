import { randomBytes } from 'node:crypto';
import type { Order, RechargeBody } from '@dropforge/shared/contract';
import { addMilli, type Milli, mulRate, parseMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import { recordMetric } from '../../platform/metrics';
import type { PlayGate } from '../../platform/ports';
import { type CreditDeps, createCrediting } from './deposits.credit';
import * as repo from './deposits.repo';
import { hashGiftCode } from './giftcards';
import type { PaymentProvider, WebhookEvent } from './providers/provider';
import { methodsFor } from './settings';

export type DepositDeps = CreditDeps & {
  providers: Record<string, PaymentProvider>;
  pepper: string;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
  /** Responsible gaming (cool-off, self-exclusion, deposit limits) before an order is created. */
  gate?: PlayGate;
};

type OrderRow = repo.OrderRow;
/** How long a checkout holds its top-up coupon for the order (a payment later than this may find it taken). */
const COUPON_HOLD_MS = 24 * 3_600_000;

/** DF + yymmdd + 12 random characters: unique, unguessable, sortable by day. */
export function newOrderSn(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `DF${day}${randomBytes(8).toString('hex').toUpperCase().slice(0, 12)}`;
}

export function orderView(row: OrderRow): Order {
  return {
    order_sn: row.order_sn,
    state: row.state,
    amount: toAmount(row.amount),
    fee: toAmount(row.fee),
    bonus: toAmount(row.bonus),
    coupon: toAmount(row.coupon_bonus),
    currency: row.currency,
    method: row.method_id,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

export function createDeposits(deps: DepositDeps) {
  const { db, settings } = deps;
  const { creditPaid, publishDeposit } = createCrediting(deps);

  /** An order closed unpaid lets go of the top-up coupon it held. */
  async function releaseCoupon(tx: Tx, order: Pick<OrderRow, 'user_id' | 'order_sn' | 'coupon_id' | 'amount'>) {
    const use = deps.coupons?.()[0];
    if (order.coupon_id === null || !use) return;
    await use(tx, {
      userId: order.user_id,
      couponId: order.coupon_id,
      target: 'recharge',
      price: order.amount,
      ref: order.order_sn,
      release: true,
    });
  }

  async function insertOrder(tx: Db | Tx, values: Omit<repo.NewOrder, 'order_sn'>) {
    return repo.insertOrder(tx, { ...values, order_sn: newOrderSn() });
  }

  return {
    methods(country: string) {
      return {
        country: country.toUpperCase(),
        min_recharge: toAmount(settings.minRecharge),
        bonus_rate: settings.bonusRate,
        methods: methodsFor(settings, country).map((m) => ({
          id: m.id,
          kind: m.kind,
          name: m.name,
          min: toAmount(m.minMilli),
          max: toAmount(m.maxMilli),
          fee_rate: m.fee_rate,
        })),
      };
    },

    async recharge(userId: number, body: RechargeBody, fallbackCountry: string) {
      const country = (body.country ?? fallbackCountry ?? '').toUpperCase() || 'ZZ';
      const method = methodsFor(settings, country).find((m) => m.id === body.payment_id);
      if (!method) throw new AppError('method_unavailable');
      const amount = parseMilli(body.amount);
      if (amount < method.minMilli) throw new AppError('amount_below_min', { min: toAmount(method.minMilli) });
      if (amount > method.maxMilli) throw new AppError('amount_above_max', { max: toAmount(method.maxMilli) });
      const currency = body.od === 1 || body.od === '1' ? 'shop_score' : 'money';
      const fee = mulRate(amount, method.fee_rate);
      if (method.provider !== 'giftcard') await deps.gate?.(userId, { kind: 'deposit', amount });

      const use = deps.coupons?.()[0];
      if (body.coupon_id !== undefined && (!use || method.provider === 'giftcard'))
        throw new AppError('coupon_not_usable');

      if (method.provider === 'giftcard')
        return this.redeemGiftCard(userId, body.code ?? '', method.id, currency, amount, country);

      const provider = deps.providers[method.provider];
      if (!provider) throw new AppError('order_failed');
      // A top-up coupon is held for the order from now (clear errors before paying) and used when it is paid.
      const couponId = body.coupon_id;
      const order = await db.transaction(async (tx) => {
        const made = await insertOrder(tx, {
          user_id: userId,
          amount,
          fee,
          currency,
          method_id: method.id,
          provider: method.provider,
          country,
          ...(couponId !== undefined ? { coupon_id: couponId } : {}),
        });
        if (couponId !== undefined && use) {
          const until = new Date(Date.now() + COUPON_HOLD_MS);
          await use(tx, { userId, couponId, target: 'recharge', price: amount, ref: made.order_sn, hold: until });
        }
        return made;
      });
      try {
        const { payUrl } = await provider.createCheckout({
          orderSn: order.order_sn,
          amount,
          fee,
          currency,
          methodName: method.name,
        });
        return { order_sn: order.order_sn, pay_url: payUrl };
      } catch (e) {
        deps.log.warn({ err: e, orderSn: order.order_sn }, 'checkout creation failed');
        await db.transaction(async (tx) => {
          await repo.cancelPending(tx, order.id);
          await releaseCoupon(tx, order);
        });
        throw new AppError('order_failed');
      }
    },

    /** Gift cards are redeemed at once: the card and the credit commit together. */
    async redeemGiftCard(
      userId: number,
      code: string,
      methodId: string,
      currency: 'money' | 'shop_score',
      _amount: Milli,
      country: string,
    ) {
      // Checked before the transaction: the gate reads with its own connection (never while holding one).
      const known = await repo.giftCardAmount(db, hashGiftCode(deps.pepper, code));
      if (known !== undefined) await deps.gate?.(userId, { kind: 'deposit', amount: known });
      const orderSn = await db
        .transaction(async (tx) => {
          const row = await repo.lockGiftCard(tx, hashGiftCode(deps.pepper, code));
          if (!row) throw new AppError('giftcard_invalid');
          if (row.state !== 'active') throw new AppError('giftcard_used');
          const order = await insertOrder(tx, {
            user_id: userId,
            amount: row.amount,
            fee: ZERO_MILLI,
            currency,
            method_id: methodId,
            provider: 'giftcard',
            country,
          });
          await repo.markGiftCardRedeemed(tx, row.id, userId, order.order_sn);
          await creditPaid(tx, order, `gift_${row.id}`, 'giftcard');
          return { sn: order.order_sn, amount: order.amount };
        })
        .then((done) => {
          recordMetric.deposit(methodId, done.amount);
          return done.sn;
        });
      await publishDeposit(userId, orderSn);
      return { order_sn: orderSn, pay_url: `/pay/result?order_sn=${orderSn}` };
    },

    /** Applies a verified webhook event; any number of deliveries, in any order, credit at most once. */
    async applyEvent(event: WebhookEvent): Promise<string> {
      const outcome = await db.transaction(async (tx) => {
        const order = await repo.lockOrder(tx, event.orderSn, event.provider);
        let result: string;
        if (!order) result = 'unknown order';
        else if (event.type === 'succeeded') {
          if (event.paid !== addMilli(order.amount, order.fee)) result = 'amount mismatch';
          else if (order.state === 'pending') result = await creditPaid(tx, order, event.paymentId, event.provider);
          else result = order.state === 'paid' ? 'duplicate' : `ignored: order ${order.state}`;
        } else {
          const closed = await repo.closePending(tx, order.id, event.type === 'declined' ? 'declined' : 'cancelled');
          if (closed) await releaseCoupon(tx, order);
          result = closed ? event.type : `ignored: order ${order.state}`;
        }
        await repo.insertWebhookEvent(tx, {
          provider: event.provider,
          eventId: event.eventId,
          type: event.type,
          orderSn: event.orderSn,
          outcome: result,
        });
        return { result, userId: order?.user_id, order };
      });
      if (outcome.result === 'credited' && outcome.order)
        recordMetric.deposit(outcome.order.method_id, outcome.order.amount);
      if (outcome.result === 'credited' && outcome.userId) await publishDeposit(outcome.userId, event.orderSn);
      deps.log.info({ provider: event.provider, orderSn: event.orderSn, outcome: outcome.result }, 'payment webhook');
      return outcome.result;
    },

    async order(userId: number, orderSn: string): Promise<Order> {
      const row = await repo.orderOfUser(db, orderSn, userId);
      if (!row) throw new AppError('order_not_found');
      return orderView(row);
    },

    async orderForCheckout(orderSn: string): Promise<(OrderRow & { method_name: string }) | undefined> {
      const row = await repo.orderBySn(db, orderSn);
      if (!row) return undefined;
      const method = settings.methods.find((m) => m.id === row.method_id);
      return { ...row, method_name: method?.name ?? row.method_id };
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
