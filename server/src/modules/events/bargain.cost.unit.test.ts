import { join } from 'node:path';
import { bargainCut, bargainTarget, type Milli, type Prize, parseMilli, TICKETS_TOTAL } from '@dropforge/shared/domain';
import { describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { amountWorth, costReport, definitionOf, loadDefinitions } from './events.cost';
import { ruleOf } from './mechanics/bargain.view';
import { endOf, startOf } from './mechanics/old-new.rules';
import { MECHANIC_SPECS } from './mechanics/registry';

const DRAWS = 1_000_000;
const worth = (p: Prize) => amountWorth(p) ?? (p.kind === 'case' ? 750 : 2_500);
const shipped = loadDefinitions(join(findRoot(), 'content'), MECHANIC_SPECS);
const bargain = shipped.find((e) => e.mechanic === 'bargain')!;
const oldNew = shipped.find((e) => e.mechanic === 'old_new')!;

/** splitmix32 tickets (deterministic): the property is about the rule, not the randomness. */
function tickets(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return Math.floor((((z ^ (z >>> 16)) >>> 0) / 2 ** 32) * TICKETS_TOTAL);
  };
}

describe('bargain cuts over 1,000,000 simulated helps', () => {
  it('each help cuts a share of the gap uniform in [share_min, share_max]: mean within 4σ; the last needed cuts the rest', () => {
    const rule = ruleOf(bargain);
    const next = tickets(0xba5e);
    const gap = 1_000_000 as Milli;
    let sum = 0;
    let sumSq = 0;
    let outside = 0;
    for (let i = 0; i < DRAWS; i++) {
      const share = bargainCut(gap, next(), 0, rule) / gap;
      if (share < bargain.bargain!.share_min - 1e-6 || share > bargain.bargain!.share_max + 1e-6) outside += 1;
      sum += share;
      sumSq += share * share;
    }
    expect(outside).toBe(0);
    const mean = sum / DRAWS;
    const sd = Math.sqrt(sumSq / DRAWS - mean * mean);
    const expected = (bargain.bargain!.share_min + bargain.bargain!.share_max) / 2;
    expect(Math.abs(mean - expected)).toBeLessThanOrEqual((4 * sd) / Math.sqrt(DRAWS));
    expect(bargainCut(12_345 as Milli, next(), rule.helpersNeeded - 1, rule)).toBe(12_345);
  }, 60_000);

  it('every bargain reaches its target with at most `helpers` friends; events:cost is the discount it pays, within 1 %', () => {
    const rule = ruleOf(bargain);
    const next = tickets(0xfee1);
    const price = parseMilli('10');
    const max = parseMilli(String(bargain.bargain!.max_discount));
    const target = bargainTarget(price, Math.round(bargain.bargain!.discount * 1_000_000), max);
    let paid = 0;
    let wrong = 0;
    const bargains = DRAWS / rule.helpersNeeded;
    for (let b = 0; b < bargains; b++) {
      let current = price as number;
      let helpers = 0;
      while (current > target) {
        current -= bargainCut((current - target) as Milli, next(), helpers, rule);
        helpers += 1;
      }
      if (current !== target || helpers > rule.helpersNeeded) wrong += 1;
      paid += price - current;
    }
    expect(wrong).toBe(0);
    const [line] = costReport([bargain], MECHANIC_SPECS, worth);
    const simulated = (paid / bargains) * bargain.bargain!.per_day;
    expect(Math.abs(line!.perDay - simulated) / line!.perDay).toBeLessThan(0.01);
  }, 60_000);

  it('the old/new event costs its best group’s extra rewards plus first place, spread over its days', () => {
    const o = oldNew.old_new!;
    const days = (endOf(oldNew) - startOf(oldNew)) / 86_400_000;
    const group = (g: string) =>
      o.extra.filter((x) => x.group === 'all' || x.group === g).reduce((s, x) => s + worth(x.reward), 0);
    const expected = (Math.max(group('old'), group('new')) + worth(o.ranking[0]!.reward)) / days;
    expect(costReport([oldNew], MECHANIC_SPECS, worth)[0]!.perDay).toBeCloseTo(expected, 6);
    const copy = definitionOf({ ...oldNew, old_new: { ...o, ranking: [] } });
    expect(costReport([copy], MECHANIC_SPECS, worth)[0]!.perDay).toBeCloseTo(
      Math.max(group('old'), group('new')) / days,
      6,
    );
  });
});
