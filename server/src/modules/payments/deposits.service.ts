import { randomBytes } from 'node:crypto';
import type { Order, RechargeBody } from '@dropforge/shared/contract';
import { type Milli, mulRate, parseMilli, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Bus } from '../../platform/bus';
import type { Db, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import { wallet } from '../wallet';
import { hashGiftCode } from './giftcards';
import type { PaymentProvider, WebhookEvent } from './providers/provider';
import { methodsFor, type PaymentSettings } from './settings';

export type DepositDeps = {
  db: Db;
  bus: Bus;
  settings: PaymentSettings;
  providers: Record<string, PaymentProvider>;
  pepper: string;
  log: { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };
  /** The first-recharge case's dearest item now (the grant records it), or null when unknown. */
  firstBoxValue: () => Promise<Milli | null>;
};

type OrderRow = {
  id: number;
  order_sn: string;
  user_id: number;
  amount: number;
  fee: number;
  bonus: number;
  currency: 'money' | 'shop_score';
  method_id: string;
  provider: string;
  state: Order['state'];
  created_at: Date;
  paid_at: Date | null;
};

/** DF + yymmdd + 12 random characters: unique, unguessable, sortable by day. */
export function newOrderSn(now = new Date()): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `DF${day}${randomBytes(8).toString('hex').toUpperCase().slice(0, 12)}`;
}

export function orderView(row: OrderRow): Order {
  return {
    order_sn: row.order_sn,
    state: row.state,
    amount: toAmount(Number(row.amount)),
    fee: toAmount(Number(row.fee)),
    bonus: toAmount(Number(row.bonus)),
    currency: row.currency,
    method: row.method_id,
    created_at: new Date(row.created_at).toISOString(),
    paid_at: row.paid_at ? new Date(row.paid_at).toISOString() : null,
  };
}

