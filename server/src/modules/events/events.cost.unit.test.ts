import { join } from 'node:path';
import { drawPrize, type Prize, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { amountWorth, costReport, definitionOf, loadDefinitions } from './events.cost';
import { takesPerDay } from './events.engine';
import { MECHANIC_SPECS } from './mechanics/registry';

const DRAWS = 1_000_000;
/** Cases and items valued at fixed test prices: the simulation and the report must agree whatever they are. */
const worth = (p: Prize) => amountWorth(p) ?? (p.kind === 'case' ? 750 : 2_500);

/** A fast deterministic ticket source (splitmix32): the property is about the table, not the randomness. */
function tickets(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    const hi = z;
    s = (s + 0x9e3779b9) >>> 0;
    let y = Math.imul(s ^ (s >>> 16), 0x85ebca6b) >>> 0;
    y = (y ^ (y >>> 13)) >>> 0;
    return Math.floor(((hi * 2 ** 21 + (y >>> 11)) / 2 ** 53) * TICKETS_TOTAL);
  };
}

const shipped = loadDefinitions(join(findRoot(), 'content'), MECHANIC_SPECS);
const skewed = definitionOf({
  ...shipped.find((e) => e.mechanic === 'cards')!,
  key: 'skewed',
  prizes: [
    { kind: 'coins', amount: 0.001, tickets: 99_000_000 },
    { kind: 'cash', amount: 5, tickets: 900_000 },
    { kind: 'item', hash_name: 'AK-47 | Redline (Field-Tested)', tickets: 99_999 },
    { kind: 'case', case_id: 'x', tickets: 1 },
  ],
});
const drawing = [...shipped.filter((e) => e.prizes.length > 0), skewed];

describe('prize tables over 1,000,000 simulated draws', () => {
  it('the shipped events load and every prize table sums to 100 000 000', () => {
    expect(shipped.map((e) => e.key).sort()).toEqual([
      'bargain',
      'daily-cards',
      'daily-check-in',
      'free-coins',
      'guidance',
      'launch-pre-register',
      'missions',
      'old-new',
      'topup-sprint',
      'welcome-survey',
    ]);
    for (const e of drawing) expect(e.prizes.reduce((s, p) => s + p.tickets, 0)).toBe(TICKETS_TOTAL);
  });

  for (const event of drawing) {
    it(`${event.key}: frequencies within 4σ of the odds, events:cost within 1 % of the simulated payout`, () => {
      const next = tickets(0xc0ffee ^ event.key.length);
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
        expect(Math.abs(counts[i] - DRAWS * p), `${event.key} entry ${i}`).toBeLessThanOrEqual(Math.max(4 * sigma, 1));
      });
      const [line] = costReport([event], MECHANIC_SPECS, worth);
      const simulated = (paid / DRAWS) * takesPerDay(event, 0);
      // The skewed table's rare big prizes make its simulated mean noisier; 1 % still holds at 10^6 draws.
      expect(Math.abs(line!.perDay - simulated) / line!.perDay).toBeLessThan(0.01);
    });
  }

  it('check-in costs the mean of its seven rewards per day', () => {
    const checkIn = shipped.find((e) => e.mechanic === 'check_in')!;
    const mean = checkIn.rewards.reduce((s, r) => s + worth(r), 0) / 7;
    expect(costReport([checkIn], MECHANIC_SPECS, worth)[0]!.perDay).toBeCloseTo(mean, 9);
  });

  it('onboarding costs at most their rewards: the whole guidance list, a survey or a reservation once', () => {
    const cost = (mechanic: string) => {
      const e = shipped.find((x) => x.mechanic === mechanic)!;
      return [costReport([e], MECHANIC_SPECS, worth)[0]!.perDay, e.rewards.reduce((s, r) => s + worth(r), 0)];
    };
    for (const m of ['guidance', 'survey', 'pre_register']) {
      const [perDay, all] = cost(m);
      expect(perDay, m).toBe(all);
      expect(perDay, m).toBeGreaterThan(0);
    }
  });
});
