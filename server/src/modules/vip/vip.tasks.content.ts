import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VIP_TASK_KINDS, type VipTaskKind } from '@dropforge/shared/contract';
import { type Milli, parseMilli } from '@dropforge/shared/domain';
import { z } from 'zod';

const ZTasks = z.object({
  tasks: z.array(
    z.object({
      id: z.number().int().min(1),
      kind: z.enum(VIP_TASK_KINDS),
      period: z.enum(['day', 'week']),
      /** A count, or USD for `deposit`. */
      target: z.number().positive(),
      /** USD paid once per period. */
      reward: z.number().positive(),
      min_level: z.number().int().min(0).default(0),
    }),
  ),
});

export type VipTaskDef = {
  id: number;
  kind: VipTaskKind;
  period: 'day' | 'week';
  /** Thousandths of USD for `deposit`, a count otherwise. */
  target: number;
  reward: Milli;
  minLevel: number;
};

/** content/vip-tasks.json (no file: no tasks). Ids are unique: they are the `{id}` of `/api/svip/{id}/receive`. */
export function loadTasks(contentDir: string): VipTaskDef[] {
  const file = join(contentDir, 'vip-tasks.json');
  if (!existsSync(file)) return [];
  const parsed = ZTasks.parse(JSON.parse(readFileSync(file, 'utf8')));
  const ids = new Set<number>();
  return parsed.tasks.map((t) => {
    if (ids.has(t.id)) throw new Error(`vip-tasks.json: task id ${t.id} is used twice`);
    ids.add(t.id);
    return {
      id: t.id,
      kind: t.kind,
      period: t.period,
      target: t.kind === 'deposit' ? parseMilli(String(t.target)) : Math.ceil(t.target),
      reward: parseMilli(String(t.reward)),
      minLevel: t.min_level,
    };
  });
}

/** The UTC day or ISO week (from Monday 00:00 UTC) holding `now`. */
export function periodOf(period: 'day' | 'week', now: number): { start: Date; end: Date } {
  const d = new Date(now);
  const day = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'day') return { start: new Date(day), end: new Date(day + 86_400_000) };
  const start = day - ((d.getUTCDay() + 6) % 7) * 86_400_000;
  return { start: new Date(start), end: new Date(start + 7 * 86_400_000) };
}
