import { z } from 'zod';
import type { Database } from '../../platform/db';
import { defineModule, defineSettings } from '../../platform/modules';
import { authModule } from '../auth';
import { casesModule } from '../cases';
import { contentRoutes } from './content.routes';
import { type ContentFacts, seedContent } from './content.seed';
import { type ContentDeps, createContentService } from './content.service';
import { createSupport, type SupportDeps } from './support.service';

export function createContentModule(
  deps: ContentDeps & {
    database: Database;
    contentDir: string;
    trustProxy: boolean;
    trustedIps: string[];
    /** Configured facts pages quote (`{{fact:name}}`). */
    facts?: ContentFacts;
    support: Omit<SupportDeps, 'database' | 'site' | 'trustedIps'>;
  },
) {
  const service = createContentService(deps);
  const support = createSupport({
    ...deps.support,
    database: deps.database,
    site: service.site,
    trustedIps: deps.trustedIps,
  });
  return {
    service,
    support,
    seed: () => seedContent(deps.database, deps.contentDir, deps.facts ?? {}),
    routes: contentRoutes(service, support, deps.trustProxy),
  };
}

/**
 * FEEDBACK_MAX_PER_ACCOUNT / FEEDBACK_MAX_PER_IP: help-form tickets one account / one IP address may send per
 * FEEDBACK_WINDOW_SECONDS; more answer 429 with the seconds to wait.
 */
const contentSettings = defineSettings(
  z.object({
    FEEDBACK_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(5),
    FEEDBACK_MAX_PER_IP: z.coerce.number().int().min(1).max(10000).default(10),
    FEEDBACK_WINDOW_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
  }),
  (env) => ({
    perAccount: env.FEEDBACK_MAX_PER_ACCOUNT,
    perIp: env.FEEDBACK_MAX_PER_IP,
    windowMs: env.FEEDBACK_WINDOW_SECONDS * 1000,
  }),
);

/**
 * Site settings, pages, banners, announcements, the ticker and the counters (seeded from content/ at start);
 * the help form's tickets and share/follow records.
 */
export const contentModule = defineModule({
  name: 'content',
  needs: { auth: authModule, cases: casesModule },
  settings: contentSettings,
  create({ platform, needs, extensions, settings }) {
    const { config } = platform;
    const content = createContentModule({
      db: platform.database.db,
      database: platform.database,
      contentDir: config.contentDir,
      facts: needs.cases.facts(),
      trustProxy: config.trustProxy,
      trustedIps: config.trustedIps,
      counters: extensions.counters,
      rolling: extensions.ticker,
      support: {
        store: platform.store,
        mailer: platform.mailer,
        log: platform.log,
        settings,
        ownsUpload: needs.auth.ownsUpload,
        boxExists: needs.cases.exists,
      },
    });
    return { provides: content, routes: content.routes, start: content.seed };
  },
});
