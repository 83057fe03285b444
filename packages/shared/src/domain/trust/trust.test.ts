import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentsHash, contentsText, parseContents } from './contents';
import {
  EMPTY_ROOT,
  leafNode,
  liabilitySalt,
  liabilityUserHash,
  proofPositions,
  recomputeLiabilityRoot,
  sumTreeLevels,
} from './liabilities';
import { caseOdds, rtpFigures, winOrLoseOdds } from './rtp';

const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('case contents hash', () => {
  const lines = [
    { goodsId: 7, from: 0, to: 60_000_000 },
    { goodsId: 12, from: 60_000_000, to: 100_000_000 },
  ];

  it('is the SHA-256 of goods_id:ticket_from:ticket_to lines in ticket order', () => {
    expect(contentsText([...lines].reverse())).toBe('7:0:60000000\n12:60000000:100000000');
    expect(contentsHash(lines)).toBe(nodeSha('7:0:60000000\n12:60000000:100000000'));
    expect(parseContents(contentsText(lines))).toEqual(lines);
  });

  it('changes when one ticket moves', () => {
    const moved = [
      { goodsId: 7, from: 0, to: 60_000_001 },
      { goodsId: 12, from: 60_000_001, to: 100_000_000 },
    ];
    expect(contentsHash(moved)).not.toBe(contentsHash(lines));
    expect(() => parseContents('7:0:x')).toThrow(/line 1/);
  });
});

describe('liabilities sum tree', () => {
  const balances = [5_000, 1, 0, 250_000, 12_345, 7, 99_999];
  const leaves = balances.map((b, i) => {
    const salt = liabilitySalt('snapshot-secret', i + 1);
    return { userHash: liabilityUserHash(i + 1, salt), balance: b };
  });

  it('recomputes the root and the total from every leaf and its path', () => {
    const levels = sumTreeLevels(leaves.map((l) => leafNode(l.userHash, l.balance)));
    const root = levels.at(-1)![0]!;
    expect(root.sum).toBe(balances.reduce((a, b) => a + b, 0));
    leaves.forEach((leaf, i) => {
      const path = proofPositions(leaves.length, i).map((p) => ({ ...levels[p.level]![p.index]!, side: p.side }));
      const check = recomputeLiabilityRoot({ user_hash: leaf.userHash, balance: leaf.balance }, path);
      expect(check).toMatchObject({ root: root.hash, total: root.sum });
      // A balance shown smaller than counted no longer reaches the published root.
      const lower = recomputeLiabilityRoot({ user_hash: leaf.userHash, balance: Math.max(0, leaf.balance - 1) }, path);
      if (leaf.balance > 0) expect(lower.root).not.toBe(root.hash);
    });
  });

  it('hashes nodes as left_hash:left_sum:right_hash:right_sum (the same with node:crypto)', () => {
    const two = sumTreeLevels([leafNode('a', 1), leafNode('b', 2)]);
    const a = nodeSha('a:1');
    const b = nodeSha('b:2');
    expect(two.at(-1)).toEqual([{ hash: nodeSha(`${a}:1:${b}:2`), sum: 3 }]);
    const viaNode = sumTreeLevels([leafNode('a', 1, nodeSha), leafNode('b', 2, nodeSha)], nodeSha);
    expect(viaNode.at(-1)).toEqual(two.at(-1));
    expect(sumTreeLevels([])).toEqual([[EMPTY_ROOT]]);
    expect(proofPositions(1, 0)).toEqual([]);
  });
});

describe('realised RTP and its band', () => {
  it('is paid ÷ staked with ±1.96 standard deviations of the ratio', () => {
    const open = caseOdds(
      [
        { tickets: 90_000_000, price: 500 },
        { tickets: 10_000_000, price: 5_000 },
      ],
      1_000,
    );
    expect(open.expected).toBeCloseTo(950, 6);
    expect(open.variance).toBeCloseTo(0.9 * 500 ** 2 + 0.1 * 5_000 ** 2 - 950 ** 2, 3);
    const n = 10_000;
    const f = rtpFigures({
      bets: n,
      wagered: n * 1_000,
      paid: n * 940,
      expected: n * open.expected,
      variance: n * open.variance,
    });
    const half = (1.959963984540054 * Math.sqrt(n * open.variance)) / (n * 1_000);
    expect(f.published_rtp).toBe(0.95);
    expect(f.realised_rtp).toBe(0.94);
    expect(f.ci_low).toBeCloseTo(0.94 - half, 4);
    expect(f.ci_high).toBeCloseTo(0.94 + half, 4);
    expect(rtpFigures({ bets: 0, wagered: 0, paid: 0, expected: 0, variance: 0 }).realised_rtp).toBeNull();
    expect(winOrLoseOdds(1_000, 1_900, 0.5)).toEqual({ wagered: 1_000, expected: 950, variance: 0.25 * 1_900 ** 2 });
  });
});
