import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Store } from '../kv';
import { sendError } from './envelope';
import { AppError } from './errors';

const TTL_MS = 24 * 3_600_000;
/**
 * A running call's claim on its key lasts LEASE_MS and is renewed every RENEW_MS while the call runs, so the claim
 * of a call whose process died lapses within LEASE_MS and a retry runs the operation. A claim is
 * renewed for at most MAX_HOLD_MS.
 */
const LEASE_MS = 10_000;
const RENEW_MS = 3_000;
const MAX_HOLD_MS = 10 * 60_000;
const PENDING = JSON.stringify({ state: 'pending' });
const KEY = /^[\w.:-]{1,200}$/;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

type Entry = { state: 'pending' } | { state: 'done'; hash: string; status: number; body: string; type: string };
type Marker = { storeKey: string; hash: string; lease: Lease };
type Lease = { release: () => Promise<void> };

/** Renews a pending claim while its call runs; `release` stops and waits for a renewal under way. */
function holdLease(store: Store, storeKey: string, onError: (e: unknown) => void): Lease {
  let renewal: Promise<void> = Promise.resolve();
  const started = Date.now();
  const timer = setInterval(() => {
    if (Date.now() - started > MAX_HOLD_MS) return clearInterval(timer);
    renewal = store.set(storeKey, PENDING, LEASE_MS).catch(onError);
  }, RENEW_MS);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      await renewal;
    },
  };
}
const markerOf = (req: FastifyRequest) => (req as FastifyRequest & { idempotency?: Marker }).idempotency;

/** The caller a key belongs to: their session token (hashed) or, for visitors, their address. */
function scopeOf(req: FastifyRequest): string {
  const auth = req.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice(7) : req.cookies?.authsk;
  return sha(token ? `t:${token}` : `ip:${req.ip}`).slice(0, 32);
}

/**
 * `Idempotency-Key` on state-changing calls (DESIGN §6): the first answer is stored for 24 h and
 * a retry with the same key and body gets it again without running the handler; the same key with
 * another body, or while the first call still runs, answers 409. A running call holds the key by a short lease,
 * so a call lost with its process (a crash) leaves nothing behind for long: the retry then runs the operation,
 * whose own key (the ledger's, the purchase's) still refuses to do it twice if it had committed.
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
    if (await store.setIfAbsent(storeKey, PENDING, LEASE_MS)) {
      const lease = holdLease(store, storeKey, (e) => req.log.warn({ err: e }, 'idempotency lease not renewed'));
      (req as FastifyRequest & { idempotency?: Marker }).idempotency = { storeKey, hash, lease };
      await store.set(hashKey, hash, TTL_MS);
      return;
    }
    const entry = JSON.parse((await store.get(storeKey)) ?? '{"state":"pending"}') as Entry;
    const firstHash = await store.get(hashKey);
    if (firstHash && firstHash !== hash) return sendError(new AppError('idempotency_conflict'), req, reply);
    if (entry.state === 'pending') {
      reply.header('retry-after', String(Math.max(1, Math.ceil((await store.ttl(storeKey)) / 1000))));
      return sendError(new AppError('conflict'), req, reply);
    }
    return reply.status(entry.status).type(entry.type).header('idempotent-replayed', 'true').send(entry.body);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const marker = markerOf(req);
    if (!marker) return payload;
    await marker.lease.release();
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

  // However the call ended (an answer not sent, a client gone), it stops renewing its claim.
  app.addHook('onResponse', async (req) => {
    await markerOf(req)?.lease.release();
  });
}
