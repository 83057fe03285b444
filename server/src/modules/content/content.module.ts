import type { Database } from '../../platform/db';
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
