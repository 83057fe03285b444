import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS } from '@dropforge/shared/domain';
import { contentWithCases, TEST_PISTOL_CASE } from '../../../test/content';

const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));

/** The item prize of the test card flip (a pistol skin of the test catalogue import). */
export const TEST_ITEM = 'P250 | Sand Dune (Field-Tested)';

/** Test events beside the repository's cases plus `test-pistols`; the shipped events are left out. */
export function eventsContent(): string {
  const dir = contentWithCases({ 'test-pistols': TEST_PISTOL_CASE });
  rmSync(join(dir, 'events'), { recursive: true, force: true });
  const base = { schedule: { type: 'always' }, title: texts('Title'), description: texts('Text'), picture: '/x.svg' };
  const files: Record<string, unknown> = {
    'test-check-in': {
      ...base,
      key: 'test-check-in',
      mechanic: 'check_in',
      path: '/event/check',
      rewards: [
        { kind: 'coins', amount: 0.1 },
        { kind: 'coins', amount: 0.2 },
        { kind: 'cash', amount: 0.3 },
        { kind: 'coins', amount: 0.4 },
        { kind: 'shop_score', amount: 0.5 },
        { kind: 'coins', amount: 0.6 },
        { kind: 'case', case_id: 'test-pistols' },
      ],
    },
    'test-cards': {
      ...base,
      key: 'test-cards',
      mechanic: 'cards',
      path: '/event/cards',
      cards: 6,
      limits: { per_day: 1, vip_extra: [{ level: 3, extra: 1 }] },
      prizes: [
        { kind: 'coins', amount: 0.05, tickets: 40_000_000 },
        { kind: 'cash', amount: 0.1, tickets: 30_000_000 },
        { kind: 'item', hash_name: TEST_ITEM, tickets: 20_000_000 },
        { kind: 'case', case_id: 'test-pistols', tickets: 10_000_000 },
      ],
    },
    'test-free-coins': {
      ...base,
      key: 'test-free-coins',
      mechanic: 'free_coins',
      path: '/event',
      limits: { per_day: 1, per_ip_day: 3 },
      prizes: [
        { kind: 'coins', amount: 0.01, tickets: 70_000_000 },
        { kind: 'coins', amount: 0.1, tickets: 30_000_000 },
      ],
    },
    'test-vip-only': {
      ...base,
      key: 'test-vip-only',
      mechanic: 'free_coins',
      path: '/event',
      priority: 5,
      audience: { vip_level: 5 },
      prizes: [{ kind: 'coins', amount: 1, tickets: 100_000_000 }],
    },
    'test-new-pl': {
      ...base,
      key: 'test-new-pl',
      mechanic: 'free_coins',
      path: '/event',
      audience: { new_days: 1, countries: ['PL'] },
      prizes: [{ kind: 'coins', amount: 0.5, tickets: 100_000_000 }],
    },
    'test-depositors': {
      ...base,
      key: 'test-depositors',
      mechanic: 'free_coins',
      path: '/event',
      audience: { deposit_days: 7 },
      prizes: [{ kind: 'coins', amount: 0.7, tickets: 100_000_000 }],
    },
    'test-paid-cards': {
      ...base,
      key: 'test-paid-cards',
      mechanic: 'cards',
      path: '/event/cards',
      priority: -1,
      cards: 3,
      cost: { currency: 'score', amount: 1 },
      prizes: [{ kind: 'cash', amount: 2, tickets: 100_000_000 }],
    },
    'test-weekly': {
      ...base,
      key: 'test-weekly',
      mechanic: 'free_coins',
      path: '/event',
      priority: -1,
      limits: { per_day: 1, per_week: 1, per_account: 2 },
      prizes: [{ kind: 'coins', amount: 0.2, tickets: 100_000_000 }],
    },
    'test-over': {
      ...base,
      key: 'test-over',
      mechanic: 'free_coins',
      path: '/event',
      schedule: { type: 'dates', from: '2020-01-01T00:00:00Z', to: '2020-02-01T00:00:00Z' },
      prizes: [{ kind: 'coins', amount: 1, tickets: 100_000_000 }],
    },
  };
  mkdirSync(join(dir, 'events'), { recursive: true });
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify(body));
  return dir;
}
