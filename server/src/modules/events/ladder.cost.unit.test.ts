import { join } from 'node:path';
import { drawPrize, type Prize, prizeRanges, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { amountWorth, costReport, loadDefinitions } from './events.cost';
import { takesPerDay } from './events.engine';
import { climbValue } from './mechanics/ladder';
import { MECHANIC_SPECS } from './mechanics/registry';

const DRAWS = 1_000_000;
const worth = (p: Prize) => amountWorth(p) ?? (p.kind === 'case' ? 750 : 2_500);

/** splitmix32 tickets in [0, 10^8): deterministic, so a failure reproduces. */
function tickets(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    s = (s + 0x9e3779b9) >>> 0;
    let y = Math.imul(s ^ (s >>> 16), 0x85ebca6b) >>> 0;
    y = (y ^ (y >>> 13)) >>> 0;
    return Math.floor(((z * 2 ** 21 + (y >>> 11)) / 2 ** 53) * TICKETS_TOTAL);
  };
}

const shipped = loadDefinitions(join(findRoot(), 'content'), MECHANIC_SPECS);
const ladders = shipped.filter((e) => e.mechanic === 'ladder_box');
const recharge = shipped.filter((e) => e.mechanic === 'recharge_box');

describe('ladder box over 1,000,000 simulated climbs', () => {
  it('ships a ladder and a recharge-box event', () => {
    expect(ladders.map((e) => e.key)).toEqual(['ladder-box']);
    expect(recharge.map((e) => e.key)).toEqual(['recharge-boxes']);
  });

  for (const event of ladders) {
    it(`${event.key}: every step reached within 4σ; "climb to k, cash out" pays the cost formula`, () => {
      const next = tickets(0x1adde7 ^ event.key.length);
      const steps = event.ladder;
      // reached[k]: climbs that got to step k (1-based); a climb runs on until a step is lost or the top.
      const reached = new Array(steps.length + 1).fill(0);
      for (let i = 0; i < DRAWS; i++) {
        let k = 0;
        while (k < steps.length && next() < steps[k]!.tickets) k++;
        for (let j = 1; j <= k; j++) reached[j] += 1;
      }
      let reach = 1;
      const values: number[] = [];
      steps.forEach((step, i) => {
        const k = i + 1;
        reach *= step.tickets / TICKETS_TOTAL;
        const sigma = Math.sqrt(DRAWS * reach * (1 - reach));
        expect(Math.abs(reached[k] - DRAWS * reach), `step ${k} reached`).toBeLessThanOrEqual(Math.max(4 * sigma, 1));
        // "Climb to k then cash out" pays step k's prize to every climb that reached it.
        const simulated = (reached[k] * worth(step.prize)) / DRAWS;
        const formula = climbValue(steps, worth, k);
        expect(formula).toBeCloseTo(worth(step.prize) * reach, 6);
        const se = worth(step.prize) * Math.sqrt((reach * (1 - reach)) / DRAWS);
        expect(Math.abs(simulated - formula), `step ${k} payout`).toBeLessThanOrEqual(Math.max(4 * se, 1e-9));
        values.push(simulated);
      });
      // events:cost prices every climb of the day played the best way for the player; within 1 % of the simulation.
      const best = Math.max(...values);
      const [line] = costReport([event], MECHANIC_SPECS, worth);
      const simulatedDay = best * takesPerDay(event, 0);
      expect(Math.abs(line!.perDay - simulatedDay) / line!.perDay).toBeLessThan(0.01);
    }, 120_000);
  }
});

describe('recharge-open boxes over 1,000,000 draws per prize table', () => {
  for (const event of recharge) {
    it(`${event.key}: frequencies within 4σ; events:cost within 1 % of one opening of every box a day`, () => {
      let day = 0;
      for (const box of event.recharge_boxes) {
        if (box.case_id) {
          day += worth({ kind: 'case', case_id: box.case_id });
          continue;
        }
        expect(box.prizes.reduce((s, p) => s + p.tickets, 0)).toBe(TICKETS_TOTAL);
        const ranges = prizeRanges(box.prizes);
        const next = tickets(0xb0c5 + box.id);
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
          expect(Math.abs(counts[i] - DRAWS * p), `box ${box.id} entry ${i}`).toBeLessThanOrEqual(
            Math.max(4 * sigma, 1),
          );
        });
        day += paid / DRAWS;
      }
      const [line] = costReport([event], MECHANIC_SPECS, worth);
      expect(Math.abs(line!.perDay - day) / line!.perDay).toBeLessThan(0.01);
    }, 120_000);
  }
});
