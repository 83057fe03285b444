import type { FastifyInstance } from 'fastify';
import { defineModule } from '../../platform/modules';
import { authModule } from '../auth';
import { casesModule } from '../cases';
import { catalogModule } from '../catalog';
import { fairModule } from '../fair';
import { inventoryModule } from '../inventory';
import { paymentsModule } from '../payments';
import { createEngine, type EngineDeps } from './events.engine';
import { eventsRoutes } from './events.routes';
import { eventsSettings } from './events.settings';
import { createTokens } from './events.tokens';
import { bindDaysOf, createGroupGrab } from './mechanics/group-grab';
import { guidanceBets } from './mechanics/guidance';
import { createMissionProgress } from './mechanics/missions.progress';
import { createPreRegister } from './mechanics/pre-register';
import { MECHANIC_SPECS, MECHANICS } from './mechanics/registry';
import { topupDeposited } from './mechanics/topup';

/** Events (issue 20): the engine over content/events and each mechanic's routes. */
export function createEventsModule(deps: EngineDeps) {
  const engine = createEngine(deps, MECHANIC_SPECS);
  const tokens = createTokens(engine);
  const groupGrab = createGroupGrab({
    engine,
    database: deps.database,
    clock: deps.clock,
    settings: deps.settings.groupGrab,
    referrals: deps.referrals,
    publicUrl: deps.publicUrl ?? '',
    bindDays: bindDaysOf(deps.contentDir),
    trustedIps: deps.trustedIps,
  });
  const ctx = {
    groupGrab,
    engine,
    tokens,
    database: deps.database,
    levelOf: deps.levelOf,
    lastDepositAt: deps.lastDepositAt,
    depositTotal: deps.depositTotal,
    trustedIps: deps.trustedIps,
    emailTaken: deps.emailTaken ?? (async () => false),
  };
  return {
    engine,
    tokens,
    groupGrab,
    /** Onboarding hooks: first case open / battle marks (`bets`), pre-registration grants (`registered`). */
    contributes: { bets: guidanceBets, registered: createPreRegister(ctx).registered },
    async routes(app: FastifyInstance) {
      await app.register(eventsRoutes(engine, deps.settings.timeZone));
      for (const m of MECHANICS) await app.register(m.routes(ctx));
    },
  };
}

export type EventsModule = ReturnType<typeof createEventsModule>;

export const eventsModule = defineModule({
  name: 'events',
  needs: {
    auth: authModule,
    catalog: catalogModule,
    inventory: inventoryModule,
    fair: fairModule,
    cases: casesModule,
    payments: paymentsModule,
  },
  settings: eventsSettings,
  create({ platform, settings, needs, extensions }) {
    const events = createEventsModule({
      database: platform.database,
      fair: needs.fair.service,
      inventory: needs.inventory.service,
      catalog: needs.catalog.service,
      cases: needs.cases.service,
      opening: needs.cases.opening,
      clock: platform.clock,
      settings,
      contentDir: platform.config.contentDir,
      trustProxy: platform.config.trustProxy,
      trustedIps: platform.config.trustedIps,
      // VIP (a listener module above) tells levels through the `levels` extension point; none means level 0.
      levelOf: async (userId) => (extensions.levels[0] ? extensions.levels[0](userId) : 0),
      lastDepositAt: needs.payments.lastDepositAt,
      emailTaken: needs.auth.emailTaken,
      depositTotal: needs.payments.depositTotal,
      log: platform.log,
      referrals: needs.auth.referrals,
      publicUrl: platform.config.publicUrl,
    });
    // Missions count what their running or coming events' tasks name (none: nothing is recorded).
    const counted = new Set(events.engine.events.flatMap((e) => e.tasks.map((t) => t.kind)));
    const progress = createMissionProgress({
      database: platform.database,
      bus: platform.bus,
      clock: platform.clock,
      counts: () => counted,
      log: platform.log,
    });
    return {
      provides: events,
      routes: events.routes,
      listens: ['gift.*: join'],
      stop: progress.stop,
      contributes: {
        ...events.contributes,
        bets: async (tx, bet) => {
          await events.contributes.bets(tx, bet);
          await progress.bet(tx, bet);
          await events.tokens.bet(tx, bet);
        },
        deposited: [
          topupDeposited(events.engine, { depositTotal: needs.payments.depositTotal }),
          events.tokens.deposited,
          events.groupGrab.deposited,
        ],
        coupons: events.groupGrab.use,
      },
    };
  },
});
