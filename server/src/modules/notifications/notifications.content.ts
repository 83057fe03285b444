import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { z } from 'zod';
import type { PlatformNotification } from './notifications.repo';

const ZTexts = z
  .record(z.string(), z.string().max(2000))
  .refine((t) => typeof t.en === 'string', 'needs an en text')
  .refine((t) => Object.keys(t).every((k) => (LANGS as readonly string[]).includes(k)), 'unknown language');

const ZAudience = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('vip'), min_level: z.number().int().min(0).max(100) }),
  z.object({ kind: z.literal('new'), days: z.number().int().min(1).max(3650) }),
]);

/** `content/notifications/<id>.json`: a platform notification (spec §3, type 0). */
export const ZPlatformFile = z.object({
  publish_at: z.string().datetime({ offset: true }),
  audience: ZAudience.default({ kind: 'all' }),
  image: z.string().default(''),
  /** Where Go leads (`sign_contract`): a site path or an https link. */
  link: z
    .string()
    .regex(/^(\/[^/\\]|https:\/\/|$)/, 'a site path or an https link')
    .default(''),
  title: ZTexts,
  text: ZTexts,
});

/** Reads `content/notifications/*.json`; a file that does not parse stops the boot with its name. */
export function loadPlatformNotifications(contentDir: string): PlatformNotification[] {
  const dir = join(contentDir, 'notifications');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = ZPlatformFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`content/notifications/${file}: ${parsed.error.message}`);
      const n = parsed.data;
      return {
        sourceKey: `content:${file.replace(/\.json$/, '')}`,
        params: { title: n.title, text: n.text },
        image: n.image,
        link: n.link,
        audience: n.audience.kind,
        minLevel: n.audience.kind === 'vip' ? n.audience.min_level : 0,
        newDays: n.audience.kind === 'new' ? n.audience.days : 0,
        createdAt: new Date(n.publish_at),
      };
    });
}
