import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isTimeZone, prizeRanges } from '@dropforge/shared/domain';
import { z } from 'zod';
import { mechanicParts } from './events.content.mechanics';
import { ZAmount, ZPrize, ZPrizeEntry, ZTexts } from './events.content.shapes';

export { ZPrize, ZPrizeEntry } from './events.content.shapes';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');

export const ZSchedule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('always') }),
  z.object({ type: z.literal('dates'), from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }) }),
  z.object({
    type: z.literal('weekly'),
    days: z.array(z.number().int().min(1).max(7)).min(1),
    from: hhmm,
    to: hhmm,
  }),
]);

/**
 * An event (issue 20): content in `content/events/<key>.json`; the mechanic (code) reads its own parts
 * (`rewards`, `cards`, `prizes`…) and checks them at load. Editing a file and restarting changes the event.
 */
export const ZEventFile = z.object({
  key: z.string().regex(/^[a-z0-9][a-z0-9-]{1,47}$/),
  mechanic: z.string().min(1),
  enabled: z.boolean().default(true),
  /** Hot-events order: higher first. */
  priority: z.number().int().default(0),
  /** The site page of the event. */
  path: z.string().regex(/^\/[a-z0-9/_-]*$/),
  schedule: ZSchedule.default({ type: 'always' }),
  /** The event's own time zone for its schedule and days; default EVENTS_TIME_ZONE. */
  time_zone: z.string().refine(isTimeZone, 'an IANA time zone').optional(),
  /** Who may take part; every given condition must hold (none: everyone signed in). */
  audience: z
    .object({
      /** Accounts younger than this many days. */
      new_days: z.number().int().min(1).max(3650).optional(),
      vip_level: z.number().int().min(0).max(10).optional(),
      /** A completed deposit within this many days. */
      deposit_days: z.number().int().min(1).max(3650).optional(),
      /** ISO country codes (from the trusted proxy's header). */
      countries: z
        .array(z.string().regex(/^[A-Z]{2}$/))
        .min(1)
        .optional(),
    })
    .default({}),
  /** What one go costs (later mechanics: wheel spins…), debited to `house:revenue`; absent: free. */
  cost: z.object({ currency: z.enum(['money', 'score']), amount: ZAmount }).optional(),
  limits: z
    .object({
      per_day: z.number().int().min(1).max(100).optional(),
      per_week: z.number().int().min(1).max(1000).optional(),
      per_account: z.number().int().min(1).max(1000).optional(),
      /** Takes per address and day, across accounts. */
      per_ip_day: z.number().int().min(1).max(1000).optional(),
      /** Extra takes per day from a VIP level on (the highest level reached counts). */
      vip_extra: z
        .array(z.object({ level: z.number().int().min(1).max(10), extra: z.number().int().min(1).max(20) }))
        .default([]),
    })
    .default({ vip_extra: [] }),
  /** The prize table of drawing mechanics; tickets sum to 100 000 000, in this published order. */
  prizes: z.array(ZPrizeEntry).default([]),
  /** Fixed rewards of non-drawing mechanics (check-in: one per streak day). */
  rewards: z.array(ZPrize).default([]),
  ...mechanicParts,
  title: ZTexts,
  description: ZTexts,
  picture: z.string().min(1),
});
export type EventFile = z.infer<typeof ZEventFile>;
export type ContentPrize = z.infer<typeof ZPrize>;

/** Checks one event file's shape and its prize table's odds; throws naming the file. */
export function parseEvent(raw: unknown, file: string, mechanics: ReadonlySet<string>): EventFile {
  const parsed = ZEventFile.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`content/events/${file}: ${issues}`);
  }
  const event = parsed.data;
  if (`${event.key}.json` !== file) throw new Error(`content/events/${file}: key must match the file name`);
  if (!mechanics.has(event.mechanic)) throw new Error(`content/events/${file}: unknown mechanic ${event.mechanic}`);
  if (event.prizes.length > 0) {
    try {
      prizeRanges(event.prizes);
    } catch (e) {
      throw new Error(`content/events/${file}: prizes: ${(e as Error).message}`);
    }
  }
  return event;
}

/** Every `content/events/*.json`, checked (a bad file stops the boot, naming itself). */
export function loadEventContent(contentDir: string, mechanics: ReadonlySet<string>): EventFile[] {
  const dir = join(contentDir, 'events');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => parseEvent(JSON.parse(readFileSync(join(dir, f), 'utf8')), basename(f), mechanics));
}
