import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { registerRateLimits } from './rate-limits';

/** Security headers with a real CSP for the built web app, and the rate limits (Redis store when configured). */
export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Pictures are same-origin (`/img/`); only Steam avatars come from elsewhere.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.steamstatic.com', 'https://steamcdn-a.akamaihd.net'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        mediaSrc: ["'self'", 'https:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Steam sign-in popup posts its token back to the page that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.isProduction,
  });

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  redis?.on('error', (e) => app.log.warn({ err: e }, 'rate-limit redis error'));
  // Not global: routes with their own `config.rateLimit` (sign-in, codes…) get it per IP from the plugin;
  // the API's per-group, per-account limits come from registerRateLimits; static files are never limited.
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: `${config.redisPrefix}rl:`, skipOnError: true } : {}),
    // The envelope is written by the error handler from this status.
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error('rate limited'), { statusCode: context.statusCode }),
  });
  const rateLimits = registerRateLimits(app, config);
  return { redis, rateLimits };
}
