import { BOX_OPEN_MAX } from '@dropforge/shared/contract';
import { TICKETS_TOTAL } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import {
  buildStrip,
  cardAtMarker,
  carryOver,
  easeOut,
  IDLE_INDEX,
  idleStrip,
  itemForTicket,
  landingFraction,
  landingX,
  MAX_REELS,
  type OddsItem,
  PREFIX_LENGTH,
  type ReelGeometry,
  STRIP_LENGTH,
  sampleByOdds,
  ticketFrom,
  ticketMatches,
  WIN_INDEX,
} from './reel';

/** Deterministic Rng (mulberry32). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Three items: 90 %, 9.99 %, 0.01 %. */
const ITEMS: OddsItem<{ id: number }>[] = [
  { goods: { id: 1 }, ticket_from: 0, ticket_to: 90_000_000 },
  { goods: { id: 2 }, ticket_from: 90_000_000, ticket_to: 99_990_000 },
  { goods: { id: 3 }, ticket_from: 99_990_000, ticket_to: TICKETS_TOTAL },
];

const GEOMETRIES: ReelGeometry[] = [
  { card: 156, gap: 8, viewport: 1280 },
  { card: 84, gap: 6, viewport: 358 },
  { card: 112, gap: 8, viewport: 1001 },
];

describe('buildStrip', () => {
  it('offers as many reels as the server opens at once', () => {
    expect(MAX_REELS).toBe(BOX_OPEN_MAX);
  });

  it('places the winner at WIN_INDEX and fills the rest from the case', () => {
    const winner = { id: 99 };
    const strip = buildStrip(ITEMS, winner, seeded(1));
    expect(strip).toHaveLength(STRIP_LENGTH);
    expect(strip[WIN_INDEX]).toBe(winner);
    const ids = new Set(ITEMS.map((i) => i.goods));
    strip.forEach((card, i) => {
      if (i !== WIN_INDEX) expect(ids.has(card)).toBe(true);
    });
  });

  it('starts with the cards on screen', () => {
    const rng = seeded(2);
    const before = idleStrip(ITEMS, rng);
    const prefix = carryOver(before, WIN_INDEX);
    expect(prefix).toHaveLength(PREFIX_LENGTH);
    const strip = buildStrip(ITEMS, { id: 3 }, rng, prefix);
    expect(strip.slice(0, PREFIX_LENGTH)).toEqual(prefix);
    // The card that was under the marker is under it again when the next spin starts.
    expect(strip[IDLE_INDEX]).toBe(before[WIN_INDEX]);
  });

  it('samples by the odds', () => {
    const rng = seeded(3);
    const counts = new Map<number, number>();
    for (let i = 0; i < 20_000; i++) {
      const id = sampleByOdds(ITEMS, rng).goods.id;
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    expect((counts.get(1) ?? 0) / 20_000).toBeCloseTo(0.9, 1);
    expect(counts.get(3) ?? 0).toBeLessThan(20);
  });
});

describe('landing', () => {
  it('stops with the marker inside the winning card for any offset and width', () => {
    const rng = seeded(4);
    for (const g of GEOMETRIES) {
      for (let i = 0; i < 500; i++) {
        const fraction = landingFraction(rng);
        expect(fraction).toBeGreaterThan(0.15);
        expect(fraction).toBeLessThan(0.85);
        expect(cardAtMarker(landingX(WIN_INDEX, fraction, g), g)).toBe(WIN_INDEX);
      }
      expect(cardAtMarker(landingX(IDLE_INDEX, 0.5, g), g)).toBe(IDLE_INDEX);
    }
  });

  it('reports a gap between cards', () => {
    const g = GEOMETRIES[0]!;
    // Marker just past the end of card 3: over the gap.
    expect(cardAtMarker(g.viewport / 2 - (3 * (g.card + g.gap) + g.card + 1), g)).toBe(-1);
  });

  it('eases from 0 to 1, monotonically', () => {
    let last = -1;
    for (let t = 0; t <= 1.0001; t += 0.01) {
      const v = easeOut(t);
      expect(v).toBeGreaterThanOrEqual(last);
      last = v;
    }
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
  });
});

describe('demo draw', () => {
  it('maps tickets through the ranges, bounds included', () => {
    expect(itemForTicket(ITEMS, 0).goods.id).toBe(1);
    expect(itemForTicket(ITEMS, 89_999_999).goods.id).toBe(1);
    expect(itemForTicket(ITEMS, 90_000_000).goods.id).toBe(2);
    expect(itemForTicket(ITEMS, 99_989_999).goods.id).toBe(2);
    expect(itemForTicket(ITEMS, 99_990_000).goods.id).toBe(3);
    expect(itemForTicket(ITEMS, TICKETS_TOTAL - 1).goods.id).toBe(3);
    expect(() => itemForTicket(ITEMS, TICKETS_TOTAL)).toThrow(RangeError);
  });

  it('draws tickets in range and rejects the biased top of the 32-bit space', () => {
    const values = [2 ** 32 - 1, 4_200_000_000, 4_199_999_999, 5];
    const next = () => values.shift()!;
    expect(ticketFrom(next)).toBe(4_199_999_999 % TICKETS_TOTAL);
    expect(ticketFrom(next)).toBe(5);
    const rng = seeded(5);
    for (let i = 0; i < 1000; i++) {
      const ticket = ticketFrom(() => Math.floor(rng() * 2 ** 32));
      expect(ticket).toBeGreaterThanOrEqual(0);
      expect(ticket).toBeLessThan(TICKETS_TOTAL);
    }
  });

  it('cross-checks a server drop against the ranges', () => {
    expect(ticketMatches(ITEMS, 2, 95_000_000)).toBe(true);
    expect(ticketMatches(ITEMS, 1, 95_000_000)).toBe(false);
    expect(ticketMatches(ITEMS, 1, -1)).toBe(false);
  });
});
