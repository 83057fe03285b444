import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMilli, ZERO_MILLI } from '@dropforge/shared/domain';
import { z } from 'zod';
import type { GiveawaysDeps } from './giveaways.deps';
import { type NewPrize, scheduled } from './giveaways.repo';
import { createOfficialRoom } from './giveaways.rooms';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Weekly occurrences start on Mondays at 00:00 UTC (the epoch was a Thursday). */
const WEEK_OFFSET_MS = 4 * DAY_MS;
const PERIODS = { hourly: HOUR_MS, daily: DAY_MS, weekly: 7 * DAY_MS } as const;

const ZAmount = z
  .string()
  .regex(/^\d{1,9}(\.\d{1,3})?$/, 'a decimal amount with at most 3 decimals')
  .transform((v) => parseMilli(v));

const ZPrize = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('cash'), amount: ZAmount }),
  z.object({ kind: z.literal('coins'), amount: ZAmount }),
  z.object({ kind: z.literal('box'), box: z.string().min(1) }),
  z.object({ kind: z.literal('goods'), hash_name: z.string().min(1) }),
]);

const ZTitle = z.string().min(1).max(60);

/**
 * `content/giveaways/<id>.json`: an official room that recurs every hour, day or week (UTC). `title` is one text or
 * one per language (`en` required; a language without one shows the English).
 */
export const ZOfficialFile = z.object({
  title: z.union([ZTitle, z.object({ en: ZTitle }).catchall(ZTitle)]),
  picture: z.string().default(''),
  every: z.enum(['hourly', 'daily', 'weekly']),
  winners: z.number().int().min(1).max(100),
  prizes: z.array(ZPrize).min(1).max(100),
  /** Ticket in coins. */
  ticket: ZAmount.optional(),
  min_deposit: ZAmount.optional(),
  days: z.number().int().min(1).max(365).optional(),
  vip: z.number().int().min(0).max(100).optional(),
  enabled: z.boolean().default(true),
});
export type OfficialFile = z.infer<typeof ZOfficialFile> & { id: string };

const englishTitle = (file: OfficialFile) => (typeof file.title === 'string' ? file.title : file.title.en);

/** The title of an official room in `lang`, from its content file (the room's `schedule_key` is `<file id>:<start>`). */
export function officialTitles(files: OfficialFile[]) {
  const byId = new Map(files.map((f) => [f.id, f.title]));
  return (scheduleKey: string | null, lang: string): string | undefined => {
    const title = scheduleKey ? byId.get(scheduleKey.slice(0, scheduleKey.indexOf(':'))) : undefined;
    if (title === undefined || typeof title === 'string') return title;
    return title[lang] ?? title.en;
  };
}

/** Reads `content/giveaways/*.json`; a file that does not parse stops the boot with its name. */
export function loadOfficialGiveaways(contentDir: string): OfficialFile[] {
  const dir = join(contentDir, 'giveaways');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = ZOfficialFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`content/giveaways/${file}: ${parsed.error.message}`);
      return { ...parsed.data, id: file.replace(/\.json$/, '') };
    });
}

/** The occurrence of `every` running at `now`: [start, end). */
export function occurrence(every: OfficialFile['every'], now: number): { start: number; end: number } {
  const period = PERIODS[every];
  const offset = every === 'weekly' ? WEEK_OFFSET_MS : 0;
  const start = Math.floor((now - offset) / period) * period + offset;
  return { start, end: start + period };
}

/**
 * Official rooms (issue 19): each content file has one room per occurrence, created by whichever instance's sweep
 * gets there first (the schedule key `<id>:<start>` is unique), funded by house:promotions at the draw. Answers
 * the rooms it created with their end time.
 */
export function createOfficial(deps: GiveawaysDeps) {
  const files = loadOfficialGiveaways(deps.contentDir).filter((f) => f.enabled);
  /** Per file, the occurrence known to exist (in this process). */
  const known = new Map<string, string>();
  /** Occurrences that failed once: retried on every sweep, logged once. */
  const warned = new Set<string>();

  async function prizesOf(file: OfficialFile): Promise<NewPrize[]> {
    const names = file.prizes.flatMap((p) => (p.kind === 'goods' ? [p.hash_name] : []));
    const goods = new Map((await deps.catalog.findGoodsByHashNames(names)).map((g) => [g.hashName, g]));
    const out: NewPrize[] = [];
    for (const p of file.prizes) {
      const base = { amount: ZERO_MILLI, goods_id: null, box_id: null, knapsack_id: null, hold_id: null };
      if (p.kind === 'cash' || p.kind === 'coins')
        out.push({ ...base, kind: p.kind, amount: p.amount, price: p.amount });
      else if (p.kind === 'box') {
        const box = await deps.cases.byId(p.box);
        out.push({ ...base, kind: 'box', box_id: box.id, price: box.price });
      } else {
        const g = goods.get(p.hash_name);
        if (!g) throw new Error(`content/giveaways/${file.id}.json: goods not in the catalogue: ${p.hash_name}`);
        out.push({ ...base, kind: 'goods', goods_id: g.id, price: g.price });
      }
    }
    return out;
  }

  return {
    files,
    async ensure(): Promise<Array<{ id: number; endTime: Date }>> {
      const created: Array<{ id: number; endTime: Date }> = [];
      for (const file of files) {
        const { start, end } = occurrence(file.every, deps.clock.now());
        const scheduleKey = `${file.id}:${new Date(start).toISOString()}`;
        if (known.get(file.id) === scheduleKey) continue;
        try {
          if (await scheduled(deps.database.db, scheduleKey)) {
            known.set(file.id, scheduleKey);
            continue;
          }
          const prizes = await prizesOf(file);
          const id = await deps.database.withTx((tx) =>
            createOfficialRoom(
              tx,
              {
                title: englishTitle(file),
                picture: file.picture,
                timing: { endTime: new Date(end) },
                winners: file.winners,
                ticket: file.ticket,
                minDeposit: file.min_deposit,
                depositDays: file.min_deposit ? (file.days ?? null) : null,
                minVip: file.vip,
                scheduleKey,
              },
              prizes,
            ),
          );
          known.set(file.id, scheduleKey);
          if (id !== undefined) created.push({ id, endTime: new Date(end) });
        } catch (e) {
          if (!warned.has(scheduleKey)) deps.log.warn({ err: e }, `official giveaway ${file.id} not created`);
          warned.add(scheduleKey);
        }
      }
      return created;
    },
  };
}
