/// <reference types="node" />
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawStrip, prizesOf, prizeValue, recomputeDraw, STRIP_LENGTH, sameWinners, WIN_INDEX } from './draw';

/** The room scheme written out with node's HMAC (not the shared code): message `giveaway:{seeds}:{k}:0`. */
function independentWinners(serverSeed: string, seeds: string[], ids: number[], winners: number): number[] {
  const left = [...ids];
  const out: number[] = [];
  for (let k = 0; k < Math.min(winners, ids.length); k++) {
    const digest = createHmac('sha256', serverSeed)
      .update(`giveaway:${seeds.join(',')}:${k}:0`)
      .digest('hex');
    const float = Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52;
    const [id] = left.splice(Math.floor(float * left.length), 1);
    out.push(id as number);
  }
  return out;
}

const SEED = 'a'.repeat(64);
const seeds = ['alice-seed', 'bob-seed', 'carol-seed', 'dave-seed', 'erin-seed'];
const ids = [11, 22, 33, 44, 55];

describe('recomputeDraw', () => {
  it('picks the same winners as an independent HMAC of the room scheme, in draw order', () => {
    const rolls = recomputeDraw({ serverSeed: SEED, clientSeeds: seeds, participants: ids, winners: 3 });
    expect(rolls.map((r) => r.user_id)).toEqual(independentWinners(SEED, seeds, ids, 3));
    expect(rolls.map((r) => r.round)).toEqual([0, 1, 2]);
    // Each index points into the players not yet drawn: 5, then 4, then 3 of them.
    for (const [k, roll] of rolls.entries()) expect(roll.index).toBeLessThan(ids.length - k);
    expect(new Set(rolls.map((r) => r.user_id)).size).toBe(3);
  });

  it('draws everyone when there are fewer players than winners', () => {
    const rolls = recomputeDraw({
      serverSeed: SEED,
      clientSeeds: seeds.slice(0, 2),
      participants: ids.slice(0, 2),
      winners: 5,
    });
    expect(rolls.map((r) => r.user_id).sort()).toEqual([11, 22]);
  });

  it('changes with a client seed, and refuses seeds that do not match the players', () => {
    const a = recomputeDraw({ serverSeed: SEED, clientSeeds: seeds, participants: ids, winners: 5 });
    const b = recomputeDraw({ serverSeed: SEED, clientSeeds: ['x', ...seeds.slice(1)], participants: ids, winners: 5 });
    expect(a.map((r) => r.float)).not.toEqual(b.map((r) => r.float));
    expect(recomputeDraw({ serverSeed: SEED, clientSeeds: seeds.slice(1), participants: ids, winners: 1 })).toEqual([]);
  });

  it('sameWinners compares order too', () => {
    const rolls = recomputeDraw({ serverSeed: SEED, clientSeeds: seeds, participants: ids, winners: 2 });
    const winners = rolls.map((r) => r.user_id);
    expect(sameWinners(rolls, winners)).toBe(true);
    expect(sameWinners(rolls, [...winners].reverse())).toBe(false);
    expect(sameWinners(rolls, winners.slice(0, 1))).toBe(false);
  });
});

describe('prizes per winner', () => {
  const prize = (price: number) => ({
    kind: 'cash' as const,
    name: `$${price}`,
    picture: '',
    price,
    amount: price,
    rarity_color: null,
  });
  const prizes = [prize(50), prize(20), prize(10), prize(5), prize(1)];
  it('gives prize i to winner i mod the winner count', () => {
    expect(prizesOf(prizes, 2, 0).map((p) => p.price)).toEqual([50, 10, 1]);
    expect(prizesOf(prizes, 2, 1).map((p) => p.price)).toEqual([20, 5]);
    expect(prizeValue(prizesOf(prizes, 2, 0))).toBe(61);
    expect(prizeValue([prize(0.1), prize(0.2)])).toBe(0.3);
  });
});

describe('drawStrip', () => {
  const people = ids.map((id) => ({ user_id: id, name: `p${id}`, avatar: '' }));
  it('puts winner k under the marker and leaves earlier winners out', () => {
    const strip = drawStrip(people, [33, 11], 1, 7);
    expect(strip).toHaveLength(STRIP_LENGTH);
    expect(strip[WIN_INDEX]?.user_id).toBe(11);
    expect(strip.some((u) => u.user_id === 33)).toBe(false);
    expect(drawStrip(people, [33, 11], 1, 7)).toEqual(strip);
  });
  it('fills the strip with the winner alone when nobody else is left', () => {
    const strip = drawStrip(people.slice(0, 1), [11], 0, 1);
    expect(strip.every((u) => u.user_id === 11)).toBe(true);
  });
  it('is empty when the winner is not among the players', () => {
    expect(drawStrip(people, [99], 0, 1)).toEqual([]);
  });
});
