import { addMilli, type Milli, toAmount } from '@dropforge/shared/domain';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Bus } from '../../platform/bus';
import type { Config } from '../../platform/config';
import type { Db, Executor, Tx } from '../../platform/db';
import { countryOf } from '../../platform/http/country';
import type { Jobs } from '../../platform/jobs';
import { defineModule, defineSettings, gateOf, openGate } from '../../platform/modules';
import type { CouponUse, DepositBonus, DepositHook, PlayGate } from '../../platform/ports';
import { createDeposits } from './deposits.service';
import * as repo from './payments.repo';
import { paymentRoutes } from './payments.routes';
import type { PaymentProvider } from './providers/provider';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxOutcome,
  sandboxEvent,
  sandboxSecret,
  signSandbox,
} from './providers/sandbox';
import { createStripeProvider } from './providers/stripe';
import { sandboxRoutes } from './sandbox.routes';
import { loadPaymentSettings } from './settings';

const SANDBOX_QUEUE = 'sandbox-webhook';

export function createPaymentsModule(deps: {
  db: Db;
  bus: Bus;
  jobs: Jobs;
  config: Config;
  log: FastifyBaseLogger;
  countryOf: (req: FastifyRequest) => string;
  /** This instance's own address, where the sandbox processor delivers its webhooks. */
  selfUrl: () => string;
  extraProviders?: Record<string, PaymentProvider>;
  /**
   * The price of the dearest item of a case (cases, a level above, late-bound by app.ts): the first-recharge
   * offer's "a case worth up to …" figure. Null when the case is unknown.
   */
  caseTopValue?: (caseId: string) => Promise<Milli | null>;
  /** Extra deposit bonuses contributed by modules above (extension point `depositBonus`). */
  bonuses?: () => readonly DepositBonus[];
  /** Work of modules above inside each deposit's transaction (extension point `deposited`). */
  hooks?: () => readonly DepositHook[];
  /** Top-up coupons of modules above (extension point `coupons`). */
  coupons?: () => readonly CouponUse[];
  /** Responsible gaming before a deposit (extension point `playGate`, read through `gateOf`). */
  gate?: PlayGate;
}) {
  const { db, config, log } = deps;
  const settings = loadPaymentSettings(config.contentDir);
  const secret = sandboxSecret(config.sessionPepper);
  const providers: Record<string, PaymentProvider> = { sandbox: createSandboxProvider(secret), ...deps.extraProviders };
  const firstBoxValue = async () => (deps.caseTopValue ? deps.caseTopValue(settings.firstBox.caseId) : null);
  const service = createDeposits({
    db,
    bus: deps.bus,
    settings,
    providers,
    pepper: config.sessionPepper,
    log,
    firstBoxValue,
    bonuses: deps.bonuses ?? (() => []),
    hooks: deps.hooks ?? (() => []),
    coupons: deps.coupons ?? (() => []),
    gate: deps.gate ?? openGate,
  });
  // A method whose processor is not configured here (Stripe without keys) is not listed; asked for anyway,
  // the recharge answers `order_failed` (no provider), the catalogue error of an order that cannot be made.
  const offered = new Set(
    settings.methods.filter((m) => m.provider === 'giftcard' || providers[m.provider]).map((m) => m.id),
  );
  const deposits: typeof service = {
    ...service,
    methods(country) {
      const listed = service.methods(country);
      return { ...listed, methods: listed.methods.filter((m) => offered.has(m.id)) };
    },
  };

  /** What the sandbox processor does after a choice on its page: POST a signed webhook, like Stripe would. */
  async function sendWebhook(orderSn: string, outcome: SandboxOutcome) {
    const order = await deposits.orderForCheckout(orderSn);
    if (!order) return;
    const body = JSON.stringify(sandboxEvent(orderSn, outcome, addMilli(order.amount, order.fee)));
    const res = await fetch(`${deps.selfUrl()}/api/payments/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandbox(secret, body) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`webhook answered ${res.status}`);
  }

  async function deliver(orderSn: string, outcome: SandboxOutcome) {
    const boss = deps.jobs.boss;
    if (!boss) {
      setImmediate(() => sendWebhook(orderSn, outcome).catch((e) => log.warn({ err: e }, 'sandbox webhook failed')));
      return;
    }
    await boss.send(
      SANDBOX_QUEUE,
      { orderSn, outcome },
      { retryLimit: 8, retryDelay: 1, retryBackoff: true, singletonKey: `${orderSn}:${outcome}` },
    );
  }

  return {
    deposits,
    settings,
    async start() {
      const boss = deps.jobs.boss;
      if (!boss) return;
      await boss.createQueue(SANDBOX_QUEUE);
      await boss.work<{ orderSn: string; outcome: SandboxOutcome }>(
        SANDBOX_QUEUE,
        { pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job) await sendWebhook(job.data.orderSn, job.data.outcome);
        },
      );
    },
    async routes(app: FastifyInstance) {
      await app.register(paymentRoutes({ deposits, providers, countryOf: deps.countryOf }));
      await app.register(sandboxRoutes({ deposits, deliver }));
    },
    /**
     * first_box and last_recharge of the login data (spec §3): the offer while it runs and the player has
     * not paid yet, or has a grant not opened yet (its `id` is the case the web banner opens).
     */
    async profileExtras(userId: number) {
      const row = await repo.offerState(db, userId);
      if (!row) return {};
      const created = new Date(row.created_at);
      const end = new Date(created.getTime() + settings.firstBox.hours * 3_600_000);
      const offerOpen = end.getTime() > Date.now() && (!row.last_sn || row.granted);
      // Null when the case is not in the catalogue: the banner then names no figure rather than a made-up one.
      const value = offerOpen ? await firstBoxValue() : null;
      return {
        first_box: offerOpen
          ? {
              id: settings.firstBox.caseId,
              created_at: created.toISOString(),
              end_time: end.toISOString(),
              max_value: value === null ? null : toAmount(value),
              granted: row.granted,
            }
          : null,
        last_recharge: row.last_sn ? { order_sn: row.last_sn } : null,
      };
    },
    /** Recent completed deposits for the footer ticker (names are masked by the content module). */
    async recentDeposits() {
      const rows = await repo.recentPaid(db, 10);
      return { recharge: rows.map((r) => ({ name: r.name, money: toAmount(r.amount) })) };
    },
    /** When the player's latest completed deposit was paid, or null (the daily free box needs a recent one). */
    async lastDepositAt(userId: number): Promise<Date | null> {
      const at = await repo.lastPaidAt(db, userId);
      return at ? new Date(at) : null;
    },
    /** The first-recharge grant (decision 13), as the free boxes of the cases module open it. */
    firstRecharge: {
      /** The case of the player's unopened grant, or null. */
      async pendingCase(userId: number): Promise<string | null> {
        return repo.pendingGrantCase(db, userId);
      },
      /** Marks the grant opened inside the opening's transaction; false when none is left to open (once). */
      async redeem(tx: Tx, userId: number, caseId: string): Promise<boolean> {
        return repo.openGrant(tx, userId, caseId);
      },
    },
    /** Paid orders since `since` (oldest first), for listeners that must not miss one (referral rebates). */
    paidSince: (since: Date, limit: number) => repo.paidSince(db, since, limit),
    /** One paid order, or undefined while it is not paid. */
    paidOrder: (orderSn: string) => repo.paidOrder(db, orderSn),
    /** Paid deposits of a player in thousandths, ever (VIP levels) or since `since` (codes' conditions). */
    async depositTotal(userId: number, since?: Date, via: Executor = db): Promise<Milli> {
      return repo.paidTotal(via, userId, since);
    },
    /** `depositTotal(userId)` as an SQL subquery, so a bet's deferred write can read it without a round trip. */
    depositTotalSql: (userId: number) => repo.paidTotalSql(userId),
    /** A player's paid deposits since `since`, oldest first (responsible-gaming deposit limits). */
    depositsSince: (userId: number, since: Date) => repo.paidOfUserSince(db, userId, since),
    /** A player's paid deposits since `since` with their order ids, oldest first (recharge-open boxes). */
    paidDeposits: (userId: number, since: Date, via: Executor = db) => repo.paidOrdersOfUser(via, userId, since),
  };
}

export type PaymentsModule = ReturnType<typeof createPaymentsModule>;

/** STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: Stripe Checkout is offered only when both are set. */
const paymentSettings = defineSettings(
  z.object({ STRIPE_SECRET_KEY: z.string().min(1).optional(), STRIPE_WEBHOOK_SECRET: z.string().min(1).optional() }),
  (env) => ({ stripe: { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET } }),
);

/** Deposits (issue 3): methods, orders, processors' webhooks, the first-recharge offer. */
export const paymentsModule = defineModule({
  name: 'payments',
  needs: {},
  settings: paymentSettings,
  create({ platform, settings, extensions }) {
    const { app, config } = platform;
    const { secretKey, webhookSecret } = settings.stripe;
    const payments = createPaymentsModule({
      db: platform.database.db,
      bus: platform.bus,
      jobs: platform.jobs,
      config,
      log: platform.log,
      countryOf: (req) => countryOf(req, config.trustProxy),
      selfUrl: () => {
        const address = app.server.address();
        return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : config.publicUrl;
      },
      extraProviders:
        secretKey && webhookSecret
          ? { stripe: createStripeProvider({ secretKey, webhookSecret, publicUrl: config.publicUrl }) }
          : {},
      // Cases sit above payments: their facts arrive through the `boxes` extension point.
      caseTopValue: async (id) => (await extensions.boxes[0]?.topValue(id)) ?? null,
      bonuses: () => extensions.depositBonus,
      hooks: () => extensions.deposited,
      coupons: () => extensions.coupons,
      gate: gateOf(extensions),
    });
    return {
      provides: payments,
      routes: payments.routes,
      jobs: [SANDBOX_QUEUE],
      start: payments.start,
      stop: () => platform.jobs.boss?.offWork(SANDBOX_QUEUE),
      contributes: { profile: payments.profileExtras, ticker: payments.recentDeposits },
    };
  },
});
