import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BattleMode,
  BattleRuleError,
  type BoxItem,
  battleClientSeeds,
  battleContenders,
  entryCost,
  MAX_BATTLE_BOXES,
  prepareBox,
  rollRound,
  validateBattle,
} from './battles';
import { type BattleSettlement, replayBattle, type SettleInput, settle } from './battles-settle';
import { pickDrop, ticketRanges } from './cases';
import { battleRoll, botClientSeed, seedFromBytes, sha256Hex, TICKETS_TOTAL } from './fair';
import { milli } from './money';

const ruleOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    return e instanceof BattleRuleError ? e.code : `other: ${(e as Error).message}`;
  }
  return 'none';
};

/** Independent reference: HMAC of the documented message with node:crypto, and floor(h × n / 2^52). */
const hmacHex = (serverSeed: string, seeds: readonly string[], round: number, slot: number) =>
  createHmac('sha256', Buffer.from(serverSeed, 'utf8'))
    .update(`battle:${seeds.join(',')}:${round}:${slot}`, 'utf8')
    .digest('hex');
const indexOf = (digest: string, n: number) => Number((BigInt(`0x${digest.slice(0, 13)}`) * BigInt(n)) >> 52n);

const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(seedFromBytes);
const modeSetupArb = fc.oneof(
  fc.record({
    mode: fc.constantFrom<BattleMode>('standard', 'crazy', 'terminal'),
    players: fc.integer({ min: 2, max: 4 }),
  }),
  fc.record({ mode: fc.constant<BattleMode>('team'), players: fc.constant(4) }),
);
/** A settle input; small value ranges make ties common. */
const settleArb = (modes?: BattleMode[]) =>
  modeSetupArb
    .filter(({ mode }) => !modes || modes.includes(mode))
    .chain(({ mode, players }) =>
      fc.record({
        mode: fc.constant(mode),
        serverSeed: seedArb,
        clientSeeds: fc.array(fc.string({ minLength: 1, maxLength: 10 }), { minLength: players, maxLength: players }),
        values: fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 5_000_000 })).chain((maxValue) =>
          fc.array(
            fc.array(fc.integer({ min: 0, max: maxValue }).map(milli), { minLength: players, maxLength: players }),
            {
              minLength: 1,
              maxLength: 8,
            },
          ),
        ),
      }),
    );

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const amounts = (rows: number[][]) => rows.map((row) => row.map(milli));

/** A box of 3 items; the dear one is rare. */
const box: BoxItem[] = [
  { goodsId: 'cheap', tickets: 70_000_000, price: milli(150) },
  { goodsId: 'mid', tickets: 29_000_000, price: milli(2_500) },
  { goodsId: 'dear', tickets: 1_000_000, price: milli(400_000) },
];
const box2: BoxItem[] = [
  { goodsId: 11, tickets: 50_000_000, price: milli(1_000) },
  { goodsId: 12, tickets: 50_000_000, price: milli(3_000) },
];

