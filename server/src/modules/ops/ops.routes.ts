import { opsApi } from '@dropforge/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../platform/db';
import { AppError, ok } from '../../platform/http';
import { audit, auditPage } from './audit';
import { actorOf, guard, operatorOf } from './guard';
import type { Operators } from './operators';
import { dailyReport, reportCsv } from './reports';

export type OpsRouteDeps = { database: Database; operators: Operators; now: () => number };

/** Sign-in, own sessions, the audit log and the reports. */
export function opsRoutes(deps: OpsRouteDeps & { loginPerMinute: number }) {
  const { database, operators } = deps;
  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['ops'];
    app.post(
      opsApi.login.path,
      {
        // Per address, on top of the account's lock.
        config: { rateLimit: { max: deps.loginPerMinute, timeWindow: 60_000 } },
        schema: { tags, body: opsApi.login.body, response: { 200: opsApi.login.result } },
      },
      async (req) => {
        const signed = await operators.login(req.body, req.ip);
        await database.withTx((tx) =>
          audit(
            tx,
            { id: signed.operator.id, email: signed.operator.email, ip: req.ip },
            { action: 'login', target: `operator:${signed.operator.id}` },
          ),
        );
        return ok(signed);
      },
    );
    app.post(
      opsApi.logout.path,
      { preHandler: guard(operators), schema: { tags, response: { 200: opsApi.logout.result } } },
      async (req) => {
        const op = operatorOf(req);
        await operators.revoke(op.id, op.sessionId);
        await database.withTx((tx) => audit(tx, actorOf(req), { action: 'logout', target: `operator:${op.id}` }));
        return ok({ ok: true as const });
      },
    );
    app.get(
      opsApi.me.path,
      { preHandler: guard(operators), schema: { tags, response: { 200: opsApi.me.result } } },
      async (req) => {
        const { sessionId: _, ...op } = operatorOf(req);
        return ok(op);
      },
    );
    app.get(
      opsApi.sessions.path,
      { preHandler: guard(operators), schema: { tags, response: { 200: opsApi.sessions.result } } },
      async (req) => {
        const op = operatorOf(req);
        const rows = await operators.sessions(op.id);
        return ok({
          list: rows.map((s) => ({
            id: s.id,
            created_at: s.createdAt.toISOString(),
            expires_at: s.expiresAt.toISOString(),
            ip: s.ip,
            current: s.id === op.sessionId,
          })),
        });
      },
    );
    app.post(
      opsApi.revokeSession.path,
      {
        preHandler: guard(operators),
        schema: { tags, params: opsApi.revokeSession.params, response: { 200: opsApi.revokeSession.result } },
      },
      async (req) => {
        const op = operatorOf(req);
        if (!(await operators.revoke(op.id, req.params.id))) throw new AppError('session_not_found');
        await database.withTx((tx) =>
          audit(tx, actorOf(req), { action: 'session.revoke', target: `operator_session:${req.params.id}` }),
        );
        return ok({ ok: true as const });
      },
    );
    app.get(
      opsApi.audit.path,
      {
        preHandler: guard(operators, 'audit'),
        schema: { tags, querystring: opsApi.audit.query, response: { 200: opsApi.audit.result } },
      },
      async (req) => ok(await auditPage(database.db, req.query.page, req.query.q)),
    );
    app.get(
      opsApi.daily.path,
      { preHandler: guard(operators, 'reports'), schema: { tags, querystring: opsApi.daily.query } },
      async (req, reply) => {
        const report = await dailyReport(database.db, req.query, deps.now());
        if (req.query.format === 'csv')
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="dropforge-daily-${report.from}-${report.to}.csv"`)
            .send(reportCsv(report));
        return ok(report);
      },
    );
  };
}
