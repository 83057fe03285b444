import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../kv';
import { sendError } from './envelope';
import { AppError } from './errors';

const TTL_MS = 24 * 3_600_000;
const KEY = /^[\w.:-]{1,200}$/;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

type Entry = { state: 'pending' } | { state: 'done'; hash: string; status: number; body: string; type: string };

/** The caller a key belongs to: their session token (hashed) or, for visitors, their address. */
function scopeOf(req: FastifyRequest): string {
  const auth = req.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice(7) : req.cookies?.authsk;
  return sha(token ? `t:${token}` : `ip:${req.ip}`).slice(0, 32);
}

/**
 * `Idempotency-Key` on state-changing calls (DESIGN §6): the first answer is stored for 24 h and
 * a retry with the same key and body gets it again without running the handler; the same key with
 * another body, or while the first call still runs, answers 409.
 */
export function registerIdempotency(app: FastifyInstance, store: Store) {
  app.addHook('preHandler', async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
    const raw = req.headers['idempotency-key'];
    if (raw === undefined) return;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY.test(key)) return sendError(new AppError('bad_request'), req, reply);
    const storeKey = `idem:${scopeOf(req)}:${key}`;
    const hash = sha(`${req.method} ${req.url} ${JSON.stringify(req.body ?? null)}`);
    const hashKey = `${storeKey}:hash`;
    if (await store.setIfAbsent(storeKey, JSON.stringify({ state: 'pending' }), TTL_MS)) {
      await store.set(hashKey, hash, TTL_MS);
      (req as FastifyRequest & { idempotency?: { storeKey: string; hash: string } }).idempotency = { storeKey, hash };
      return;
    }
    const entry = JSON.parse((await store.get(storeKey)) ?? '{"state":"pending"}') as Entry;
    const firstHash = await store.get(hashKey);
    if (firstHash && firstHash !== hash) return sendError(new AppError('idempotency_conflict'), req, reply);
    if (entry.state === 'pending') return sendError(new AppError('conflict'), req, reply);
    return reply.status(entry.status).type(entry.type).header('idempotent-replayed', 'true').send(entry.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const marker = (req as FastifyRequest & { idempotency?: { storeKey: string; hash: string } }).idempotency;
    if (!marker) return payload;
    if (reply.statusCode >= 500) {
      // A failure on our side may be retried with the same key.
      await store.delete(marker.storeKey);
      return payload;
    }
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const entry: Entry = {
      state: 'done',
      hash: marker.hash,
      status: reply.statusCode,
      body,
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    };
    await store.set(marker.storeKey, JSON.stringify(entry), TTL_MS);
    return payload;
  });
}
