import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type PrizeEntry } from '@dropforge/shared/domain';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';

const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));
const HOUR = 3_600_000;

export const RECHARGE_TABLE: PrizeEntry[] = [
  { kind: 'coins', amount: 0.1, tickets: 60_000_000 },
  { kind: 'cash', amount: 0.5, tickets: 40_000_000 },
];

/**
 * Ladder and recharge-box test events beside the repository's cases plus `test-pistols`. The recharge windows are
 * set from the real time: deposits are stamped by the database's clock, not the injected one.
 */
export function ladderContent(now = Date.now()): string {
  const dir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  rmSync(join(dir, 'events'), { recursive: true, force: true });
  const base = { schedule: { type: 'always' }, title: texts('Title'), description: texts('Text'), picture: '/x.svg' };
  const iso = (ms: number) => new Date(ms).toISOString();
  const files: Record<string, unknown> = {
    'test-ladder': {
      ...base,
      key: 'test-ladder',
      mechanic: 'ladder_box',
      path: '/event/ladder',
      priority: 5,
      cost: { currency: 'score', amount: 1 },
      limits: { per_day: 2 },
      ladder: [
        { tickets: 100_000_000, prize: { kind: 'coins', amount: 0.5 } },
        { tickets: 50_000_000, prize: { kind: 'coins', amount: 1 } },
        { tickets: 1, prize: { kind: 'cash', amount: 10 } },
      ],
    },
    'test-ladder-free': {
      ...base,
      key: 'test-ladder-free',
      mechanic: 'ladder_box',
      path: '/event/ladder',
      limits: { per_day: 1 },
      ladder: [
        { tickets: 100_000_000, prize: { kind: 'shop_score', amount: 0.2 } },
        { tickets: 100_000_000, prize: { kind: 'case', case_id: 'test-pistols' } },
      ],
    },
    'test-recharge': {
      ...base,
      key: 'test-recharge',
      mechanic: 'recharge_box',
      path: '/event/recharge',
      priority: 5,
      schedule: { type: 'dates', from: iso(now - HOUR), to: iso(now + 60 * 24 * HOUR) },
      recharge_boxes: [
        { id: 1, threshold: 10, title: texts('Bronze'), prizes: RECHARGE_TABLE },
        { id: 2, threshold: 50, title: texts('Gold'), case_id: 'test-pistols' },
      ],
    },
    'test-recharge-later': {
      ...base,
      key: 'test-recharge-later',
      mechanic: 'recharge_box',
      path: '/event/recharge',
      schedule: { type: 'dates', from: iso(now + 48 * HOUR), to: iso(now + 72 * HOUR) },
      recharge_boxes: [{ id: 1, threshold: 1, title: texts('Early'), prizes: RECHARGE_TABLE }],
    },
  };
  mkdirSync(join(dir, 'events'), { recursive: true });
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify(body));
  return dir;
}
