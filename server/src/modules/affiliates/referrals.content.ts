import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Milli, parseMilli } from '@dropforge/shared/domain';
import { z } from 'zod';

/**
 * `content/affiliates.json`: how long after registration a player may bind an invitation code, the bonus share a
 * referred player gets on deposits, words no player's code may contain, and the affiliate levels: a referrer's level
 * follows the deposits of the players they referred (USD), and sets the share of each such deposit they earn.
 */
export const ZAffiliates = z.object({
  bind_days: z.number().int().min(0).max(3650),
  invite_bonus: z.number().min(0).max(1),
  reserved: z.array(z.string().regex(/^[A-Z0-9]+$/)).default([]),
  levels: z
    .array(z.object({ level: z.number().int().min(1), deposits: z.number().min(0), rate: z.number().min(0).max(0.5) }))
    .min(1)
    .refine((l) => l[0]?.deposits === 0 && l.every((x, i) => i === 0 || x.deposits > l[i - 1]!.deposits), {
      message: 'levels start at 0 deposits and rise',
    }),
});

export type AffiliateLevel = { level: number; deposits: Milli; rate: number };
export type AffiliateTerms = {
  bindDays: number;
  inviteBonus: number;
  reserved: ReadonlySet<string>;
  levels: AffiliateLevel[];
};

const DEFAULTS = { bind_days: 7, invite_bonus: 0, reserved: [], levels: [{ level: 1, deposits: 0, rate: 0 }] };

export function loadAffiliates(contentDir: string): AffiliateTerms {
  const file = join(contentDir, 'affiliates.json');
  const raw = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : DEFAULTS;
  const parsed = ZAffiliates.safeParse(raw);
  if (!parsed.success) throw new Error(`content/affiliates.json: ${parsed.error.message}`);
  const d = parsed.data;
  return {
    bindDays: d.bind_days,
    inviteBonus: d.invite_bonus,
    reserved: new Set(d.reserved),
    levels: d.levels.map((l) => ({ level: l.level, deposits: parseMilli(String(l.deposits)), rate: l.rate })),
  };
}

/** The level reached with `deposits` (thousandths) of referred players' deposits. */
export function levelFor(levels: AffiliateLevel[], deposits: Milli): AffiliateLevel {
  let reached = levels[0]!;
  for (const l of levels) if (deposits >= l.deposits) reached = l;
  return reached;
}