export function createDeposits(deps: DepositDeps) {
  const { db, settings } = deps;

  async function insertOrder(
    tx: Db | Tx,
    values: Omit<OrderRow, 'id' | 'order_sn' | 'bonus' | 'state' | 'created_at' | 'paid_at'> & { country: string },
  ) {
    const orderSn = newOrderSn();
    const rows = await tx.execute<OrderRow>(sql`
      insert into payment_orders (order_sn, user_id, amount, fee, currency, method_id, provider, country)
      values (${orderSn}, ${values.user_id}, ${values.amount}, ${values.fee}, ${values.currency}, ${values.method_id},
              ${values.provider}, ${values.country})
      returning *`);
    return rows.rows[0]!;
  }

  /** Credits a paid order once: the order row is locked, and the ledger keys are per order. */
  async function creditPaid(
    tx: Tx,
    order: OrderRow,
    paymentId: string,
    provider: string,
  ): Promise<'credited' | 'duplicate'> {
    const first = await tx.execute<{ first: boolean }>(sql`
      select not exists (select 1 from payment_orders where user_id = ${order.user_id} and state = 'paid') as first`);
    const isFirst = first.rows[0]!.first;
    const bonus = mulRate(Number(order.amount) as Milli, settings.bonusRate);
    const updated = await tx.execute(sql`
      update payment_orders set state = 'paid', paid_at = now(), provider_payment_id = ${paymentId},
             bonus = ${bonus}, first_recharge = ${isFirst}
      where id = ${order.id} and state = 'pending'
      returning id`);
    if (updated.rows.length === 0) return 'duplicate';
    const ref = { kind: 'order', id: order.order_sn };
    const base = { userId: order.user_id, currency: order.currency, kind: 'deposit', ref } as const;
    await wallet.credit(tx, {
      ...base,
      amount: Number(order.amount),
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
    if (isFirst) {
      const window = await tx.execute<{ open: boolean }>(sql`
        select created_at + make_interval(hours => ${settings.firstBox.hours}) > now() as open
        from users where id = ${order.user_id}`);
      if (window.rows[0]?.open) {
        await tx.execute(sql`
          insert into first_recharge_grants (user_id, order_sn, case_id, max_value)
          values (${order.user_id}, ${order.order_sn}, ${settings.firstBox.caseId}, ${(await deps.firstBoxValue()) ?? 0})
          on conflict (user_id) do nothing`);
      }
    }
    return 'credited';
  }

  async function publishDeposit(userId: number, orderSn: string) {
    const rows = await db.execute<{ amount: number; bonus: number; currency: string }>(sql`
      select amount, bonus, currency from payment_orders where order_sn = ${orderSn}`);
    const row = rows.rows[0];
    if (!row) return;
    await deps.bus
      .publish({
        channel: `notifications.${userId}`,
        event: 'deposit',
        data: { order_sn: orderSn, currency: row.currency, amount: toAmount(Number(row.amount) + Number(row.bonus)) },
      })
      .catch(() => {});
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

      if (method.provider === 'giftcard')
        return this.redeemGiftCard(userId, body.code ?? '', method.id, currency, amount, country);

      const provider = deps.providers[method.provider];
      if (!provider) throw new AppError('order_failed');
      const order = await insertOrder(db, {
        user_id: userId,
        amount,
        fee,
        currency,
        method_id: method.id,
        provider: method.provider,
        country,
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
        await db.execute(
          sql`update payment_orders set state = 'cancelled' where id = ${order.id} and state = 'pending'`,
        );
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
      const orderSn = await db.transaction(async (tx) => {
        const card = await tx.execute<{ id: number; amount: number; state: string }>(sql`
          select id, amount, state from gift_cards where code_hash = ${hashGiftCode(deps.pepper, code)} for update`);
        const row = card.rows[0];
        if (!row) throw new AppError('giftcard_invalid');
        if (row.state !== 'active') throw new AppError('giftcard_used');
        const order = await insertOrder(tx, {
          user_id: userId,
          amount: Number(row.amount),
          fee: 0,
          currency,
          method_id: methodId,
          provider: 'giftcard',
          country,
        });
        await tx.execute(sql`
          update gift_cards set state = 'redeemed', redeemed_by = ${userId}, redeemed_at = now(), order_sn = ${order.order_sn}
          where id = ${row.id}`);
        await creditPaid(tx, order, `gift_${row.id}`, 'giftcard');
        return order.order_sn;
      });
      await publishDeposit(userId, orderSn);
      return { order_sn: orderSn, pay_url: `/pay/result?order_sn=${orderSn}` };
    },

    /** Applies a verified webhook event; any number of deliveries, in any order, credit at most once. */
    async applyEvent(event: WebhookEvent): Promise<string> {
      const outcome = await db.transaction(async (tx) => {
        const found = await tx.execute<OrderRow>(sql`
          select * from payment_orders where order_sn = ${event.orderSn} and provider = ${event.provider} for update`);
        const order = found.rows[0];
        let result: string;
        if (!order) result = 'unknown order';
        else if (event.type === 'succeeded') {
          if (event.paid !== Number(order.amount) + Number(order.fee)) result = 'amount mismatch';
          else if (order.state === 'pending') result = await creditPaid(tx, order, event.paymentId, event.provider);
          else result = order.state === 'paid' ? 'duplicate' : `ignored: order ${order.state}`;
        } else {
          const closed = await tx.execute(sql`
            update payment_orders set state = ${event.type === 'declined' ? 'declined' : 'cancelled'}
            where id = ${order.id} and state = 'pending' returning id`);
          result = closed.rows.length ? event.type : `ignored: order ${order.state}`;
        }
        await tx.execute(sql`
          insert into webhook_events (provider, event_id, type, order_sn, outcome)
          values (${event.provider}, ${event.eventId}, ${event.type}, ${event.orderSn}, ${result})`);
        return { result, userId: order?.user_id };
      });
      if (outcome.result === 'credited' && outcome.userId) await publishDeposit(outcome.userId, event.orderSn);
      deps.log.info({ provider: event.provider, orderSn: event.orderSn, outcome: outcome.result }, 'payment webhook');
      return outcome.result;
    },

    async order(userId: number, orderSn: string): Promise<Order> {
      const rows = await db.execute<OrderRow>(sql`
        select * from payment_orders where order_sn = ${orderSn} and user_id = ${userId}`);
      if (!rows.rows[0]) throw new AppError('order_not_found');
      return orderView(rows.rows[0]);
    },

    async orderForCheckout(orderSn: string): Promise<(OrderRow & { method_name: string }) | undefined> {
      const rows = await db.execute<OrderRow>(sql`select * from payment_orders where order_sn = ${orderSn}`);
      const row = rows.rows[0];
      if (!row) return undefined;
      const method = settings.methods.find((m) => m.id === row.method_id);
      return { ...row, method_name: method?.name ?? row.method_id };
    },
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
