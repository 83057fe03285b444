import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import type { Config } from '../config';
import { type Database, migrationsApplied } from '../db';
import type { Store } from '../kv';
import { registerCompression } from './compression';
import { registerEnvelope } from './envelope';
import { AppError } from './errors';
import { registerIdempotency } from './idempotency';
import { RequestLog } from './request-log';
import { registerSecurity } from './security';
import { compiledSerializer } from './serializer';

const REQUEST_ID = /^[\w-]{8,64}$/;
/** Charsets a body may declare: UTF-8 and its ASCII subset. */
const UTF8_CHARSETS = new Set(['utf-8', 'utf8', 'us-ascii']);

/**
 * Log lines go to stdout in writes of up to 4 KiB instead of one write per line (a write per request cost ~10 % of
 * the case-open rate), flushed at least every second and at exit.
 */
function bufferedStdout() {
  const out = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => out.flush(), 1000).unref();
  return out;
}

export function createFastify(config: Config, logStream?: NodeJS.WritableStream): FastifyInstance {
  return Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Query strings may carry captcha answers, OpenID signatures and states: log the path only.
            serializers: {
              req: (req: { method: string; url: string; id: string }) => ({
                method: req.method,
                path: req.url.split('?')[0],
                reqId: req.id,
              }),
            },
            stream: logStream ?? bufferedStdout(),
          },
    trustProxy: config.trustProxy,
    // One line per answered API call at info; files and page loads at debug.
    logController: new RequestLog(),
    bodyLimit: config.bodyLimit,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
}

/** The platform's HTTP parts every route runs through, in order, and the health routes. */
export async function registerPlatform(app: FastifyInstance, config: Config, database: Database, store: Store) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializer(!config.isProduction));
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerEnvelope(app);
  // Bodies are read as UTF-8 whatever they declare; one declared in another charset is refused, not misread.
  app.addHook('onRequest', async (req) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && !UTF8_CHARSETS.has(charset)) throw new AppError('charset_unsupported');
  });
  const security = await registerSecurity(app, config);
  await app.register(cookie, { secret: config.cookieSecret });
  registerIdempotency(app, store, database.pool);
  // After the idempotency record's onSend hook (it keeps the plain JSON), before any route.
  registerCompression(app);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Dropforge API', version: '0.1.0', description: 'Every answer is {code, msg, data}.' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const isReady = async () => {
    try {
      await database.pool.query('select 1');
      return await migrationsApplied(database.pool, config.migrationsDir);
    } catch {
      return false;
    }
  };
  app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, msg: 'ok', data: { status: 'up' } }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const ready = await isReady();
    return reply
      .status(ready ? 200 : 503)
      .send({ code: ready ? 200 : 503, msg: ready ? 'ready' : 'not ready', data: { ready } });
  });
  return { ...security, isReady };
}
