import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where a browser says the request comes from: Sec-Fetch-Site when sent (every current browser), else the
 * Origin, else the Referer. A cookie request with none of them (an old browser's top-level GET with the referrer
 * stripped, or a script) must carry `X-Requested-With`, which the web client always sends and which a page of
 * another site cannot set without a CORS preflight this server never grants.
 */
function fromTheSite(req: FastifyRequest, own: ReadonlySet<string>): boolean {
  const site = first(req.headers['sec-fetch-site']);
  // `none`: the player opened the address themselves (typed, bookmarked).
  if (site) return site === 'same-origin' || site === 'none';
  const origin = first(req.headers.origin);
  if (origin) return own.has(origin);
  const referer = first(req.headers.referer);
  if (referer) return own.has(originOf(referer) ?? '');
  return Boolean(first(req.headers['x-requested-with']));
}

/**
 * Whether a browser says the request comes from another site (Sec-Fetch-Site, else Origin, else Referer). A
 * request that says nothing (an API client, a script) is not taken for cross-site.
 */
function saysCrossSite(req: FastifyRequest, own: ReadonlySet<string>): boolean {
  const site = first(req.headers['sec-fetch-site']);
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = first(req.headers.origin);
  if (origin) return !own.has(origin);
  const referer = first(req.headers.referer);
  if (referer) return !own.has(originOf(referer) ?? '');
  return false;
}

/**
 * Cross-site request forgery guard. A state change is every non-GET/HEAD route plus the spec's GETs marked
 * `config: { changesState: true }`: a HEAD on those answers 405 (Fastify's automatic HEAD twin would run the
 * handler), and when the session comes from the cookie (no `Authorization: Bearer`), the browser must say the
 * request comes from the site itself, or it is refused with a 403 before the body is read. Routes that open a session
 * (`config: { signsIn: true }`: sign-in, registration) refuse a visitor's request that a browser says comes from
 * another site (login CSRF: a page signing the victim into the attacker's account); clients that send no
 * Sec-Fetch-Site, Origin or Referer (API clients) are not refused.
 */
export function registerSameSite(
  app: FastifyInstance,
  publicUrl: string,
  /** The request's session token (the bearer header's, else the cookie's), from the identity module. */
  tokenOf: (req: FastifyRequest) => string | undefined,
) {
  const configured = originOf(publicUrl);
  app.addHook('onRequest', async (req) => {
    const marked = req.routeOptions.config?.changesState === true;
    if (!marked && SAFE_METHODS.has(req.method)) return;
    if (req.method === 'HEAD') throw new AppError('method_not_allowed');
    if (req.headers.authorization?.startsWith('Bearer ')) return;
    const own = new Set([`${req.protocol}://${req.host}`, ...(configured ? [configured] : [])]);
    if (tokenOf(req) === undefined) {
      if (req.routeOptions.config?.signsIn === true && saysCrossSite(req, own)) throw new AppError('cross_site');
      return;
    }
    if (!fromTheSite(req, own)) throw new AppError('cross_site');
  });
}
