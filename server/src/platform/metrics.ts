import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db';
import type { MetricSample } from './ports';

/**
 * Prometheus series of this process (DESIGN §9, docs/operations.md "Metrics"). Counters count what this instance did
 * (sum them over instances); gauges read at scrape time say what the whole site holds now.
 */
export const registry = new Registry();

const httpDuration = new Histogram({
  name: 'dropforge_http_request_duration_seconds',
  help: 'HTTP answers by route (the route pattern, not the URL), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

const bets = new Counter({
  name: 'dropforge_bets_total',
  help: 'Committed bets by game (a case open of N cases counts N)',
  labelNames: ['game'] as const,
  registers: [registry],
});
const betAmount = new Counter({
  name: 'dropforge_bet_amount_usd_total',
  help: 'Value staked in committed bets by game, USD',
  labelNames: ['game'] as const,
  registers: [registry],
});
const deposits = new Counter({
  name: 'dropforge_deposits_total',
  help: 'Deposits credited, by payment method',
  labelNames: ['method'] as const,
  registers: [registry],
});
const depositAmount = new Counter({
  name: 'dropforge_deposit_amount_usd_total',
  help: 'Deposits credited, USD, by payment method',
  labelNames: ['method'] as const,
  registers: [registry],
});

/** What modules record once their transaction committed. */
export const recordMetric = {
  bet(game: 'case' | 'upgrade' | 'battle' | 'mall', count: number, milli: number) {
    bets.inc({ game }, count);
    betAmount.inc({ game }, milli / 1000);
  },
  deposit(method: string, milli: number) {
    deposits.inc({ method });
    depositAmount.inc({ method }, milli / 1000);
  },
};

export type MetricsDeps = {
  database: Database;
  /** Open websocket connections of this instance. */
  sockets: () => number;
  /** Series read at scrape time from the modules' contributions (withdrawals by state). */
  collectors: readonly (() => Promise<MetricSample[]>)[];
  /** METRICS_TOKEN: required from any address but loopback; without it, production answers loopback only. */
  token: string | undefined;
  isProduction: boolean;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function allowed(req: FastifyRequest, deps: MetricsDeps): boolean {
  const header = req.headers.authorization;
  if (deps.token && header?.startsWith('Bearer ')) {
    const given = Buffer.from(header.slice(7));
    const wanted = Buffer.from(deps.token);
    if (given.length === wanted.length && timingSafeEqual(given, wanted)) return true;
  }
  if (LOOPBACK.has(req.ip)) return true;
  return !deps.token && !deps.isProduction;
}

/** Pool, websocket, job and contributed gauges, read at each scrape (one small query per group). */
function gauges(deps: MetricsDeps) {
  const pool = new Gauge({
    name: 'dropforge_db_pool_connections',
    help: 'Postgres pool connections of this instance: total, idle, and requests waiting for one',
    labelNames: ['state'] as const,
    registers: [],
    collect() {
      const p = deps.database.pool;
      this.set({ state: 'total' }, p.totalCount);
      this.set({ state: 'idle' }, p.idleCount);
      this.set({ state: 'waiting' }, p.waitingCount);
    },
  });
  const sockets = new Gauge({
    name: 'dropforge_websocket_connections',
    help: 'Open websocket connections of this instance',
    registers: [],
    collect() {
      this.set(deps.sockets());
    },
  });
  return [pool, sockets];
}

async function jobSeries(database: Database): Promise<string> {
  const found = await database.pool
    .query<{ name: string; waiting: number; lag: string; failed: number }>(
      `select q.name,
              count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int as waiting,
              round(coalesce(extract(epoch from now() - min(j.start_after)
                filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::numeric, 3)::text as lag,
              count(j.id) filter (where j.state = 'failed')::int as failed
       from pgboss.queue q left join pgboss.job j on j.name = q.name
       where q.name not like '\\_\\_pgboss%'
       group by q.name order by q.name`,
    )
    .catch(() => ({ rows: [] }));
  const lines = [
    '# HELP dropforge_job_lag_seconds How long the oldest due job of a queue has waited',
    '# TYPE dropforge_job_lag_seconds gauge',
    ...found.rows.map((r) => `dropforge_job_lag_seconds{queue="${r.name}"} ${Number(r.lag).toFixed(3)}`),
    '# HELP dropforge_jobs_waiting Due jobs not yet taken, by queue',
    '# TYPE dropforge_jobs_waiting gauge',
    ...found.rows.map((r) => `dropforge_jobs_waiting{queue="${r.name}"} ${r.waiting}`),
    '# HELP dropforge_jobs_failed Jobs that failed for good, by queue (kept by pg-boss until archived)',
    '# TYPE dropforge_jobs_failed gauge',
    ...found.rows.map((r) => `dropforge_jobs_failed{queue="${r.name}"} ${r.failed}`),
  ];
  return `${lines.join('\n')}\n`;
}

const escapeLabel = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

function render(samples: MetricSample[]): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of samples) {
    if (!seen.has(s.name)) {
      seen.add(s.name);
      out.push(`# HELP ${s.name} ${s.help}`, `# TYPE ${s.name} ${s.type}`);
    }
    const labels = Object.entries(s.labels ?? {})
      .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
      .join(',');
    out.push(`${s.name}${labels ? `{${labels}}` : ''} ${s.value}`);
  }
  return out.length ? `${out.join('\n')}\n` : '';
}

/** `GET /metrics` (Prometheus text) and the HTTP histogram of every answered request. */
export function registerMetrics(app: FastifyInstance, deps: MetricsDeps) {
  const local = new Registry();
  for (const g of gauges(deps)) local.registerMetric(g);
  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url;
    if (!route || route === '/metrics') return;
    httpDuration.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get('/metrics', { schema: { hide: true } }, async (req, reply) => {
    if (!allowed(req, deps)) return reply.status(404).send({ code: 404, msg: 'Not found', data: null });
    const contributed = await Promise.all(deps.collectors.map((c) => c().catch(() => [])));
    const text =
      (await registry.metrics()) +
      (await local.metrics()) +
      (await jobSeries(deps.database)) +
      render(contributed.flat());
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
