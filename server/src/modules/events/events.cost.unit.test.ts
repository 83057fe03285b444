import { join } from 'node:path';
import { drawPrize, type Prize, prizeRanges, segmentAt, TICKETS_TOTAL, turntableStop } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { amountWorth, costReport, definitionOf, loadDefinitions } from './events.cost';
import { takesPerDay } from './events.engine';
import { MECHANIC_SPECS } from './mechanics/registry';
import { turntableChancesPerDay } from './mechanics/turntable';
import { paidMargin } from './mechanics/wheel';

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
// Token mechanics (draws per token, not per day) have their own property test: smash.cost.unit.test.ts.
const drawing = [...shipped.filter((e) => e.prizes.length > 0 && !e.tokens), skewed];

describe('prize tables over 1,000,000 simulated draws', () => {
  it('the shipped events load and every prize table sums to 100 000 000', () => {
    expect(shipped.map((e) => e.key).sort()).toEqual([
      'bargain',
      'christmas-2026',
      'daily-cards',
      'daily-check-in',
      'flipping-board',
      'free-coins',
      'group-grab',
      'guess',
      'guidance',
      'ladder-box',
      'launch-pre-register',
      'missions',
      'old-new',
      'prize-wheel',
      'recharge-boxes',
      'saints-2027',
      'smashing-windows',
      'thanksgiving-2026',
      'topup-sprint',
      'web-turntable',
      'welcome-survey',
      'winter-snowball',
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
      // Draws a participant makes a day: the day's takes, or a turntable's chances (tasks plus one from deposits).
      const draws = event.mechanic === 'web_turntable' ? turntableChancesPerDay(event) : takesPerDay(event, 0);
      const simulated = (paid / DRAWS) * draws;
      // The skewed table's rare big prizes make its simulated mean noisier; 1 % still holds at 10^6 draws.
      expect(Math.abs(line!.perDay - simulated) / line!.perDay).toBeLessThan(0.01);
      // A million draws take a few seconds; more on a busy machine.
    }, 30_000);
  }

  it('web-turntable: the segment under each final angle is the drawn prize; segments hit within 4σ of the odds', () => {
    const event = shipped.find((e) => e.mechanic === 'web_turntable')!;
    expect(turntableChancesPerDay(event)).toBe(event.token_tasks.reduce((s, t) => s + t.tokens, 0) + 1);
    const next = tickets(0x7a61e);
    const counts = new Array(event.prizes.length).fill(0);
    for (let i = 0; i < DRAWS; i++) {
      const ticket = next();
      const stop = turntableStop(event.ranges, ticket);
      const index = drawPrize(event.ranges, ticket);
      if (stop.index !== index || segmentAt(stop.angle, event.prizes.length) !== index)
        throw new Error(
          `ticket ${ticket}: stops on segment ${segmentAt(stop.angle, event.prizes.length)}, drew ${index}`,
        );
      counts[index] += 1;
    }
    event.prizes.forEach((prize, i) => {
      const p = prize.tickets / TICKETS_TOTAL;
      expect(Math.abs(counts[i] - DRAWS * p)).toBeLessThanOrEqual(4 * Math.sqrt(DRAWS * p * (1 - p)));
    });
  }, 30_000);
  for (const event of shipped.filter((e) => e.seasonal)) {
    it(`${event.key}: each event case within 4σ; events:cost within 1 % of opens a day × the richest simulated case`, () => {
      const s = event.seasonal!;
      const means = s.cases.map((box, c) => {
        const ranges = prizeRanges(box.prizes);
        const next = tickets(0x5ea5 ^ (event.key.length * 31 + c));
        const counts = new Array(box.prizes.length).fill(0);
        let paid = 0;
        for (let i = 0; i < DRAWS; i++) {
          const index = drawPrize(ranges, next());
          counts[index] += 1;
          paid += worth(box.prizes[index]!);
        }
        box.prizes.forEach((prize, i) => {
          const p = prize.tickets / TICKETS_TOTAL;
          const sigma = Math.sqrt(DRAWS * p * (1 - p));
          expect(Math.abs(counts[i] - DRAWS * p), `${box.id} entry ${i}`).toBeLessThanOrEqual(Math.max(4 * sigma, 1));
        });
        return paid / DRAWS;
      });
      const days = Math.ceil(
        (Date.parse((event.schedule as { to: string }).to) - Date.parse((event.schedule as { from: string }).from)) /
          86_400_000,
      );
      const milestones = s.milestones.reduce((sum, m) => sum + worth(m.reward), 0) / days;
      const simulated = s.opens_per_day * Math.max(...means) + milestones;
      const [line] = costReport([event], MECHANIC_SPECS, worth);
      expect(Math.abs(line!.perDay - simulated) / line!.perDay).toBeLessThan(0.01);
      // Tokens are bought with play: one token's prize worth stays a small rebate on what it took to earn it.
      for (const [c, box] of s.cases.entries()) {
        const stakePerOpen = box.price * event.tokens!.stake! * 1000;
        expect(means[c]! / stakePerOpen, box.id).toBeLessThan(0.05);
      }
    }, 60_000);
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

  it('the wheel and the flipping board cost their free goes a day; a paid go costs more than it pays on average', () => {
    for (const mechanic of ['wheel', 'flipping']) {
      const e = shipped.find((x) => x.mechanic === mechanic)!;
      const free = takesPerDay(e, 0);
      expect(free, mechanic).toBeGreaterThan(0);
      const perDraw = e.prizes.reduce((s, p) => s + (p.tickets / TICKETS_TOTAL) * worth(p), 0);
      expect(costReport([e], MECHANIC_SPECS, worth)[0]!.perDay, mechanic).toBeCloseTo(perDraw * free, 6);
      expect(e.cost?.currency, mechanic).toBe('score');
      expect(paidMargin(e, worth), mechanic).toBeGreaterThan(0);
    }
  });
});
