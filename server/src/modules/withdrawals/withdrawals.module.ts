import { createHmac } from 'node:crypto';
import { WITHDRAWAL_STATES } from '@dropforge/shared/contract';
import type { Milli } from '@dropforge/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../platform/bus';
import type { Database } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import { defineModule } from '../../platform/modules';
import { authModule } from '../auth';
import { type CatalogService, catalogModule } from '../catalog';
import { type Inventory, inventoryModule } from '../inventory';
import { paymentsModule } from '../payments';
import type { WithdrawProvider } from './providers/provider';
import { createSandboxMarket } from './providers/sandbox';
import { createWaxpeerMarket } from './providers/waxpeer';
import { createWithdrawalJobs, STEP_QUEUE, SWEEP_QUEUE } from './withdrawals.jobs';
import { countByState } from './withdrawals.repo';
import { withdrawalsRoutes } from './withdrawals.routes';
import { createWithdrawalsService } from './withdrawals.service';
import { type WithdrawalSettings, withdrawalSettings } from './withdrawals.settings';
import { createSteps } from './withdrawals.steps';
import { createNotifier } from './withdrawals.view';

/**
 * The marketplaces this instance can drive: the sandbox always, Waxpeer when it has a key. New withdrawals go
 * through WITHDRAW_PROVIDER; each one goes on with the marketplace it started with (a switch strands nothing).
 */
export function withdrawProviders(settings: WithdrawalSettings, pepper: string): Record<string, WithdrawProvider> {
  const providers: Record<string, WithdrawProvider> = {
    sandbox: createSandboxMarket({
      ...settings.sandbox,
      offerExpiryMs: settings.offerExpiryMs,
      secret: createHmac('sha256', pepper).update('withdraw-sandbox').digest('hex'),
    }),
  };
  const { apiKey, baseUrl, projectId, timeoutMs } = settings.waxpeer;
  if (apiKey)
    providers.waxpeer = createWaxpeerMarket({ apiKey, baseUrl, projectId, timeoutMs, pollMs: settings.pollMs });
  if (!providers[settings.provider]) throw new Error(`WITHDRAW_PROVIDER=${settings.provider} is not configured`);
  return providers;
}

/**
 * Withdrawals (issue 6, docs/architecture.md "withdrawals"): items leave the site through a marketplace that buys
 * the same item and sends it to the player's trade URL, step by step in pg-boss jobs.
 */
export function createWithdrawalsModule(deps: {
  database: Database;
  bus: Bus;
  jobs: Jobs;
  catalog: CatalogService;
  inventory: Inventory;
  settings: WithdrawalSettings;
  /** Signs the sandbox market's outcomes (the session pepper), so they replay the same after a restart. */
  pepper: string;
  depositTotal: (userId: number) => Promise<number>;
  flagged: (userId: number) => Promise<boolean>;
  log: FastifyBaseLogger;
}) {
  const providers = withdrawProviders(deps.settings, deps.pepper);
  const provider = providers[deps.settings.provider]!;
  const notify = createNotifier({ bus: deps.bus, catalog: deps.catalog, log: deps.log });
  const steps = createSteps({
    database: deps.database,
    providers,
    inventory: deps.inventory,
    catalog: deps.catalog,
    notify,
    settings: deps.settings,
    log: deps.log,
  });
  const jobs = createWithdrawalJobs({ db: deps.database.db, jobs: deps.jobs, steps, log: deps.log });
  const service = createWithdrawalsService({
    database: deps.database,
    catalog: deps.catalog,
    inventory: deps.inventory,
    settings: deps.settings,
    providerId: provider.id,
    depositTotal: deps.depositTotal,
    flagged: deps.flagged,
    notify,
    schedule: jobs.schedule,
  });
  return {
    service,
    /** The marketplace new withdrawals go through. */
    provider,
    steps,
    /** The console's actions (issue 25): cancel before purchase with the item returned; retry now. */
    operator: {
      cancel: steps.cancel,
      async retry(id: number) {
        const w = await steps.retry(id);
        await jobs.now(id);
        return w;
      },
      providers: () => Object.keys(providers),
      /** Each market's balance (thousandths), null without an account, or why it could not be read (5 s at most). */
      async balances(): Promise<Record<string, { balance: Milli | null; error: string | null }>> {
        const entries = await Promise.all(
          Object.values(providers).map(async (p) => {
            if (!p.balance) return [p.id, { balance: null, error: null }] as const;
            try {
              const balance = await Promise.race([
                p.balance(),
                new Promise<never>((_, reject) =>
                  setTimeout(() => reject(new Error('no answer in 5 s')), 5000).unref(),
                ),
              ]);
              return [p.id, { balance, error: null }] as const;
            } catch (e) {
              return [p.id, { balance: null, error: (e as Error).message }] as const;
            }
          }),
        );
        return Object.fromEntries(entries);
      },
    },
    /** Workers, the minute sweep and the boot sweep (nothing when this instance runs no jobs). */
    start: jobs.start,
    stop: jobs.stop,
    sweep: jobs.sweep,
    routes: withdrawalsRoutes({ withdrawals: service }),
    /** The ticker's `withdrawal` list (`/api/rolling_data`). */
    recent: service.recent,
    /** Withdrawals in the transaction history. */
    history: service.history,
  };
}

export type WithdrawalsModule = ReturnType<typeof createWithdrawalsModule>;

export const withdrawalsModule = defineModule({
  name: 'withdrawals',
  needs: { auth: authModule, catalog: catalogModule, inventory: inventoryModule, payments: paymentsModule },
  settings: withdrawalSettings,
  create({ platform, settings, needs }) {
    const withdrawals = createWithdrawalsModule({
      database: platform.database,
      bus: platform.bus,
      jobs: platform.jobs,
      catalog: needs.catalog.service,
      inventory: needs.inventory.service,
      settings,
      pepper: platform.config.sessionPepper,
      depositTotal: needs.payments.depositTotal,
      flagged: needs.auth.flagged,
      log: platform.log,
    });
    return {
      provides: withdrawals,
      routes: withdrawals.routes,
      jobs: [STEP_QUEUE, SWEEP_QUEUE],
      start: withdrawals.start,
      stop: withdrawals.stop,
      contributes: {
        ticker: withdrawals.recent,
        history: withdrawals.history,
        metrics: async () => {
          const counted = new Map((await countByState(platform.database.db)).map((r) => [r.state, r.n]));
          return WITHDRAWAL_STATES.map((state) => ({
            name: 'dropforge_withdrawals',
            help: 'Withdrawals by state (the whole site)',
            type: 'gauge' as const,
            labels: { state },
            value: counted.get(state) ?? 0,
          }));
        },
      },
    };
  },
});
