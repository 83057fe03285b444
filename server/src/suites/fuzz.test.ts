import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/app';
import { bearer, registerUser } from '../../test/auth';
import { fund } from '../../test/wallet';
import { auditLedger } from '../modules/wallet';

/**
 * Contract fuzz (issue 16): every route of the OpenAPI document gets hostile inputs (wrong types, huge and negative
 * numbers, NaN/Infinity strings, unicode and NUL, deep JSON, `__proto__` keys, SQL and path-traversal strings,
 * bodies at the size limit). No answer may be a 5xx, and nothing may change.
 */
const RUNS_PER_ROUTE = 25;
/**
 * Routes that end the session the fuzz signs in with (fuzzed with a session of their own would prove nothing), and
 * daily claims that take no input at all: any call of theirs is the claim itself (their own tests cover them).
 */
const SKIP = /^\/api\/(user\/logout|user\/logout_all|steam_out|check_in|free_coins|coupon\/room\/create)$/;

/** A path segment; a lone surrogate (which encodeURIComponent refuses) goes as its raw bytes, invalid UTF-8. */
function pathPart(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80');
  }
}

const hostileText = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999999',
  '1e308',
  '-1e308',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1F',
  '\u0000',
  'a\u0000b',
  '%00',
  '../../../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  "' OR 1=1 --",
  '"; drop table users; --',
  '__proto__',
  'constructor',
  '💥🎲',
  '\uD800',
  'Ｓｅｌｅｃｔ',
  'x'.repeat(5000),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.constantFrom(
    true,
    false,
    null,
    [],
    {},
    -1,
    0,
    1.5,
    5.0000000001,
    -1e308,
    1e308,
    2 ** 53 + 2,
    9.1e12,
    1e13,
    123456789012.345,
    -(2 ** 31) - 1,
    [1, 2, 3],
    { __proto__: { polluted: true } },
    JSON.parse('{"__proto__": {"polluted": true}}'),
    Array.from({ length: 2000 }, (_, i) => i),
  ),
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 40 }),
);
/** Every body field also gets each of these, one at a time. */
const EDGES: unknown[] = [
  true,
  null,
  [],
  {},
  -1,
  0,
  1.5,
  5.0000000001,
  9.1e12,
  1e13,
  2 ** 53 + 2,
  -1e308,
  'NaN',
  '\u0000',
  'x'.repeat(5000),
];
const deepJson = (depth: number): unknown => (depth === 0 ? 1 : { a: deepJson(depth - 1) });

type Operation = {
  method: string;
  path: string;
  params: string[];
  query: string[];
  bodyKeys: string[];
  /** A plausible body built from the schema, so one hostile field at a time reaches the handler. */
  example: Record<string, unknown>;
};

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  default?: unknown;
};

/** Fields whose pattern a generated string would not meet. */
const PLAUSIBLE: Record<string, unknown> = { country: 'US', payment_id: 'card', email: 'fuzz@example.com' };

/** The simplest value the schema takes (the first enum value, the minimum, a short string). */
function exampleOf(schema: JsonSchema | undefined, key?: string): unknown {
  if (key && key in PLAUSIBLE) return PLAUSIBLE[key];
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.anyOf?.length) return exampleOf(schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, exampleOf(v, k)]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items));
    case 'integer':
    case 'number':
      return Math.max(1, Math.ceil(schema.minimum ?? schema.exclusiveMinimum ?? 1));
    case 'boolean':
      return true;
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

function operationsOf(doc: {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[]; requestBody?: any }>>;
}) {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (SKIP.test(path)) continue;
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyKeys: Object.keys(schema?.properties ?? {}),
        example: (exampleOf(schema) ?? {}) as Record<string, unknown>,
      });
    }
  }
  return ops;
}

let app: TestApp;
let token: string;
beforeAll(async () => {
  app = await startTestApp(
    { trustedIps: ['127.0.0.1', '::1', '::ffff:127.0.0.1'] },
    { CAPTCHA_MODE: 'off', RATE_LIMIT_MAX: '100000', RATE_LIMIT_READ_MAX: '100000', RATE_LIMIT_MONEY_MAX: '100000' },
  );
  token = await registerUser(app, 'Fuzzer');
  const me = await app.request('/api/user', { headers: bearer(token) });
  await fund(app, me.body.data.id, 5_000);
  // A player's seed pair is made on its first read (provisioning, not a change the fuzz should find).
  await app.request('/api/pfv_api', { headers: bearer(token) });
}, 60_000);
afterAll(() => app?.close());

