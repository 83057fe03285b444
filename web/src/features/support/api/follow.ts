import { followRoutes } from '@dropforge/shared/contract/routes';
import { call } from '../../../lib/client';

/**
 * Records that a signed-in player followed one of the site's social pages (`POST /api/orders/follow`, once per
 * player and page on the server) for later rewards. Fire and forget: the link opens whatever the answer.
 */
export function recordFollow(url: string): void {
  call(followRoutes.follow, { body: { url, type: 'follow' }, quietUnauthorized: true }).catch(() => undefined);
}
