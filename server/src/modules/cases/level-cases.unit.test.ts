import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expectedValue, type Milli } from '@dropforge/shared/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { findRoot } from '../../platform/paths';
import { buildFromLibrary, estimatePrice, filePriceSource } from '../catalog';
import { loadCaseContent } from './cases.content';

const content = loadCaseContent(join(findRoot(), 'content'));
const priceFile = join(findRoot(), '..', 'shared', 'data', 'cs2-catalog.json');
const levelCases = content.site.filter((c) => c.free?.type === 'level').sort((a, b) => a.level - b.level);

type Pricing = (hashName: string) => Milli;
let estimate: Pricing;
let market: Pricing | null = null;

beforeAll(async () => {
  const { goods } = await buildFromLibrary();
  const byHash = new Map(goods.map((g) => [g.hashName, g]));
  estimate = (hashName) => {
    const g = byHash.get(hashName);
    if (!g) throw new Error(`${hashName} is not in the catalogue`);
    return estimatePrice(g);
  };
  if (existsSync(priceFile)) {
    const prices = await filePriceSource(priceFile).load();
    market = (hashName) => prices.get(hashName) ?? estimate(hashName);
  }
}, 120_000);

const caseValue = (c: (typeof levelCases)[number], price: Pricing) =>
  expectedValue(c.items.map((i) => ({ tickets: i.tickets, price: price(i.hash_name) })));

/**
 * A player who climbs a VIP level must get a better free case: each level's case is worth more than the one
 * below, whichever price source the catalogue runs on (a fresh clone prices by the documented estimate, a
 * machine with the market file by that file).
 */
describe('VIP level cases', () => {
  it('are levels 1 to 10, one case each', () => {
    expect(levelCases.map((c) => c.level)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('grow in value with the level at estimated prices', () => {
    const values = levelCases.map((c) => caseValue(c, estimate));
    for (let i = 1; i < values.length; i++) {
      expect(values[i], `${levelCases[i]!.id} vs ${levelCases[i - 1]!.id}`).toBeGreaterThan(values[i - 1]!);
    }
  });

  it.skipIf(!existsSync(priceFile))('grow in value with the level at market-file prices', () => {
    const values = levelCases.map((c) => caseValue(c, market!));
    for (let i = 1; i < values.length; i++) {
      expect(values[i], `${levelCases[i]!.id} vs ${levelCases[i - 1]!.id}`).toBeGreaterThan(values[i - 1]!);
    }
  });
});