/** Row counts of every table a request could change (sessions aside: sign-in routes make them). */
async function state() {
  const tables = [
    'ledger_tx',
    'postings',
    'holds',
    'items',
    'payment_orders',
    'withdrawals',
    'battles',
    'upgrades',
    'mall_purchases',
    'rolls',
    'users',
    'feedback',
  ];
  const rows = await app.database.pool.query(
    `select ${tables.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')}`,
  );
  const seeds = await app.database.pool.query('select count(*)::int as n, max(id) as last from fair_seeds');
  return { ...rows.rows[0], seeds: seeds.rows[0] };
}

describe('contract fuzz', () => {
  it('answers every hostile input of every route with a 4xx (never a 5xx) and changes nothing', async () => {
    const doc = (await app.request('/api/docs/json')).body;
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThanOrEqual(60);
    const before = await state();
    const failures: string[] = [];
    let sent = 0;

    const send = async (op: Operation, url: string, body: unknown, raw?: string) => {
      sent++;
      const init: RequestInit = { method: op.method, headers: { ...bearer(token) } };
      if (op.method !== 'GET' && op.method !== 'HEAD') {
        (init.headers as Record<string, string>)['content-type'] = 'application/json';
        init.body = raw ?? JSON.stringify(body);
      }
      const res = await fetch(`${app.url}${url}`, init).catch((e: Error) => ({
        status: 599,
        text: async () => e.message,
      }));
      if (res.status >= 500)
        failures.push(
          `${op.method} ${url} ${raw ? '(raw body)' : JSON.stringify(body)?.slice(0, 120)} → ${res.status}`,
        );
      else await res.text();
    };

    for (const op of ops) {
      const sample = fc.sample(
        fc.record({
          params: fc.array(hostileText, { minLength: op.params.length, maxLength: op.params.length }),
          query: fc.array(fc.tuple(fc.constantFrom(...(op.query.length ? op.query : ['x'])), hostileText), {
            maxLength: 3,
          }),
          body: fc.dictionary(fc.constantFrom(...(op.bodyKeys.length ? op.bodyKeys : ['x'])), hostileValue, {
            maxKeys: 4,
          }),
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 15 },
      );
      for (const input of sample) {
        let url = op.path;
        op.params.forEach((name, i) => {
          url = url.replace(`{${name}}`, pathPart(input.params[i] ?? ''));
        });
        const qs = new URLSearchParams(input.query).toString();
        await send(op, qs ? `${url}?${qs}` : url, input.body);
      }
      if (op.method !== 'GET' && op.method !== 'HEAD') {
        const url = op.path.replace(/\{[^}]+\}/g, '1');
        await send(op, url, deepJson(2000));
        await send(op, url, undefined, '{"a": [1, 2,');
        await send(op, url, undefined, JSON.stringify({ pad: 'x'.repeat(1_048_000) }));
      }
    }

    expect(await state()).toEqual(before);

    // One hostile field in an otherwise plausible body: it reaches the handler (a plausible body may be valid
    // and change something; only the answer's status and the ledger are checked here).
    for (const op of ops) {
      if (op.method === 'GET' || op.method === 'HEAD' || op.bodyKeys.length === 0) continue;
      const url = op.path.replace(/\{[^}]+\}/g, '1');
      const sample = fc.sample(fc.tuple(fc.constantFrom(...op.bodyKeys), hostileValue), {
        numRuns: RUNS_PER_ROUTE,
        seed: 16,
      });
      for (const [key, value] of sample) await send(op, url, { ...op.example, [key]: value });
      for (const key of op.bodyKeys) for (const value of EDGES) await send(op, url, { ...op.example, [key]: value });
      await send(op, url, {});
    }
    expect(failures).toEqual([]);
    expect(await auditLedger(app.database.pool)).toEqual([]);
    console.log(`contract fuzz: ${sent} requests over ${ops.length} routes, ${failures.length} answers ≥ 500`);
  }, 240_000);
});