describe('battle rules', () => {
  it('accepts 1…max boxes, 2…4 players, team with exactly 4', () => {
    expect(validateBattle({ boxes: 1, players: 2, mode: 'standard' })).toEqual({ players: 2, mode: 'standard' });
    expect(validateBattle({ boxes: 50, players: 4, mode: 'team' })).toEqual({ players: 4, mode: 'team' });
    expect(validateBattle({ boxes: 80, players: 3, mode: 'crazy' }, { maxBoxes: 80 })).toEqual({
      players: 3,
      mode: 'crazy',
    });
    expect(MAX_BATTLE_BOXES).toBe(50);
  });

  it('names the broken rule with its parameters', () => {
    const tooFew = (() => {
      try {
        validateBattle({ boxes: 0, players: 2, mode: 'standard' });
      } catch (e) {
        return e as BattleRuleError;
      }
    })();
    expect(tooFew).toBeInstanceOf(BattleRuleError);
    expect(tooFew).toMatchObject({ code: 'too_few_boxes', needed: 1 });
    expect(() => validateBattle({ boxes: 51, players: 2, mode: 'standard' })).toThrow(
      expect.objectContaining({ code: 'too_many_boxes', max: 50 }),
    );
    expect(() => validateBattle({ boxes: 11, players: 2, mode: 'standard' }, { maxBoxes: 10 })).toThrow(
      expect.objectContaining({ code: 'too_many_boxes', max: 10 }),
    );
    expect(ruleOf(() => validateBattle({ boxes: 1.5, players: 2, mode: 'standard' }))).toBe('too_few_boxes');
    for (const players of [0, 1, 5, 2.5, Number.NaN]) {
      expect(ruleOf(() => validateBattle({ boxes: 3, players, mode: 'standard' }))).toBe('bad_players');
    }
    expect(ruleOf(() => validateBattle({ boxes: 3, players: 2, mode: 'jackpot' }))).toBe('bad_mode');
    for (const players of [2, 3]) {
      expect(ruleOf(() => validateBattle({ boxes: 3, players, mode: 'team' }))).toBe('team_needs_four');
    }
    expect(ruleOf(() => validateBattle({ boxes: 3, players: 2, mode: 'team' }, { maxBoxes: 0 }))).toMatch(/^other/);
  });

  it('lists contenders: one per slot, or two teams of two', () => {
    expect(battleContenders({ players: 3, mode: 'standard' })).toEqual([[0], [1], [2]]);
    expect(battleContenders({ players: 4, mode: 'team' })).toEqual([
      [0, 1],
      [2, 3],
    ]);
  });

  it('costs the sum of the box prices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }).map(milli), { maxLength: 50 }), (prices) => {
        expect(entryCost(prices)).toBe(sum(prices));
      }),
    );
    expect(entryCost([milli(150), milli(2_500), milli(150)])).toBe(2_800);
    expect(() => entryCost([milli(100), milli(-1)])).toThrow(RangeError);
    expect(() => entryCost([milli(1.5)])).toThrow(RangeError);
  });

  it('gives bots their derived client seed', () => {
    expect(battleClientSeeds(42, ['alice', null, 'bob', null])).toEqual([
      'alice',
      botClientSeed(42, 1),
      'bob',
      botClientSeed(42, 3),
    ]);
    expect(botClientSeed(42, 1)).toBe(sha256Hex('bot:42:1'));
  });
});

