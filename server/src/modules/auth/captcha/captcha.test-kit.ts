import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../../../../test/app';
import { registerEnvelope } from '../../../platform/http/envelope';
import { createPostgresStore, createRedisStore, type Store } from '../../../platform/kv';
import { aesEncrypt } from './aes';
import { type Captcha, type CaptchaDeps, createCaptcha } from './captcha.module';

/** Test-only helpers: a database from startTestApp and small Fastify apps serving the captcha routes. */
export type Server = { url: string; captcha: Captcha; app: FastifyInstance };
// biome-ignore lint/suspicious/noExplicitAny: tests read protocol answers loosely
export type Reply = { status: number; body: any };

export type Kit = {
  stores: Array<[string, () => Store]>;
  serve: (store: Store, deps?: Partial<CaptchaDeps>) => Promise<Server>;
  close: () => Promise<void>;
};

export async function startKit(): Promise<Kit> {
  const app: TestApp = await startTestApp();
  const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
  const servers: FastifyInstance[] = [];
  const postgres = createPostgresStore(app.database.pool);
  const stores: Kit['stores'] = [['postgres', () => namespaced(postgres, `t${randomBytes(4).toString('hex')}:`)]];
  if (redis) stores.push(['redis', () => createRedisStore(redis, `test:captcha:${randomBytes(4).toString('hex')}:`)]);

  const serve: Kit['serve'] = async (store, deps = {}) => {
    const fastify = Fastify({ logger: false });
    fastify.setValidatorCompiler(validatorCompiler);
    fastify.setSerializerCompiler(serializerCompiler);
    registerEnvelope(fastify);
    const captcha = createCaptcha({ store, mode: 'on', ...deps });
    await fastify.register(captcha.routes);
    await fastify.listen({ port: 0, host: '127.0.0.1' });
    servers.push(fastify);
    const address = fastify.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return { url: `http://127.0.0.1:${port}`, captcha, app: fastify };
  };

  return {
    stores,
    serve,
    close: async () => {
      await Promise.all(servers.map((s) => s.close()));
      await redis?.quit();
      await app.close();
    },
  };
}

/** A key space of its own per test (as the Redis stores have by prefix): one test's address lock stays in it. */
function namespaced(store: Store, ns: string): Store {
  const k = (key: string) => `${ns}${key}`;
  return {
    kind: store.kind,
    set: (key, value, ttlMs) => store.set(k(key), value, ttlMs),
    setIfAbsent: (key, value, ttlMs) => store.setIfAbsent(k(key), value, ttlMs),
    get: (key) => store.get(k(key)),
    take: (key) => store.take(k(key)),
    delete: (key) => store.delete(k(key)),
    increment: (key, ttlMs) => store.increment(k(key), ttlMs),
    ttl: (key) => store.ttl(k(key)),
  };
}

/** A distinct user agent per test keeps the per-client volume limits of tests apart. */
export const agent = () => `vitest-${randomBytes(6).toString('hex')}`;

/** A distinct forwarded address (TEST-NET-2) keeps the per-address failure locks of tests apart. */
export const address = () => `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 254)}, 10.${randomBytes(3).join('.')}`;

export async function post(
  base: string,
  path: string,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: await res.json() };
}

/** Width and height from a PNG's IHDR chunk; throws when the bytes are not a PNG. */
export function pngSize(base64: string): { width: number; height: number } {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

type Point = { x: number; y: number };
export type Issued = { token: string; secretKey?: string; wordList?: string[] };

/** The pointJson a client would send for `points`, encrypted when a key was issued. */
export function pointJsonOf(issued: Issued, points: Point | Point[]): { plain: string; sent: string } {
  const plain = JSON.stringify(points);
  return { plain, sent: issued.secretKey ? aesEncrypt(plain, issued.secretKey) : plain };
}

/** Gets a captcha and answers it correctly (or with `shift` added to every coordinate). */
export async function solve(
  server: Server,
  type: 'blockPuzzle' | 'clickWord',
  ua: string,
  shift = { x: 0, y: 0 },
  headers: Record<string, string> = {},
) {
  const got = await post(server.url, '/api/captcha/get', { captchaType: type }, { 'user-agent': ua, ...headers });
  const issued = got.body.repData as Issued;
  const answer = (await server.captcha.peekAnswer(issued.token)) as Point | Point[];
  const moved = Array.isArray(answer)
    ? answer.map((p) => ({ x: p.x + shift.x, y: p.y + shift.y }))
    : { x: answer.x + shift.x, y: answer.y };
  const point = pointJsonOf(issued, moved);
  const checked = await post(
    server.url,
    '/api/captcha/check',
    { captchaType: type, token: issued.token, pointJson: point.sent },
    { 'user-agent': ua, ...headers },
  );
  return { issued, answer, point, checked };
}
