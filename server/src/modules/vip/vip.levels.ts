import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Milli, parseMilli } from '@dropforge/shared/domain';
import { z } from 'zod';
import { externalPictureUrl } from '../../platform/images';

const ZLevels = z.object({
  levels: z
    .array(
      z.object({
        level: z.number().int(),
        exp: z.number().min(0),
        color: z.string(),
        red_money: z.number(),
        box_picture: z.string(),
        /** The level box: a case id of content/cases, opened once for free by a player who reached the level. */
        box: z.string().min(1).optional(),
        /** Share of the house edge of the player's case and upgrade stakes paid back (claimable daily). */
        rakeback: z.number().min(0).max(1).default(0),
      }),
    )
    .min(1),
});
export type Level = {
  level: number;
  exp: Milli;
  color: string;
  redMoney: number;
  boxPicture: string;
  box: string | null;
  rakeback: number;
};

export function loadLevels(contentDir: string): Level[] {
  const parsed = ZLevels.parse(JSON.parse(readFileSync(join(contentDir, 'vip.json'), 'utf8')));
  return parsed.levels
    .map((l) => ({
      level: l.level,
      exp: parseMilli(l.exp),
      color: l.color,
      redMoney: l.red_money,
      boxPicture: externalPictureUrl(l.box_picture),
      box: l.box ?? null,
      rakeback: l.rakeback,
    }))
    .sort((a, b) => a.level - b.level);
}

/** The level reached with `total` cumulative deposits (thousandths). */
export function levelFor(levels: Level[], total: number): Level {
  let current = levels[0]!;
  for (const l of levels) if (total >= l.exp) current = l;
  return current;
}