describe('rollRound', () => {
  it('picks each slot’s drop with its battle roll, as a case opening would', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.array(fc.string({ maxLength: 8 }), { minLength: 2, maxLength: 4 }),
        fc.integer({ min: 0, max: 49 }),
        (serverSeed, clientSeeds, round) => {
          const drops = rollRound({ serverSeed, clientSeeds, round, box });
          expect(drops).toEqual(rollRound({ serverSeed, clientSeeds, round, box: prepareBox(box) }));
          expect(drops).toHaveLength(clientSeeds.length);
          drops.forEach((drop, slot) => {
            const digest = hmacHex(serverSeed, clientSeeds, round, slot);
            const ticket = Number((BigInt(`0x${digest.slice(0, 13)}`) * BigInt(TICKETS_TOTAL)) >> 52n);
            const goodsId = pickDrop(ticketRanges(box), ticket).goodsId;
            expect(drop).toEqual({
              slot,
              goodsId,
              value: box.find((i) => i.goodsId === goodsId)!.price,
              ticket,
              digest,
            });
          });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('rejects a box whose odds are broken', () => {
    const broken = [{ goodsId: 1, tickets: 5, price: milli(1) }];
    expect(() => rollRound({ serverSeed: 's', clientSeeds: ['a', 'b'], round: 0, box: broken })).toThrow(/odds/);
  });
});

/** Checks every invariant of a settlement against its input. */
function checkSettlement(input: SettleInput, result: BattleSettlement): void {
  const { mode, values } = input;
  const slots = input.clientSeeds.length;
  const R = values.length;
  // totals are Σ of each slot's drops
  expect(result.totals).toEqual(Array.from({ length: slots }, (_, s) => sum(values.map((row) => row[s]!))));
  // scores and the best
  const scores = result.contenders.map((members) =>
    sum(members.map((s) => (mode === 'terminal' ? values[R - 1]![s]! : result.totals[s]!))),
  );
  expect(result.scores).toEqual(scores);
  const best = mode === 'crazy' ? Math.min(...scores) : Math.max(...scores);
  expect(scores[result.winner]).toBe(best);
  expect(result.winners).toEqual(result.contenders[result.winner]);
  // every item exactly once (awards has exactly one entry per drop), only to winners
  expect(result.awards.map((row) => row.length)).toEqual(values.map((row) => row.length));
  for (const row of result.awards) for (const to of row) expect(result.winners).toContain(to);
  const received = Array.from({ length: slots }, (_, s) =>
    sum(values.flatMap((row, r) => row.filter((_, k) => result.awards[r]![k] === s))),
  );
  expect(result.received).toEqual(received);
  expect(sum(result.received)).toBe(sum(result.totals));
  // tie-break: only among the tied, one roll at round R, slot 0
  const tied = scores.flatMap((score, i) => (score === best ? [i] : []));
  if (tied.length === 1) expect(result.tieBreak).toBeNull();
  else {
    const digest = hmacHex(input.serverSeed, input.clientSeeds, R, 0);
    const index = indexOf(digest, tied.length);
    expect(result.tieBreak).toMatchObject({ round: R, slot: 0, tied, index, digest });
    expect(result.winner).toBe(tied[index]);
  }
  // team split: balanced within the dearest item, draws reproducible
  if (mode === 'team') {
    const [a, b] = result.winners as [number, number];
    expect(Math.abs(result.received[a]! - result.received[b]!)).toBeLessThanOrEqual(Math.max(...values.flat()));
    result.splitDraws.forEach((draw, k) => {
      expect(draw).toMatchObject({
        round: R + 1,
        slot: k,
        digest: hmacHex(input.serverSeed, input.clientSeeds, R + 1, k),
      });
      expect(draw.to).toBe([a, b][indexOf(draw.digest, 2)]);
      expect(result.awards[draw.item.round]![draw.item.slot]).toBe(draw.to);
    });
    expect(result.splitDraws.length).toBeGreaterThanOrEqual(1); // the first item always finds both at 0
  } else {
    expect(result.winners).toHaveLength(1);
    expect(result.splitDraws).toEqual([]);
  }
}

describe('settle', () => {
  it('holds every invariant in every mode', () => {
    fc.assert(
      fc.property(settleArb(), (input) => {
        const result = settle(input);
        checkSettlement(input, result);
        expect(settle(input)).toEqual(result);
      }),
      { numRuns: 1000 },
    );
  });

  it('standard: the highest total takes all; crazy: the lowest', () => {
    const base = { serverSeed: 'seed', clientSeeds: ['a', 'b', 'c'] };
    const values = amounts([
      [100, 50, 70],
      [10, 70, 0],
    ]);
    const standard = settle({ ...base, mode: 'standard', values });
    expect(standard).toMatchObject({ totals: [110, 120, 70], winners: [1], tieBreak: null, received: [0, 300, 0] });
    expect(standard.awards).toEqual([
      [1, 1, 1],
      [1, 1, 1],
    ]);
    expect(settle({ ...base, mode: 'crazy', values })).toMatchObject({ winners: [2], received: [0, 0, 300] });
    expect(settle({ ...base, mode: 'terminal', values })).toMatchObject({ scores: [10, 70, 0], winners: [1] });
  });

  it('team: the team total decides and the winners split by value', () => {
    const values = amounts([
      [500, 100, 300, 250],
      [400, 100, 10, 20],
    ]);
    const result = settle({ mode: 'team', values, serverSeed: 'seed', clientSeeds: ['a', 'b', 'c', 'd'] });
    expect(result).toMatchObject({ scores: [1100, 580], winner: 0, winners: [0, 1] });
    // 500 → drawn (X), 400 → Y, 300 → Y (700), 250 → X (750), 100 → Y (800), 100 → X (850), 20 → Y, 10 → Y (830).
    expect([result.received[0], result.received[1]].sort()).toEqual([830, 850]);
    expect(result.splitDraws).toHaveLength(1);
    expect(result.splitDraws[0]!.item).toEqual({ round: 0, slot: 0 });
    expect(result.received[2]! + result.received[3]!).toBe(0);
  });

  it('terminal: earlier rounds change nothing about who wins', () => {
    fc.assert(
      fc.property(
        settleArb(['terminal']),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }).map(milli), { minLength: 40, maxLength: 40 }),
        (input, noise) => {
          const changed = input.values.map((row, r) =>
            r === input.values.length - 1 ? row : row.map((_, s) => noise[(r * 4 + s) % 40]!),
          );
          const a = settle(input);
          const b = settle({ ...input, values: changed });
          expect(b.winners).toEqual(a.winners);
          expect(b.tieBreak).toEqual(a.tieBreak);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('breaks ties roughly uniformly over many server seeds (fixed seeds, so it never flakes)', () => {
    for (const players of [2, 3, 4]) {
      const counts = Array.from({ length: players }, () => 0);
      const runs = 3_000;
      for (let i = 0; i < runs; i++) {
        const result = settle({
          mode: 'standard',
          values: [Array.from({ length: players }, () => milli(1_000))],
          serverSeed: sha256Hex(`tie ${players} ${i}`),
          clientSeeds: Array.from({ length: players }, (_, s) => `p${s}`),
        });
        expect(result.tieBreak!.tied).toEqual(counts.map((_, s) => s));
        counts[result.winners[0]!]!++;
      }
      const expected = runs / players;
      const chi2 = sum(counts.map((c) => (c - expected) ** 2 / expected));
      expect(chi2).toBeLessThan(30); // df ≤ 3: p < 10^-5
    }
  });

  it('rejects values that do not match the players', () => {
    const base = { serverSeed: 's', clientSeeds: ['a', 'b'], mode: 'standard' as const };
    expect(() => settle({ ...base, values: [[milli(1), milli(2), milli(3)]] })).toThrow(/one value per client seed/);
    expect(() => settle({ ...base, values: [[milli(1), milli(-2)]] })).toThrow(/non-negative/);
    expect(ruleOf(() => settle({ ...base, values: [] }))).toBe('too_few_boxes');
    expect(ruleOf(() => settle({ ...base, mode: 'team', values: [[milli(1), milli(2)]] }))).toBe('team_needs_four');
    expect(ruleOf(() => settle({ ...base, clientSeeds: ['a'], values: [[milli(1)]] }))).toBe('bad_players');
  });
});

describe('replayBattle', () => {
  const inputsArb = modeSetupArb.chain(({ mode, players }) =>
    fc.record({
      mode: fc.constant(mode),
      serverSeed: seedArb,
      clientSeeds: fc.array(fc.string({ maxLength: 10 }), { minLength: players, maxLength: players }),
      boxes: fc.array(fc.constantFrom(box, box2), { minLength: 1, maxLength: 6 }),
    }),
  );

  it('replays an ended battle exactly: the rolled drops, settled', () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const result = replayBattle(inputs);
        expect(replayBattle(inputs)).toEqual(result);
        const rounds = inputs.boxes.map((b, round) => rollRound({ ...inputs, round, box: b }));
        expect(result.rounds).toEqual(rounds);
        const values = rounds.map((drops) => drops.map((d) => d.value));
        const { rounds: _, ...settlement } = result;
        expect(settlement).toEqual(settle({ ...inputs, values }));
        checkSettlement({ ...inputs, values }, settlement);
      }),
      { numRuns: 300 },
    );
  });

  it('changing any client seed (or the server seed, or a beacon) changes at least one roll', () => {
    const digests = (r: ReturnType<typeof replayBattle>) => r.rounds.flat().map((d) => d.digest);
    fc.assert(
      fc.property(inputsArb, fc.nat(), fc.string({ minLength: 1, maxLength: 4 }), (inputs, pick, extra) => {
        const slot = pick % inputs.clientSeeds.length;
        const clientSeeds = inputs.clientSeeds.map((s, i) => (i === slot ? `${s}${extra}` : s));
        const before = digests(replayBattle(inputs));
        const after = digests(replayBattle({ ...inputs, clientSeeds }));
        expect(after.some((d, i) => d !== before[i])).toBe(true);
        const beacon = digests(replayBattle({ ...inputs, beacon: extra }));
        expect(beacon.some((d, i) => d !== before[i])).toBe(true);
      }),
      { numRuns: 200 },
    );
    const inputs = { mode: 'standard' as const, serverSeed: 'a', clientSeeds: ['x', 'y'], boxes: [box] };
    expect(digests(replayBattle({ ...inputs, serverSeed: 'b' }))).not.toEqual(digests(replayBattle(inputs)));
  });

  it('draws the tie-break and split rolls after the last round, with the battle’s beacon', () => {
    const inputs = { mode: 'team' as const, serverSeed: 's', clientSeeds: ['a', 'b', 'c', 'd'], boxes: [box2] };
    const values = amounts([[1_000, 1_000, 1_000, 1_000]]);
    const result = settle({ ...inputs, values, beacon: 'block' });
    const tieRoll = battleRoll({ ...inputs, round: 1, slot: 0, beacon: 'block' });
    expect(result.tieBreak).toMatchObject({ tied: [0, 1], digest: tieRoll.digest, ticket: tieRoll.ticket });
    expect(result.splitDraws[0]).toMatchObject({ round: 2, slot: 0 });
    expect(result.splitDraws[0]!.digest).toBe(battleRoll({ ...inputs, round: 2, slot: 0, beacon: 'block' }).digest);
  });
});
