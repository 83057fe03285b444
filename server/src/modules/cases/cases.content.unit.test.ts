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
