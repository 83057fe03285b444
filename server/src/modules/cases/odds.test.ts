import {
  createHmacSha256,
  floatOf,
  rollMessage,
  TICKETS_TOTAL,
  type TicketRange,
  ticketOf,
  toHex,
} from '@dropforge/shared/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/app';

/**
 * Every published case (the shipped content: official weapon cases and site cases) against one million
 * tickets from the real roll stream: each item's share of the draws stays within 4 standard deviations
 * of its published odds (rare items in merged intervals, see `normalGroups`), so the ranges, the roll
 * and the pick agree with what the case page shows.
 */
const DRAWS = 1_000_000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await app.catalog.import();
  app.cases.service.reload();
}, 110_000);
afterAll(async () => {
  await app?.close();
});

/** One million tickets from one seed pair, nonces 0…999 999, sorted for range counting. */
function drawTickets(): Uint32Array {
  const hmac = createHmacSha256('7d1c0f5e9b3a8c2d4e6f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5');
  const tickets = new Uint32Array(DRAWS);
  for (let nonce = 0; nonce < DRAWS; nonce++) {
    const digest = toHex(hmac(rollMessage({ game: 'case', clientSeed: 'odds-check', nonce })));
    tickets[nonce] = ticketOf(floatOf(digest));
  }
  return tickets.sort();
}

/** Index of the first ticket >= value in the sorted draws. */
function lowerBound(sorted: Uint32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The 4σ bound is a normal approximation, which holds once an interval expects about 25 draws or more.
 * An item that common is checked on its own; rarer neighbours (a covert skin's 0.0002 % wear variant)
 * are merged with the next ranges in published order until the contiguous interval expects 25 draws.
 */
const MIN_EXPECTED = 25;
function normalGroups(ranges: readonly TicketRange[]): Array<{ from: number; to: number; label: string }> {
  const groups: Array<{ from: number; to: number; label: string }> = [];
  let open: { from: number; to: number; label: string } | undefined;
  for (const range of ranges) {
    open = open
      ? { ...open, to: range.to, label: `${open.label}+${range.goodsId}` }
      : { ...range, label: String(range.goodsId) };
    if (((open.to - open.from) / TICKETS_TOTAL) * DRAWS >= MIN_EXPECTED) {
      groups.push(open);
      open = undefined;
    }
  }
  if (open) {
    const last = groups.pop();
    groups.push(last ? { from: last.from, to: open.to, label: `${last.label}+${open.label}` } : open);
  }
  return groups;
}

describe('published odds', () => {
  it('1,000,000 tickets reproduce every case’s odds within 4 standard deviations', async () => {
    const cases = await app.cases.service.all();
    expect(cases.filter((c) => c.kind === 'official').length).toBeGreaterThanOrEqual(40);
    expect(cases.filter((c) => c.kind === 'site').length).toBeGreaterThanOrEqual(24);
    const tickets = drawTickets();
    let checked = 0;
    for (const box of cases) {
      let covered = 0;
      for (const group of normalGroups(box.ranges)) {
        const p = (group.to - group.from) / TICKETS_TOTAL;
        const seen = lowerBound(tickets, group.to) - lowerBound(tickets, group.from);
        const sigma = Math.sqrt(DRAWS * p * (1 - p));
        expect(Math.abs(seen - DRAWS * p), `${box.id} ${group.label}: ${seen} draws for p=${p}`).toBeLessThanOrEqual(
          4 * sigma,
        );
        covered += seen;
        checked++;
      }
      expect(covered, `${box.id}: every ticket lands on an item`).toBe(DRAWS);
    }
    expect(checked).toBeGreaterThan(500);
  }, 60_000);
});
