import type { Milli } from '@dropforge/shared/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db';
import {
  caseSwitches,
  type DesignedDraft,
  type DesignedItems,
  type DesignedRow,
  designedCases,
  type SwitchRow,
} from './designed.schema';

export async function allDesigned(db: Executor): Promise<DesignedRow[]> {
  return db.select().from(designedCases).orderBy(designedCases.createdAt);
}

export async function allSwitches(db: Executor): Promise<SwitchRow[]> {
  return db.select().from(caseSwitches);
}

/** The row locked for the caller's change (undefined when there is none). */
export async function lockDesigned(db: Executor, id: string): Promise<DesignedRow | undefined> {
  const rows = await db.select().from(designedCases).where(eq(designedCases.id, id)).for('update');
  return rows[0];
}

export async function switchOf(db: Executor, boxId: string): Promise<SwitchRow | undefined> {
  const rows = await db.select().from(caseSwitches).where(eq(caseSwitches.boxId, boxId)).for('update');
  return rows[0];
}

/** False when the id is taken. */
export async function insertDraft(db: Executor, id: string, draft: DesignedDraft): Promise<boolean> {
  const rows = await db
    .insert(designedCases)
    .values({ id, draft, draftPending: true })
    .onConflictDoNothing()
    .returning({ id: designedCases.id });
  return rows.length > 0;
}

export async function updateDraft(db: Executor, id: string, draft: DesignedDraft): Promise<void> {
  await db
    .update(designedCases)
    .set({ draft, draftPending: true, updatedAt: sql`now()` })
    .where(eq(designedCases.id, id));
}

export async function publish(
  db: Executor,
  id: string,
  p: { name: string; category: string; level: number; items: DesignedItems; rtp: number; price: Milli },
): Promise<void> {
  await db
    .update(designedCases)
    .set({ ...p, draftPending: false, version: sql`${designedCases.version} + 1`, updatedAt: sql`now()` })
    .where(eq(designedCases.id, id));
}

export async function setSwitch(
  db: Executor,
  s: { boxId: string; enabled: boolean; availableFrom: Date | null; availableUntil: Date | null },
): Promise<void> {
  await db
    .insert(caseSwitches)
    .values(s)
    .onConflictDoUpdate({
      target: caseSwitches.boxId,
      set: {
        enabled: s.enabled,
        availableFrom: s.availableFrom,
        availableUntil: s.availableUntil,
        updatedAt: sql`now()`,
      },
    });
}
