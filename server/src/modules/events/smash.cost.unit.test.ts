import { join } from 'node:path';
import { drawPrize, expectedDraw, type Prize, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { amountWorth, costReport, definitionOf, loadDefinitions } from './events.cost';
import { TYPICAL_DAY, tokensPerDay } from './events.tokens';
import { MECHANIC_SPECS } from './mechanics/registry';

const DRAWS = 1_000_000;
const worth = (p: Prize) => amountWorth(p) ?? (p.kind === 'case' ? 750 : 2_500);

/** splitmix32 tickets, as in events.cost.unit.test.ts: the property is about the tables, not the randomness. */
function tickets(seed: number) {
  let s = seed >>> 0;
  const mix = (x: number) => {
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    const hi = mix(s);
    s = (s + 0x9e3779b9) >>> 0;
    const lo = mix(s);
    return Math.floor(((hi * 2 ** 21 + (lo >>> 11)) / 2 ** 53) * TICKETS_TOTAL);
  };
}

const shipped = loadDefinitions(join(findRoot(), 'content'), MECHANIC_SPECS);
const tokenDraws = shipped.filter((e) => e.mechanic === 'smashing_windows' || e.mechanic === 'snowball');

describe('smashing windows and snowball: prize tables over 1,000,000 simulated draws', () => {
  it('both ship, with tables summing to 100 000 000 and tokens earned by play', () => {
    expect(tokenDraws.map((e) => e.key).sort()).toEqual(['smashing-windows', 'winter-snowball']);
    for (const e of tokenDraws) {
      expect(e.prizes.reduce((s, p) => s + p.tickets, 0)).toBe(TICKETS_TOTAL);
      expect(tokensPerDay(e)).toBeGreaterThan(0);
    }
  });

  it('a typical day: $20 wagered and $5 deposited earn stake and deposit tokens at the event rates', () => {
    const e = definitionOf({ ...tokenDraws[0]!, tokens: { ...tokenDraws[0]!.tokens!, stake: 2, deposit: 5 } });
    expect(TYPICAL_DAY).toEqual({ stake: 20, deposit: 5 });
    expect(tokensPerDay(e)).toBe(11);
  });

  for (const event of tokenDraws) {
    it(`${event.key}: frequencies within 4σ, events:cost within 1 % of tokens a day × the simulated prize`, () => {
      const next = tickets(0x5eed ^ event.key.length);
      const counts = new Array(event.prizes.length).fill(0);
      let paid = 0;
      for (let i = 0; i < DRAWS; i++) {
        const index = drawPrize(event.ranges, next());
        counts[index] += 1;
        paid += worth(event.prizes[index]!);
      }
      event.prizes.forEach((prize, i) => {
        const p = prize.tickets / TICKETS_TOTAL;
        const sigma = Math.sqrt(DRAWS * p * (1 - p));
        expect(Math.abs(counts[i] - DRAWS * p), `${event.key} entry ${i}`).toBeLessThanOrEqual(4 * sigma);
      });
      const [line] = costReport([event], MECHANIC_SPECS, worth);
      const simulated = (paid / DRAWS) * tokensPerDay(event);
      expect(Math.abs(line!.perDay - simulated) / line!.perDay).toBeLessThan(0.01);
      expect(line!.perDay).toBeCloseTo(expectedDraw(event.prizes, worth) * tokensPerDay(event), 9);
    }, 60_000);
  }

  it('a table 2 % off its published odds fails the 4σ check (the check can fail)', () => {
    const event = tokenDraws[0]!;
    const shift = (i: number) => (i === 0 ? -2_000_000 : i === 1 ? 2_000_000 : 0);
    const off = definitionOf({
      ...event,
      prizes: event.prizes.map((p, i) => ({ ...p, tickets: p.tickets + shift(i) })),
    });
    const next = tickets(7);
    let first = 0;
    for (let i = 0; i < 100_000; i++) if (drawPrize(off.ranges, next()) === 0) first += 1;
    const p = event.prizes[0]!.tickets / TICKETS_TOTAL;
    expect(Math.abs(first - 100_000 * p)).toBeGreaterThan(4 * Math.sqrt(100_000 * p * (1 - p)));
  });
});
