import { z } from 'zod';
import { type AnyModule, defineModule, defineSettings, type ModuleDescriptor } from '../../platform/modules';
import { authModule } from '../auth';
import { casesModule } from '../cases';
import { catalogModule } from '../catalog';
import { eventsModule } from '../events';
import { giveawaysModule } from '../giveaways';
import { withdrawalsModule } from '../withdrawals';
import { opsCasesRoutes } from './cases.routes';
import { opsCatalogRoutes } from './catalog.routes';
import { opsCodesRoutes } from './codes.routes';
import { opsContentRoutes } from './content.routes';
import { opsEventsRoutes } from './events.routes';
import { opsGiveawaysRoutes } from './giveaways.routes';
import { opsMoneyRoutes } from './money.routes';
import { createOperators, type Operators } from './operators';
import { opsRoutes } from './ops.routes';
import { opsPlayersRoutes } from './players.routes';

/**
 * OPS_SESSION_HOURS: how long an operator's sign-in lasts (default 12 hours; revocable before).
 * OPS_LOGIN_PER_MINUTE: sign-in attempts per address and minute (default 10), on top of the account's lock.
 */
export const opsSettings = defineSettings(
  z.object({
    OPS_SESSION_HOURS: z.coerce
      .number()
      .min(0.1)
      .max(24 * 7)
      .default(12),
    OPS_LOGIN_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  }),
  (env) => ({ sessionHours: env.OPS_SESSION_HOURS, loginPerMinute: env.OPS_LOGIN_PER_MINUTE }),
);

/**
 * The operator console (issue 25, docs/ops.md): operators with TOTP, an append-only audit log, and per-area actions
 * that go through the owning modules (cases, catalog, wallet, withdrawals, payments, events, giveaways, content;
 * affiliates and notifications through their extension points). Imported by nobody but app.ts.
 */
const definition = defineModule({
  name: 'ops',
  needs: {
    auth: authModule,
    catalog: catalogModule,
    cases: casesModule,
    withdrawals: withdrawalsModule,
    events: eventsModule,
    giveaways: giveawaysModule,
  },
  settings: opsSettings,
  create({ platform, settings, needs, extensions }) {
    const { database, clock } = platform;
    const now = () => clock.now();
    const operators = createOperators({
      db: database.db,
      pepper: platform.config.sessionPepper,
      sessionHours: settings.sessionHours,
      now,
    });
    const base = { database, operators, now };
    const loginPerMinute = settings.loginPerMinute;
    return {
      provides: { operators },
      async routes(app) {
        await app.register(opsRoutes({ ...base, loginPerMinute }));
        await app.register(opsCasesRoutes({ ...base, designed: needs.cases.designed, catalog: needs.catalog.service }));
        await app.register(
          opsCatalogRoutes({
            ...base,
            prices: needs.catalog.prices,
            // Cases and the mall price from the catalogue: every instance reads it afresh.
            changed: async () => {
              needs.catalog.service.invalidate();
              await needs.cases.designed.changed();
            },
          }),
        );
        await app.register(opsPlayersRoutes({ ...base, sessions: needs.auth.sessions }));
        await app.register(
          opsMoneyRoutes({ ...base, withdrawals: needs.withdrawals.operator, refunded: () => extensions.refunded }),
        );
        await app.register(opsEventsRoutes({ ...base, controls: needs.events.controls }));
        await app.register(opsGiveawaysRoutes({ ...base, desk: needs.giveaways.desk }));
        await app.register(
          opsCodesRoutes({
            ...base,
            codes: () => extensions.codeDesk[0],
            boxExists: (id) =>
              needs.cases.service.byId(id).then(
                () => true,
                () => false,
              ),
            pepper: platform.config.sessionPepper,
          }),
        );
        await app.register(opsContentRoutes({ ...base, broadcast: () => extensions.broadcast[0] }));
      },
    };
  },
});

/**
 * Declared with its needs erased: the console needs the most modules of all, and spelling their types out inside
 * app.ts's MODULES list passes what the compiler will serialize (TS7056). Inside `create` they stay fully typed.
 */
export const opsModule = definition as unknown as ModuleDescriptor<
  'ops',
  { operators: Operators },
  Record<string, AnyModule>,
  { sessionHours: number; loginPerMinute: number }
>;
