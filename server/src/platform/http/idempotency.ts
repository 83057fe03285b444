import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { currentTxScope, runInTxScope, type Tx } from '../db';
import type { Store } from '../kv';
import { ok, sendError } from './envelope';
import { AppError } from './errors';
import * as records from './idempotency.repo';

const TTL_MS = 24 * 3_600_000;
/**
 * A running call's claim on its key lasts LEASE_MS and is renewed every RENEW_MS while the call runs, so the claim
 * of a call whose process died lapses within LEASE_MS and a retry may go on. A claim is renewed for at most MAX_HOLD_MS.
 */
const LEASE_MS = 10_000;
const RENEW_MS = 3_000;
const MAX_HOLD_MS = 10 * 60_000;
const PENDING = JSON.stringify({ state: 'pending' });
const KEY = /^[\w.:-]{1,200}$/;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

type Answer = { status: number; body: string; type: string };
type Entry = { state: 'pending' } | ({ state: 'done'; hash: string } & Answer);
type Lease = { release: () => Promise<void> };
/** `none` → `writing` (inside the first transaction) → `written` once it commits, or back to `none`. */
type Claim = {
  storeKey: string;
  scope: string;
  key: string;
  hash: string;
  lease: Lease;
  record: 'none' | 'writing' | 'written';
  open: boolean;
  /** The operation stored its answer in its own transaction (`answerInTx`). */
  answeredInTx?: boolean;
  /** Set when the operation committed before but its answer was lost: the route rebuilds it (`config.replay`). */
  replay?: { ref: string | null };
};

type Replay = (req: FastifyRequest, ref: string | null) => Promise<unknown>;

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
const claimOf = (req: FastifyRequest) => (req as FastifyRequest & { idempotency?: Claim }).idempotency;

/** The caller a key belongs to: their session token (hashed) or, for visitors, their address. */
function scopeOf(req: FastifyRequest): string {
  const auth = req.headers.authorization;
  const token = auth?.startsWith('Bearer ') ? auth.slice(7) : req.cookies?.authsk;
  return sha(token ? `t:${token}` : `ip:${req.ip}`).slice(0, 32);
}

const JSON_TYPE = 'application/json; charset=utf-8';
const replayOf = (req: FastifyRequest) => (req.routeOptions.config as { replay?: Replay } | undefined)?.replay;

const replay = (reply: FastifyReply, answer: Answer) =>
  reply.status(answer.status).type(answer.type).header('idempotent-replayed', 'true').send(answer.body);

/**
 * `Idempotency-Key` on state-changing calls (DESIGN §6). The key's record is written inside the first transaction
 * the call opens, so it commits or rolls back with the operation; the answer is added once sent and a retry with the
 * same key and body gets it again without running the handler (24 h). The same key with another body answers 409,
 * and so does a retry while the first call still runs: a running call holds the key by a short lease, so a call lost
 * with its process (a crash) blocks its retry for at most LEASE_MS, after which the retry replays what committed or,
 * when nothing did, runs the operation.
 */
