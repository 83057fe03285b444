import { addMilli } from '@dropforge/shared/domain';
import { z } from 'zod';
import type { Tx } from '../../platform/db';
import { defineModule, defineSettings, gateOf } from '../../platform/modules';
import { authModule } from '../auth';
import { casesModule } from '../cases';
import { paymentsModule } from '../payments';
import { loadCodeCampaigns } from './codes.content';
import { createCodeDesk } from './codes.desk';
import * as repo from './codes.repo';
import { codesRoutes } from './codes.routes';
import { createCodes, hashCode } from './codes.service';
import { reverseRebate } from './rebates.reverse';
import { loadAffiliates } from './referrals.content';
import { referralRoutes } from './referrals.routes';
import { createReferralProgram } from './referrals.service';

const SWEEP_MS = 60_000;
const SWEEP_LOOKBACK_MS = 48 * 3_600_000;

/**
 * CODE_GUESS_LIMIT wrong codes per account and per address within CODE_GUESS_WINDOW_MINUTES answer 429;
 * CODE_NEW_ACCOUNT_DAYS: how young an account must be for codes "for new accounts only".
 */
const affiliatesSettings = defineSettings(
  z.object({
    CODE_GUESS_LIMIT: z.coerce.number().int().min(1).max(10_000).default(40),
    CODE_GUESS_WINDOW_MINUTES: z.coerce.number().int().min(1).max(10_080).default(60),
    CODE_NEW_ACCOUNT_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
  }),
  (env) => ({
    codes: {
      guessLimit: env.CODE_GUESS_LIMIT,
      guessWindowMs: env.CODE_GUESS_WINDOW_MINUTES * 60_000,
      newAccountDays: env.CODE_NEW_ACCOUNT_DAYS,
    },
  }),
);

/** Codes, referrals and rebates (issue 18). Imported by nobody but app.ts. */
export const affiliatesModule = defineModule({
  name: 'affiliates',
  needs: { auth: authModule, cases: casesModule, payments: paymentsModule },
  settings: affiliatesSettings,
  create({ platform, settings, needs, extensions }) {
    const pepper = platform.config.sessionPepper;
    const codes = createCodes({
      database: platform.database,
      store: platform.store,
      bus: platform.bus,
      pepper,
      now: () => new Date(platform.clock.now()),
      settings: settings.codes,
      levelOf: async (userId) => (extensions.levels[0] ? extensions.levels[0](userId) : 0),
      depositTotal: needs.payments.depositTotal,
      cases: needs.cases.service,
      opening: needs.cases.opening,
      gate: gateOf(extensions),
    });
    const referrals = createReferralProgram({
      database: platform.database,
      bus: platform.bus,
      terms: loadAffiliates(platform.config.contentDir),
      publicUrl: platform.config.publicUrl,
      accounts: needs.auth.referrals,
      paidOrder: needs.payments.paidOrder,
      paidSince: needs.payments.paidSince,
      log: platform.log,
    });
    let unsubscribe = () => {};
    let timer: ReturnType<typeof setInterval> | undefined;
    let sweptTo = new Date(platform.clock.now() - SWEEP_LOOKBACK_MS);
    const sweep = async () => {
      // Overlap a minute: an order paid just before the last sweep may have committed after it read.
      sweptTo = new Date((await referrals.sweep(sweptTo)).getTime() - 60_000);
    };
    return {
      provides: { codes, referrals },
      async routes(app) {
        await app.register(codesRoutes({ codes, gate: gateOf(extensions) }));
        await app.register(referralRoutes({ referrals }));
      },
      listens: ['notifications.{id}: deposit'],
      contributes: {
        profile: (userId: number) => referrals.profile(userId),
        depositBonus: { name: 'invite', rateOf: (tx: Tx, userId: number) => referrals.inviteBonus(tx, userId) },
        referralCode: (userId: number, code: string) => referrals.apply(userId, code),
        codeDesk: createCodeDesk({ database: platform.database, pepper, now: () => platform.clock.now() }),
        refunded: async (tx: Tx, orderSn: string) => {
          const undone = await reverseRebate(tx, orderSn);
          return addMilli(undone.cancelled, undone.taken);
        },
      },
      async start() {
        for (const { code, row } of loadCodeCampaigns(platform.config.contentDir)) {
          await repo.upsertContentCode(platform.database.db, { ...row, codeHash: hashCode(pepper, code) });
        }
        unsubscribe = platform.bus.subscribe((message) => {
          if (message.event !== 'deposit' || !message.channel.startsWith('notifications.')) return;
          const orderSn = (message.data as { order_sn?: unknown } | null)?.order_sn;
          if (typeof orderSn !== 'string') return;
          referrals.deposited(orderSn).catch((e) => platform.log.warn({ err: e }, 'referral rebate failed'));
        });
        await sweep().catch((e) => platform.log.warn({ err: e }, 'referral sweep failed'));
        timer = setInterval(() => {
          sweep().catch((e) => platform.log.warn({ err: e }, 'referral sweep failed'));
        }, SWEEP_MS);
        timer.unref();
      },
      async stop() {
        unsubscribe();
        clearInterval(timer);
      },
    };
  },
});
