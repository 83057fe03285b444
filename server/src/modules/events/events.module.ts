import type { FastifyInstance } from 'fastify';
import { defineModule, gateOf, openGate } from '../../platform/modules';
import { authModule } from '../auth';
import { casesModule } from '../cases';
import { catalogModule } from '../catalog';
import { fairModule } from '../fair';
import { inventoryModule } from '../inventory';
import { paymentsModule } from '../payments';
import { realtimeModule } from '../realtime';
import { createEventControls } from './events.controls';
import { createEngine, type EngineDeps } from './events.engine';
import { eventsRoutes } from './events.routes';
import { eventsSettings } from './events.settings';
import { createTokens } from './events.tokens';
import { watchEventContent } from './events.watch';
import { bindDaysOf, createGroupGrab } from './mechanics/group-grab';
import { createGuessSweep } from './mechanics/guess/guess';
import { guidanceBets } from './mechanics/guidance';
import type { MechanicContext } from './mechanics/mechanic';
import { createMissionProgress } from './mechanics/missions.progress';
import { createOldNewJob } from './mechanics/old-new.job';
import { createPreRegister } from './mechanics/pre-register';
import { MECHANIC_SPECS, MECHANICS } from './mechanics/registry';
import { topupDeposited } from './mechanics/topup';

const OLD_NEW_SWEEP_MS = 60_000;

/** Events (issue 20): the engine over content/events and each mechanic's routes. */
export function createEventsModule(
  deps: EngineDeps & {
    accounts?: MechanicContext['accounts'];
    boundBetween?: MechanicContext['boundBetween'];
  },
) {
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
    deposits: deps.deposits ?? (async () => []),
    trustedIps: deps.trustedIps,
    bargainChecks: deps.settings.bargain,
    emailTaken: deps.emailTaken ?? (async () => false),
    cases: deps.cases,
    opening: deps.opening,
    clock: deps.clock,
    gate: deps.gate ?? openGate,
    referralCode: deps.referralCode,
    accounts: deps.accounts ?? (async () => []),
    boundBetween: deps.boundBetween ?? (async () => []),
  };
  const guessSweep = createGuessSweep({ database: deps.database, clock: deps.clock, log: deps.log });
  const oldNew = createOldNewJob(ctx);
  return {
    engine,
    tokens,
    /** Refunds of guesses past their refund time (`sweep` runs one pass; started with the module). */
    guess: guessSweep,
    /** The old-player / new-player sweep (invitations, ranking rewards); started by the module. */
    oldNew,
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
    realtime: realtimeModule,
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
      drops: needs.realtime.drops,
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
      deposits: needs.payments.paidDeposits,
      log: platform.log,
      gate: gateOf(extensions),
      referralCode: (userId, code) =>
        extensions.referralCode[0] ? extensions.referralCode[0](userId, code) : Promise.resolve('refused' as const),
      accounts: (ids) => needs.auth.referrals.accounts(ids),
      boundBetween: (from, to, limit) => needs.auth.referrals.boundBetween(from, to, limit),
      referrals: needs.auth.referrals,
      publicUrl: platform.config.publicUrl,
    });
    // Missions and token tasks count what their running or coming events' tasks name (none: nothing is recorded).
    const countedNow = () =>
      new Set(
        events.engine.events.flatMap((e) => [...e.tasks.map((t) => t.kind), ...e.token_tasks.map((t) => t.kind)]),
      );
    let counted = countedNow();
    const unwatch = settings.hotReload
      ? watchEventContent(
          platform.config.contentDir,
          () => {
            const result = events.engine.reload();
            if (result.ok) counted = countedNow();
            return result;
          },
          platform.log,
        )
      : () => {};
    const progress = createMissionProgress({
      database: platform.database,
      bus: platform.bus,
      clock: platform.clock,
      counts: () => counted,
      log: platform.log,
    });
    let sweeper: ReturnType<typeof setInterval> | undefined;
    const sweep = () =>
      events.oldNew.tick().catch((e) => platform.log.warn(`old/new sweep failed: ${(e as Error).message}`));
    const controls = createEventControls({
      database: platform.database,
      bus: platform.bus,
      clock: platform.clock,
      engine: events.engine,
      mechanics: MECHANIC_SPECS,
      cases: needs.cases.service,
      catalog: needs.catalog.service,
      log: platform.log,
    });
    return {
      provides: { ...events, controls },
      routes: events.routes,
      listens: ['gift.*: join'],
      async start() {
        await controls.refresh();
        events.guess.start();
        if (!events.engine.events.some((e) => e.mechanic === 'old_new')) return;
        await sweep();
        sweeper = setInterval(sweep, OLD_NEW_SWEEP_MS);
        sweeper.unref();
      },
      async stop() {
        unwatch();
        controls.stop();
        events.guess.stop();
        clearInterval(sweeper);
        await progress.stop();
      },
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
