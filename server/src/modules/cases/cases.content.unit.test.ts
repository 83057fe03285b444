import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { roll, TICKETS_TOTAL, ticketRanges } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { loadCaseContent } from './cases.content';

const content = loadCaseContent(join(findRoot(), 'content'));

describe('content/cases', () => {
  it('has at least 24 site cases, each with tickets summing to exactly 100 000 000', () => {
    expect(content.site.length).toBeGreaterThanOrEqual(24);
    for (const c of content.site) {
      expect(
        c.items.reduce((s, i) => s + i.tickets, 0),
        c.id,
      ).toBe(TICKETS_TOTAL);
      expect(new Set(c.items.map((i) => i.hash_name)).size, c.id).toBe(c.items.length);
      expect(
        content.categories.map((k) => k.id),
        c.id,
      ).toContain(c.category);
    }
  });

  it('has a daily free box needing a recent deposit, a free case for each VIP level 1–10 and the first-recharge case', () => {
    const free = content.site.filter((c) => c.free);
    expect(free.filter((c) => c.free?.type === 'daily').map((c) => [c.id, c.free?.deposit_hours])).toEqual([
      ['free-daily', 24],
    ]);
    const levels = free.filter((c) => c.free?.type === 'level').map((c) => c.level);
    expect(levels.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(free.filter((c) => c.free?.type === 'first_recharge').map((c) => c.id)).toEqual(['first-recharge']);
    expect(free.every((c) => c.category === 'free' && c.rtp === undefined)).toBe(true);
  });

  it('refuses a level case without a level', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dropforge-free-'));
    mkdirSync(join(dir, 'cases'));
    const items = [
      { hash_name: 'P250 | Sand Dune (Field-Tested)', tickets: 60_000_000 },
      { hash_name: 'P2000 | Granite Marbleized (Field-Tested)', tickets: 40_000_000 },
    ];
    writeFileSync(
      join(dir, 'cases', 'bad.json'),
      JSON.stringify({ name: 'Bad', category: 'free', free: { type: 'level' }, items }),
    );
    try {
      expect(() => loadCaseContent(dir)).toThrow('content/cases/bad.json: a level case needs a level of 1 or more');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('references at least 40 official weapon cases', () => {
    expect(content.official.flatMap((f) => f.containers).length).toBeGreaterThanOrEqual(40);
  });

  it('reproduces a case’s odds within 4 standard deviations over 1,000,000 rolls', () => {
    const c = content.site.find((s) => s.id === 'budget-one-buck')!;
    const ranges = ticketRanges(c.items.map((i) => ({ goodsId: i.hash_name, tickets: i.tickets })));
    const counts = new Map<string | number, number>();
    const serverSeed = 'a'.repeat(64);
    const n = 1_000_000;
    for (let nonce = 0; nonce < n; nonce++) {
      const { ticket } = roll({ serverSeed, game: 'case', clientSeed: 'odds-check', nonce });
      // Binary search is pickDrop; a linear scan is enough for 12 ranges.
      const range = ranges.find((r) => ticket < r.to)!;
      counts.set(range.goodsId, (counts.get(range.goodsId) ?? 0) + 1);
    }
    for (const r of ranges) {
      const p = (r.to - r.from) / TICKETS_TOTAL;
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs((counts.get(r.goodsId) ?? 0) - n * p), String(r.goodsId)).toBeLessThanOrEqual(4 * sd + 1);
    }
  }, 60_000);
});
