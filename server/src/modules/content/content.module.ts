import type { Database } from '../../platform/db';
import { contentRoutes } from './content.routes';
import { seedContent } from './content.seed';
import { type ContentDeps, createContentService } from './content.service';

export function createContentModule(
  deps: ContentDeps & { database: Database; contentDir: string; trustProxy: boolean; trustedIps: string[] },
) {
  const service = createContentService(deps);
  return {
    service,
    seed: () => seedContent(deps.database, deps.contentDir),
    routes: contentRoutes(service, deps.trustProxy, deps.trustedIps),
  };
}
