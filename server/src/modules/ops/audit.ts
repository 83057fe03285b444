import type { AuditEntry } from '@dropforge/shared/contract';
import { sql } from 'drizzle-orm';
import { containsPattern, type Executor } from '../../platform/db';
import { opsAudit } from './ops.schema';

export const AUDIT_PAGE = 50;
export type Actor = { id: number | null; email: string; ip: string };
export type AuditWrite = { action: string; target: string; before?: unknown; after?: unknown };

/** Writes an entry in the caller's transaction: the action and its record commit or roll back together. */
export async function audit(tx: Executor, actor: Actor, e: AuditWrite): Promise<void> {
  await tx.insert(opsAudit).values({
    operatorId: actor.id,
    operatorEmail: actor.email,
    action: e.action,
    target: e.target,
    before: e.before ?? null,
    after: e.after ?? null,
    ip: actor.ip,
  });
}

/** Newest first; `q` matches the operator, the action or the target (case-insensitive part). */
export async function auditPage(db: Executor, page: number, q?: string) {
  const pattern = q ? containsPattern(q) : undefined;
  const where = pattern
    ? sql`where operator_email ilike ${pattern} or action ilike ${pattern} or target ilike ${pattern}`
    : sql``;
  const [rows, total] = await Promise.all([
    db.execute<{
      id: number;
      operator_email: string;
      action: string;
      target: string;
      before: unknown;
      after: unknown;
      ip: string;
      created_at: Date;
    }>(sql`select id::int as id, operator_email, action, target, before, after, ip, created_at from ops_audit ${where}
           order by id desc limit ${AUDIT_PAGE} offset ${(page - 1) * AUDIT_PAGE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ops_audit ${where}`),
  ]);
  const list: AuditEntry[] = rows.rows.map((r) => ({
    id: r.id,
    operator: r.operator_email,
    action: r.action,
    target: r.target,
    before: r.before,
    after: r.after,
    ip: r.ip,
    created_at: new Date(r.created_at).toISOString(),
  }));
  return { list, page, total: total.rows[0]?.n ?? 0 };
}
