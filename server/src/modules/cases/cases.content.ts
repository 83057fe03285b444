import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { FREE_TYPES, LANGS, type Lang, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { z } from 'zod';

const ZNames = z.partialRecord(z.enum(LANGS as unknown as [Lang, ...Lang[]]), z.string().min(1));

/** A site case: chosen goods (by market hash name) with their tickets; the price follows from EV / rtp. */
export const ZSiteCaseFile = z.object({
  kind: z.literal('site').default('site'),
  name: z.string().min(1).max(60),
  names: ZNames.optional(),
  category: z.string().min(1).max(40),
  /** An image URL; default: the picture of the dearest item. */
  picture: z.string().optional(),
  /** Minimum VIP level to open it. */
  level: z.number().int().min(0).max(10).default(0),
  enabled: z.boolean().default(true),
  /** Return to player the tickets were designed for (documentation: the price is EV / rtp at current prices). */
  rtp: z.number().min(0.5).max(0.99).optional(),
  /**
   * A free box: `daily` (once per UTC day), `level` (once per UTC day from VIP `level`), `first_recharge`
   * (once, with the first-recharge grant). `deposit_hours`: a completed deposit within that many hours is
   * needed. Free boxes cost nothing, are not listed by `/api/box` and open through `/api/free/{id}/open`.
   */
  free: z.object({ type: z.enum(FREE_TYPES), deposit_hours: z.number().int().min(1).max(720).optional() }).optional(),
  items: z
    .array(z.object({ hash_name: z.string().min(1), tickets: z.number().int().min(1).max(TICKETS_TOTAL) }))
    .min(2),
});
export type SiteCaseFile = z.infer<typeof ZSiteCaseFile>;

/**
 * Official weapon cases, by reference: the container's market hash name; contents and Valve's odds come
 * from the catalogue (cs2-lib) at boot, so the repository embeds no third-party data.
 */
export const ZOfficialCasesFile = z.object({
  kind: z.literal('official'),
  category: z.string().min(1).max(40),
  rtp: z.number().min(0.5).max(0.99).optional(),
  level: z.number().int().min(0).max(10).default(0),
  containers: z.array(z.string().min(1)).min(1),
});
export type OfficialCasesFile = z.infer<typeof ZOfficialCasesFile>;

export const ZCategoriesFile = z.object({
  categories: z.array(z.object({ id: z.string().min(1), name: z.string().min(1), names: ZNames.optional() })),
});

export type CaseContent = {
  categories: z.infer<typeof ZCategoriesFile>['categories'];
  site: Array<SiteCaseFile & { id: string }>;
  official: OfficialCasesFile[];
};

export const CASE_ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

/** `Chroma 2 Case` → `chroma-2-case`. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Reads and validates `content/cases/*.json` (throws naming the file on any problem). */
export function loadCaseContent(contentDir: string): CaseContent {
  const dir = join(contentDir, 'cases');
  const result: CaseContent = { categories: [], site: [], official: [] };
  if (!existsSync(dir)) return result;
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const id = basename(file, '.json');
    try {
      if (id === 'categories') result.categories = ZCategoriesFile.parse(raw).categories;
      else if (raw?.kind === 'official') result.official.push(ZOfficialCasesFile.parse(raw));
      else {
        if (!CASE_ID.test(id)) throw new Error(`the file name must be a case id (${CASE_ID})`);
        const parsed = ZSiteCaseFile.parse(raw);
        const sum = parsed.items.reduce((s, i) => s + i.tickets, 0);
        if (sum !== TICKETS_TOTAL) throw new Error(`tickets sum to ${sum}, not ${TICKETS_TOTAL}`);
        if (parsed.free?.type === 'level' && parsed.level < 1)
          throw new Error('a level case needs a level of 1 or more');
        if (parsed.free?.type === 'first_recharge' && parsed.free.deposit_hours !== undefined)
          throw new Error('the first-recharge case is earned by a deposit: it takes no deposit_hours');
        result.site.push({ ...parsed, id });
      }
    } catch (e) {
      throw new Error(`content/cases/${file}: ${(e as Error).message}`);
    }
  }
  return result;
}
