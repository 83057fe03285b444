import { z } from 'zod';
import { defineModule, defineSettings } from '../../platform/modules';
import { casesModule } from '../cases';
import { paymentsModule } from '../payments';
import { loadCodeCampaigns } from './codes.content';
import * as repo from './codes.repo';
import { codesRoutes } from './codes.routes';
import { createCodes, hashCode } from './codes.service';

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

/** Codes now; referrals, rebates and the promotion centre next (issue 18). Imported by nobody but app.ts. */
export const affiliatesModule = defineModule({
  name: 'affiliates',
  needs: { cases: casesModule, payments: paymentsModule },
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
    });
    return {
      provides: { codes },
      routes: codesRoutes({ codes }),
      async start() {
        for (const { code, row } of loadCodeCampaigns(platform.config.contentDir)) {
          await repo.upsertContentCode(platform.database.db, { ...row, codeHash: hashCode(pepper, code) });
        }
      },
    };
  },
});
