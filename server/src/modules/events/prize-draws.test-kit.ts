import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { drawPrize, hashServerSeed, LANGS, prizeRanges, roll } from '@dropforge/shared/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/app';
import { bearer, registerUser } from '../../../test/auth';
import { eventsContent, TEST_ITEM } from './events.test-kit';

const texts = (en: string) => Object.fromEntries(LANGS.map((l) => [l, `${en} (${l})`]));

/** Prize tables without coins: a race's coin balance then only moves by what the spins cost. */
export const NO_COINS_TABLE = [
  { kind: 'cash', amount: 0.1, tickets: 50_000_000 },
  { kind: 'shop_score', amount: 0.2, tickets: 30_000_000 },
  { kind: 'item', hash_name: TEST_ITEM, tickets: 15_000_000 },
  { kind: 'case', case_id: 'test-pistols', tickets: 5_000_000 },
];
export const WHEEL_TABLE = [
  { kind: 'coins', amount: 0.05, tickets: 40_000_000 },
  { kind: 'cash', amount: 0.1, tickets: 30_000_000 },
  { kind: 'item', hash_name: TEST_ITEM, tickets: 20_000_000 },
  { kind: 'case', case_id: 'test-pistols', tickets: 10_000_000 },
];

/** The events test content plus wheels and flipping boards (the other tests' event lists stay as they are). */
export function prizeDrawsContent(): string {
  const dir = eventsContent();
  const base = { schedule: { type: 'always' }, title: texts('Title'), description: texts('Text'), picture: '/x.svg' };
  const files: Record<string, unknown> = {
    'test-wheel': {
      ...base,
      key: 'test-wheel',
      mechanic: 'wheel',
      path: '/event/wheel',
      priority: 10,
      cost: { currency: 'score', amount: 0.25 },
      paid_per_day: 3,
      limits: { per_day: 1, vip_extra: [{ level: 3, extra: 1 }] },
      prizes: WHEEL_TABLE,
    },
    'test-wheel-race': {
      ...base,
      key: 'test-wheel-race',
      mechanic: 'wheel',
      path: '/event/wheel',
      cost: { currency: 'score', amount: 0.25 },
      paid_per_day: 100,
      prizes: NO_COINS_TABLE,
    },
    'test-wheel-vip': {
      ...base,
      key: 'test-wheel-vip',
      mechanic: 'wheel',
      path: '/event/wheel',
      priority: 20,
      audience: { vip_level: 5 },
      cost: { currency: 'score', amount: 1 },
      paid_per_day: 1,
      prizes: NO_COINS_TABLE,
    },
    'test-flipping': {
      ...base,
      key: 'test-flipping',
      mechanic: 'flipping',
      path: '/event/flipping',
      priority: 10,
      cards: 6,
      cost: { currency: 'score', amount: 0.1 },
      prizes: NO_COINS_TABLE,
    },
    'test-flipping-free': {
      ...base,
      key: 'test-flipping-free',
      mechanic: 'flipping',
      path: '/event/flipping',
      cards: 4,
      limits: { per_day: 2 },
      prizes: WHEEL_TABLE,
    },
  };
  for (const [key, body] of Object.entries(files))
    writeFileSync(join(dir, 'events', `${key}.json`), JSON.stringify(body));
  return dir;
}

export function playerMaker(app: TestApp, prefix: string) {
  let n = 0;
  return async (ip?: string) => {
    n += 1;
    const token = await registerUser(app, `${prefix}${n}`, `${prefix.toLowerCase()}${n}@example.com`);
    const headers = {
      ...bearer(token),
      'x-forwarded-for': ip ?? `10.${prefix.length}.${Math.floor(n / 250)}.${n % 250}`,
    };
    const id: number = (await app.request('/api/user', { headers })).body.data.id;
    return { token, id, headers };
  };
}
export type TestPlayer = Awaited<ReturnType<ReturnType<typeof playerMaker>>>;

type Drawn = {
  ticket: number;
  nonce: number;
  prize: { kind: string };
  roll: { serverSeedHash: string; clientSeed: string; nonce: number; ticket: number };
};

/**
 * Reveals the player's server seed (a rotation) and recomputes every given draw from it: the ticket, the table
 * entry it falls in (the prize kind and, for the wheel, the segment), and the `/api/pfv_log` line.
 */
export async function recomputeAll(
  app: TestApp,
  p: TestPlayer,
  game: 'wheel' | 'flipping',
  draws: readonly Drawn[],
  table: ReadonlyArray<{ kind: string; tickets: number }>,
  segmentOf?: (d: Drawn) => number,
) {
  const previous = (await app.request('/api/pfv_api', { method: 'POST', json: { rotate: true }, headers: p.headers }))
    .body.data.previous;
  const log: Array<{ game: string; nonce: number }> = [];
  for (let page = 1; page <= 20; page++) {
    const list = (await app.request(`/api/pfv_log?page=${page}`, { headers: p.headers })).body.data.list;
    log.push(...list);
    if (list.length === 0) break;
  }
  for (const d of draws) {
    expect(hashServerSeed(previous.serverSeed)).toBe(d.roll.serverSeedHash);
    const again = roll({ serverSeed: previous.serverSeed, game, clientSeed: d.roll.clientSeed, nonce: d.nonce });
    expect(again.ticket).toBe(d.ticket);
    expect(d.roll.ticket).toBe(d.ticket);
    const index = drawPrize(prizeRanges(table as never), again.ticket);
    expect(d.prize.kind).toBe(table[index]!.kind);
    if (segmentOf) expect(segmentOf(d)).toBe(index);
    const line = log.find((l) => l.game === game && l.nonce === d.nonce);
    expect(line).toMatchObject({ ticket: d.ticket, serverSeed: previous.serverSeed });
  }
}
