import { describe, expect, it } from 'vitest';
import {
  buildStrip,
  easeOut,
  IDLE_INDEX,
  idleStrip,
  landingFraction,
  landingY,
  OFFSET_SPREAD,
  STRIP_LENGTH,
  seeded,
  spinMs,
  stripSeed,
  WIN_INDEX,
} from './reel';

const items = [
  { goods: 'common', ticket_from: 0, ticket_to: 90_000_000 },
  { goods: 'rare', ticket_from: 90_000_000, ticket_to: 100_000_000 },
];

describe('battle reel', () => {
  it('puts the drop at WIN_INDEX and fills the rest by odds', () => {
    const strip = buildStrip(items, 'knife', seeded(1));
    expect(strip).toHaveLength(STRIP_LENGTH);
    expect(strip[WIN_INDEX]).toBe('knife');
    expect(strip.filter((g) => g === 'knife')).toHaveLength(1);
    const many = Array.from({ length: 200 }, (_, i) => buildStrip(items, 'x', seeded(i))).flat();
    const rare = many.filter((g) => g === 'rare').length / many.filter((g) => g !== 'x').length;
    expect(rare).toBeGreaterThan(0.05);
    expect(rare).toBeLessThan(0.15);
  });

  it('shows the drop alone when the box contents are missing', () => {
    expect(new Set(buildStrip([], 'knife', seeded(1)))).toEqual(new Set(['knife']));
    expect(idleStrip([], seeded(1))).toEqual([]);
  });

  it('is the same strip for the same battle, round and slot; another slot differs', () => {
    const a = buildStrip(items, 'x', seeded(stripSeed(7, 2, 1)));
    expect(buildStrip(items, 'x', seeded(stripSeed(7, 2, 1)))).toEqual(a);
    const streams = [0, 1, 2, 3].map((slot) => {
      const rng = seeded(stripSeed(7, 0, slot));
      return [rng(), rng(), rng()].join();
    });
    expect(new Set(streams).size).toBe(4);
  });

  it('stops inside the winning card under the line', () => {
    const g = { card: 100, gap: 10, viewport: 300 };
    for (let i = 0; i < 50; i++) {
      const fraction = landingFraction(seeded(i));
      expect(Math.abs(fraction - 0.5)).toBeLessThanOrEqual(OFFSET_SPREAD);
      const y = landingY(WIN_INDEX, fraction, g);
      const along = g.viewport / 2 - y;
      expect(Math.floor(along / (g.card + g.gap))).toBe(WIN_INDEX);
    }
    expect(landingY(IDLE_INDEX, 0.5, g)).toBe(150 - (2 * 110 + 50));
  });

  it('eases out and spins for most of a round', () => {
    expect(easeOut(0)).toBe(0);
    expect(easeOut(1)).toBe(1);
    expect(easeOut(2)).toBe(1);
    expect(easeOut(0.5)).toBeGreaterThan(0.9);
    expect(spinMs(4000, false)).toBe(2800);
    expect(spinMs(1000, false)).toBe(900);
    expect(spinMs(60_000, false)).toBe(4500);
    expect(spinMs(4000, true)).toBe(400);
  });
});