export function registerIdempotency(app: FastifyInstance, store: Store, pool: pg.Pool) {
  async function claim(req: FastifyRequest, reply: FastifyReply): Promise<Claim | 'answered' | undefined> {
    // A GET is read-only, except the spec's few that change state; those that opt in (`keyedGet`) take keys here as a
    // POST does (the mall's purchase keys its own, so that concurrent copies wait for the one purchase).
    const keyed = req.routeOptions.config?.keyedGet === true;
    if (req.method === 'HEAD' || req.method === 'OPTIONS' || (req.method === 'GET' && !keyed)) return undefined;
    const raw = req.headers['idempotency-key'];
    if (raw === undefined) return undefined;
    const key = Array.isArray(raw) ? raw[0] : raw;
    if (!key || !KEY.test(key)) {
      sendError(new AppError('bad_request'), req, reply);
      return 'answered';
    }
    const scope = scopeOf(req);
    const storeKey = `idem:${scope}:${key}`;
    const hash = sha(`${req.method} ${req.url} ${JSON.stringify(req.body ?? null)}`);
    const hashKey = `${storeKey}:hash`;
    if (await store.setIfAbsent(storeKey, PENDING, LEASE_MS)) {
      const committed = await records.find(pool, scope, key, TTL_MS);
      if (committed) {
        // The operation committed before (its answer may not have reached the store, e.g. a crash after commit).
        if (committed.hash !== hash) {
          await store.delete(storeKey);
          sendError(new AppError('idempotency_conflict'), req, reply);
        } else if (committed.answer) {
          await store.set(storeKey, JSON.stringify({ state: 'done', hash, ...committed.answer }), TTL_MS);
          replay(reply, committed.answer);
        } else if (replayOf(req)) {
          // Committed, answer lost: the route rebuilds it once the player is known (`registerIdempotencyReplay`).
          const lease = holdLease(store, storeKey, (e) => req.log.warn({ err: e }, 'idempotency lease not renewed'));
          return { storeKey, scope, key, hash, lease, record: 'written', open: true, replay: { ref: committed.ref } };
        } else {
          await store.delete(storeKey);
          sendError(new AppError('conflict'), req, reply);
        }
        return 'answered';
      }
      await store.set(hashKey, hash, TTL_MS);
      const lease = holdLease(store, storeKey, (e) => req.log.warn({ err: e }, 'idempotency lease not renewed'));
      return { storeKey, scope, key, hash, lease, record: 'none', open: true };
    }
    const entry = JSON.parse((await store.get(storeKey)) ?? '{"state":"pending"}') as Entry;
    const firstHash = await store.get(hashKey);
    if (firstHash && firstHash !== hash) {
      sendError(new AppError('idempotency_conflict'), req, reply);
    } else if (entry.state === 'pending') {
      reply.header('retry-after', String(Math.max(1, Math.ceil((await store.ttl(storeKey)) / 1000))));
      sendError(new AppError('conflict'), req, reply);
    } else {
      replay(reply, entry);
    }
    return 'answered';
  }

  // Callback style: the rest of the request (later hooks, the handler) runs inside the claim's transaction scope.
  app.addHook('preHandler', (req, reply, done) => {
    claim(req, reply).then(
      (claimed) => {
        if (claimed === 'answered') return;
        if (!claimed) return done();
        (req as FastifyRequest & { idempotency?: Claim }).idempotency = claimed;
        if (claimed.replay) return done();
        const scope = {
          async begin(tx: Tx) {
            if (!claimed.open || claimed.record !== 'none') return;
            claimed.record = 'writing';
            if (!(await records.insert(tx, claimed.scope, claimed.key, claimed.hash))) throw new AppError('conflict');
          },
          async answer(tx: Tx, data: unknown) {
            if (claimed.record !== 'writing') return;
            claimed.answeredInTx = true;
            await records.answerInTx(tx, claimed.scope, claimed.key, {
              status: 200,
              body: JSON.stringify(ok(data)),
              type: JSON_TYPE,
            });
          },
          async note(tx: Tx, ref: string) {
            if (claimed.record === 'writing') await records.noteInTx(tx, claimed.scope, claimed.key, ref);
          },
          committed() {
            if (claimed.record === 'writing') claimed.record = 'written';
          },
          rolledBack() {
            if (claimed.record !== 'writing') return;
            claimed.record = 'none';
            claimed.answeredInTx = false;
          },
        };
        runInTxScope(scope, () => done());
      },
      (e: Error) => done(e),
    );
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const claimed = claimOf(req);
    if (!claimed?.open) return payload;
    claimed.open = false;
    await claimed.lease.release();
    const answer: Answer = {
      status: reply.statusCode,
      body: typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '',
      type: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    };
    if (claimed.record === 'written' && claimed.answeredInTx && reply.statusCode >= 500) {
      // A failure after the commit: the answer stored with the operation stays the one retries get.
      await store.delete(claimed.storeKey);
      return payload;
    }
    if (claimed.record === 'written') {
      await records.answer(pool, claimed.scope, claimed.key, answer).catch((e) => {
        req.log.warn({ err: e }, 'idempotency answer not stored');
      });
    } else if (reply.statusCode >= 500) {
      // Nothing committed and the failure was ours: a retry with the same key may run the operation.
      await store.delete(claimed.storeKey);
      return payload;
    }
    await store.set(claimed.storeKey, JSON.stringify({ state: 'done', hash: claimed.hash, ...answer }), TTL_MS);
    return payload;
  });

  // However the call ended (an answer not sent, a client gone), it stops renewing its claim.
  app.addHook('onResponse', async (req) => {
    const claimed = claimOf(req);
    if (!claimed) return;
    claimed.open = false;
    await claimed.lease.release();
  });

  const sweep = setInterval(() => {
    records.sweep(pool, TTL_MS).catch(() => {});
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
}

/**
 * After the auth hook: a retry of an operation that committed but lost its answer gets the answer its route rebuilds
 * (`config.replay`, from the reference the operation noted in its transaction), marked as replayed.
 */
export function registerIdempotencyReplay(app: FastifyInstance) {
  app.addHook('preHandler', async (req, reply) => {
    const claimed = claimOf(req);
    const rebuild = claimed?.replay && replayOf(req);
    if (!claimed?.replay || !rebuild) return;
    const data = await rebuild(req, claimed.replay.ref);
    return reply.header('idempotent-replayed', 'true').send(ok(data));
  });
}

/** Inside an operation's transaction: the answer it will send, stored with the Idempotency-Key's record. */
export async function answerInTx(tx: Tx, data: unknown): Promise<void> {
  await currentTxScope()?.answer?.(tx, data);
}

/** Inside an operation's transaction: what its route's `replay` needs to rebuild the answer (e.g. the new id). */
export async function noteInTx(tx: Tx, ref: string | number): Promise<void> {
  await currentTxScope()?.note?.(tx, String(ref));
}
