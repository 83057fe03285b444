import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Identity, Player } from '../ports';
import { AppError } from './errors';

const PLAYER = Symbol('player');
type WithPlayer = FastifyRequest & { [PLAYER]?: Player };

/**
 * Authentication as route metadata: `config: { auth: 'player' }` answers "Please log in first" to visitors and sets
 * `req.player`; `auth: 'optional'` sets `req.viewer` (undefined for visitors and expired sessions). It runs after validation, where handlers used to ask.
 */
export function registerAuth(app: FastifyInstance, identity: () => Identity | undefined) {
  app.decorateRequest('viewer', undefined);
  app.decorateRequest('player', {
    getter(this: WithPlayer): Player {
      const player = this[PLAYER];
      if (!player) throw new Error(`req.player read on ${this.url}, a route without auth: 'player'`);
      return player;
    },
    setter(this: WithPlayer, value: Player) {
      this[PLAYER] = value;
    },
  });
  app.addHook('preHandler', async (req) => {
    const mode = req.routeOptions.config.auth ?? 'none';
    if (mode === 'none') return;
    const found = identity();
    if (!found) throw new Error('no identity module: routes with auth need the auth module');
    if (mode === 'optional') {
      // A page that answers visitors answers an expired session as a visitor too.
      req.viewer = await found.playerOf(req).catch(() => undefined);
      return;
    }
    const player = await found.playerOf(req);
    if (!player) throw new AppError('not_logged_in');
    req.player = player;
  });
}

/** The same look-up for the websocket upgrade and the rate limits: one session read per request at most. */
export function memoizedIdentity(identity: Identity): Identity {
  const seen = new WeakMap<FastifyRequest, Promise<Player | undefined>>();
  return {
    tokenOf: identity.tokenOf,
    playerOf(req) {
      let found = seen.get(req);
      if (!found) {
        found = identity.playerOf(req);
        seen.set(req, found);
      }
      return found;
    },
  };
}
