import type { FastifyInstance } from 'fastify';
import { steamRoutes } from './steam.routes';
import type { SteamAuthDeps } from './types';

/**
 * Steam sign-in over OpenID 2.0: `GET /api/steam_auth[/:code]` (terms + captcha → Steam),
 * `GET /api/steam_auth/callback` (strict assertion checks → session), `GET /api/steam_out`.
 * Wiring: `await app.register(createSteamAuth({ db, store, sessions, captcha, config }).routes)`.
 */
export function createSteamAuth(deps: SteamAuthDeps): { routes: (app: FastifyInstance) => Promise<void> } {
  return { routes: steamRoutes(deps) };
}

export type { SteamAuthDeps, SteamCaptcha } from './types';
