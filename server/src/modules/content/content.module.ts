import type { Database } from '../../platform/db';
import { defineModule } from '../../platform/modules';
import { casesModule } from '../cases';
import { contentRoutes } from './content.routes';
import { type ContentFacts, seedContent } from './content.seed';
import { type ContentDeps, createContentService } from './content.service';

export function createContentModule(
  deps: ContentDeps & {
    database: Database;
    contentDir: string;
    trustProxy: boolean;
    trustedIps: string[];
    /** Configured facts pages quote (`{{fact:name}}`). */
    facts?: ContentFacts;
  },
) {
  const service = createContentService(deps);
  return {
    service,
    seed: () => seedContent(deps.database, deps.contentDir, deps.facts ?? {}),
    routes: contentRoutes(service, deps.trustProxy, deps.trustedIps),
  };
}

/** Site settings, pages, banners, announcements, the ticker and the counters; seeded from content/ at start. */
export const contentModule = defineModule({
  name: 'content',
  needs: { cases: casesModule },
  create({ platform, needs, extensions }) {
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
    });
    return { provides: content, routes: content.routes, start: content.seed };
  },
});
