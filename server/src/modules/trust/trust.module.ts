import { z } from 'zod';
import { defineModule, defineSettings } from '../../platform/modules';
import { casesModule } from '../cases';
import { drainTally, fairModule, rtpTotals } from '../fair';
import { deliveryFigures, withdrawalsModule } from '../withdrawals';
import { createLiabilities } from './liabilities';
import { trustRoutes } from './trust.routes';
import { createTrustService } from './trust.service';

/**
 * RTP_DRAIN_MS: how often counted bets are moved into the RTP totals (the page is at most this plus a second
 * behind). LIABILITIES_EVERY_HOURS: how often a proof-of-liabilities snapshot is taken (0: only on demand).
 */
const trustSettings = defineSettings(
  z.object({
    RTP_DRAIN_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
    LIABILITIES_EVERY_HOURS: z.coerce
      .number()
      .min(0)
      .max(24 * 31)
      .default(24),
  }),
  (env) => ({ drainMs: env.RTP_DRAIN_MS, snapshotHours: env.LIABILITIES_EVERY_HOURS }),
);

/** Checks for a due snapshot this often (an advisory lock and the time of the last one keep it to one). */
const SNAPSHOT_CHECK_MS = 10 * 60_000;

/**
 * The trust centre (issue 24, docs/trust.md): realised RTP from the bets' tallies, withdrawal figures and proof of
 * liabilities. It reads the other modules' records and moves no money.
 */
export const trustModule = defineModule({
  name: 'trust',
  needs: { fair: fairModule, cases: casesModule, withdrawals: withdrawalsModule },
  settings: trustSettings,
  create({ platform, settings, needs }) {
    const { database, clock, log } = platform;
    const db = database.db;
    const liabilities = createLiabilities(database);
    const trust = createTrustService({
      database,
      totals: () => rtpTotals(db),
      cases: async () =>
        (await needs.cases.service.all()).filter((c) => c.enabled && !c.free).map((c) => ({ id: c.id, rtp: c.rtp })),
      deliveries: (now) => deliveryFigures(db, now),
      now: () => clock.now(),
    });
    const timers: NodeJS.Timeout[] = [];
    let draining: Promise<unknown> = Promise.resolve();

    const drain = () => {
      draining = drainTally(db).catch((e) => log.warn({ err: e }, 'rtp: draining the bet tally failed'));
      return draining;
    };

    async function snapshotIfDue(): Promise<void> {
      if (settings.snapshotHours <= 0) return;
      const taken = await liabilities.snapshot({ ifOlderThanMs: settings.snapshotHours * 3_600_000, now: clock.now() });
      if (taken)
        log.info(`liabilities: snapshot taken (${taken.map((t) => `${t.currency} ${t.leaves} leaves`).join(', ')})`);
    }

    return {
      provides: { trust, liabilities, drain },
      routes: trustRoutes({ trust, liabilities }),
      async start() {
        if (!platform.config.jobs) return;
        await drain();
        timers.push(setInterval(drain, settings.drainMs));
        const check = () => {
          snapshotIfDue().catch((e) => log.warn({ err: e }, 'liabilities: snapshot failed'));
        };
        check();
        timers.push(setInterval(check, SNAPSHOT_CHECK_MS));
        for (const t of timers) t.unref();
      },
      async stop() {
        for (const t of timers) clearInterval(t);
        await draining;
      },
    };
  },
});
