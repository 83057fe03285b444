import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { battleMessage, battleRoll, botClientSeed } from './battle';
import { GAMES, isGame, isRoomGame } from './games';
import {
  floatOf,
  hashServerSeed,
  isServerSeed,
  pickIndex,
  roll,
  rollDigest,
  rollMessage,
  scaleFloor,
  seedFromBytes,
  TICKETS_TOTAL,
  ticketOf,
} from './roll';

const TWO_52 = 2 ** 52;
const exactFloor = (float: number, n: number) => {
  let m = float;
  let e = 0;
  while (!Number.isInteger(m)) {
    m *= 2;
    e++;
  }
  return Number((BigInt(m) * BigInt(n)) >> BigInt(e));
};
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map(seedFromBytes);

describe('seeds', () => {
  it('formats 32 random bytes as a 64-hex server seed and commits to it with SHA-256 of the text', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const seed = seedFromBytes(bytes);
        expect(isServerSeed(seed)).toBe(true);
        expect(seed).toBe(Buffer.from(bytes).toString('hex'));
        expect(hashServerSeed(seed)).toBe(createHash('sha256').update(seed, 'utf8').digest('hex'));
      }),
    );
    expect(() => seedFromBytes(new Uint8Array(31))).toThrow(RangeError);
    expect(isServerSeed('A'.repeat(64))).toBe(false);
    expect(isServerSeed('a'.repeat(63))).toBe(false);
  });

  it('lists the games, one word each', () => {
    expect(GAMES).toEqual([
      'case',
      'upgrade',
      'battle',
      'giveaway',
      'wheel',
      'cards',
      'freecoins',
      'ladder',
      'rechargebox',
      'flipping',
      'turntable',
      'windows',
      'snowball',
      'seasonal',
      'bargain',
    ]);
    for (const game of GAMES) expect(game).toMatch(/^[a-z]+$/);
    expect(isGame('case')).toBe(true);
    expect(isGame('dice')).toBe(false);
    expect(isRoomGame('battle')).toBe(true);
    expect(isRoomGame('case')).toBe(false);
  });
});

describe('roll stream', () => {
  it('is HMAC_SHA256(serverSeed, "game:clientSeed:nonce:round") exactly as node:crypto computes it', () => {
    fc.assert(
      fc.property(
        seedArb,
        fc.constantFrom(...GAMES),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 64 }),
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.nat({ max: 1000 }),
        (serverSeed, game, clientSeed, nonce, round) => {
          const message = `${game}:${clientSeed}:${nonce}:${round}`;
          expect(rollMessage({ game, clientSeed, nonce, round })).toBe(message);
          expect(rollDigest({ serverSeed, game, clientSeed, nonce, round })).toBe(
            createHmac('sha256', serverSeed).update(message, 'utf8').digest('hex'),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('defaults round to 0 and refuses bad inputs', () => {
    const serverSeed = 'a'.repeat(64);
    expect(rollMessage({ game: 'case', clientSeed: 'c', nonce: 3 })).toBe('case:c:3:0');
    expect(roll({ serverSeed, game: 'case', clientSeed: 'c', nonce: 3 })).toEqual(
      roll({ serverSeed, game: 'case', clientSeed: 'c', nonce: 3, round: 0 }),
    );
    expect(() => rollMessage({ game: 'dice' as never, clientSeed: 'c', nonce: 0 })).toThrow(RangeError);
    expect(() => rollMessage({ game: 'case', clientSeed: 'c', nonce: -1 })).toThrow(RangeError);
    expect(() => rollMessage({ game: 'case', clientSeed: 'c', nonce: 1.5 })).toThrow(RangeError);
    expect(() => rollMessage({ game: 'case', clientSeed: 'c', nonce: 2 ** 53 })).toThrow(RangeError);
    expect(() => rollMessage({ game: 'case', clientSeed: 'c', nonce: 0, round: -1 })).toThrow(RangeError);
    expect(() => rollDigest({ serverSeed: '', game: 'case', clientSeed: 'c', nonce: 0 })).toThrow(TypeError);
  });

  it('switching between server seeds never reuses the wrong prepared key', () => {
    const a = 'a'.repeat(64);
    const b = 'b'.repeat(64);
    const input = { game: 'case', clientSeed: 'c', nonce: 1 } as const;
    const first = rollDigest({ ...input, serverSeed: a });
    expect(rollDigest({ ...input, serverSeed: b })).not.toBe(first);
    expect(rollDigest({ ...input, serverSeed: a })).toBe(first);
  });
});

describe('float and ticket', () => {
  it('takes the first 52 bits of the digest over 2^52', () => {
    expect(floatOf(`${'0'.repeat(13)}${'f'.repeat(51)}`)).toBe(0);
    expect(floatOf('f'.repeat(64))).toBe((TWO_52 - 1) / TWO_52);
    expect(floatOf('f'.repeat(64))).toBeLessThan(1);
    expect(floatOf(`8${'0'.repeat(63)}`)).toBe(0.5);
    expect(floatOf(`0000000000001${'f'.repeat(51)}`)).toBe(2 ** -52);
    expect(floatOf('ABCDEF0123456')).toBe(floatOf('abcdef0123456'));
    expect(() => floatOf('abc')).toThrow(RangeError);
    expect(() => floatOf('zzzzzzzzzzzzzzzz')).toThrow(RangeError);
  });

  it('ticket boundaries: 0 → 0, the largest float → 99 999 999, exact multiples land on their ticket', () => {
    expect(ticketOf(0)).toBe(0);
    expect(ticketOf((TWO_52 - 1) / TWO_52)).toBe(TICKETS_TOTAL - 1);
    expect(ticketOf(0.5)).toBe(50_000_000);
    expect(ticketOf(2 ** -52)).toBe(0);
    // The smallest 52-bit float of ticket t is ceil(t·2^52/10^8)/2^52; the one below it is ticket t − 1.
    for (const t of [1, 2, 3, 12_345_678, 50_000_001, 79_920_000, 99_999_999]) {
      const k = Number((BigInt(t) * BigInt(TWO_52) + BigInt(TICKETS_TOTAL - 1)) / BigInt(TICKETS_TOTAL));
      expect(ticketOf(k / TWO_52)).toBe(t);
      expect(ticketOf((k - 1) / TWO_52)).toBe(t - 1);
    }
    expect(() => ticketOf(1)).toThrow(RangeError);
    expect(() => ticketOf(-0.1)).toThrow(RangeError);
    expect(() => ticketOf(Number.NaN)).toThrow(RangeError);
  });

  it('is exactly floor(float × 10^8) for every 52-bit float (BigInt reference)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 52n - 1n }), (k) => {
        expect(ticketOf(Number(k) / TWO_52)).toBe(Number((k * 100_000_000n) >> 52n));
      }),
      { numRuns: 20_000 },
    );
  });

  it('scaleFloor / pickIndex are exact for any double in [0, 1) and any n', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (float, n) => {
          const value = scaleFloor(float, n);
          expect(value).toBe(exactFloor(float, n));
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(n);
        },
      ),
      { numRuns: 5000 },
    );
    expect(pickIndex(0.999_999, 4)).toBe(3);
    expect(pickIndex(0.25, 4)).toBe(1);
    expect(() => pickIndex(0.5, 0)).toThrow(RangeError);
  });
});

describe('battle and giveaway rolls', () => {
  const serverSeed = 'c'.repeat(64);

  it('documents the message format: game, ordered client seeds, round, slot (and the beacon when configured)', () => {
    expect(battleMessage({ clientSeeds: ['a', 'b'], round: 2, slot: 1 })).toBe('battle:a,b:2:1');
    expect(battleMessage({ clientSeeds: ['a', 'b'], round: 2, slot: 1, beacon: 'ff00' })).toBe('battle:a,b:2:1:ff00');
    expect(battleMessage({ game: 'giveaway', clientSeeds: ['x'], round: 0, slot: 7 })).toBe('giveaway:x:0:7');
    expect(battleMessage({ clientSeeds: ['a'], round: 0, slot: 0, beacon: null })).toBe('battle:a:0:0');
  });

  it('is the HMAC of that message keyed by the battle seed, and depends on the order of the seeds', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 64 }), { minLength: 1, maxLength: 4 }),
        fc.nat({ max: 50 }),
        fc.nat({ max: 3 }),
        (clientSeeds, round, slot) => {
          const message = `battle:${clientSeeds.join(',')}:${round}:${slot}`;
          const expected = createHmac('sha256', serverSeed).update(message, 'utf8').digest('hex');
          expect(battleRoll({ serverSeed, clientSeeds, round, slot }).digest).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
    const ab = battleRoll({ serverSeed, clientSeeds: ['a', 'b'], round: 0, slot: 0 });
    const ba = battleRoll({ serverSeed, clientSeeds: ['b', 'a'], round: 0, slot: 0 });
    expect(ab.digest).not.toBe(ba.digest);
  });

  it('refuses bad inputs', () => {
    expect(() => battleMessage({ clientSeeds: [], round: 0, slot: 0 })).toThrow(RangeError);
    expect(() => battleMessage({ clientSeeds: ['a'], round: 0, slot: -1 })).toThrow(RangeError);
    expect(() => battleMessage({ clientSeeds: ['a'], round: 0, slot: 0, beacon: '' })).toThrow(RangeError);
    expect(() => battleMessage({ game: 'case' as never, clientSeeds: ['a'], round: 0, slot: 0 })).toThrow(RangeError);
  });

  it("derives a bot's client seed from the battle id and slot", () => {
    expect(botClientSeed('btl_1', 2)).toBe(createHash('sha256').update('bot:btl_1:2').digest('hex'));
    expect(botClientSeed(7, 0)).toBe(createHash('sha256').update('bot:7:0').digest('hex'));
    expect(botClientSeed('btl_1', 2)).not.toBe(botClientSeed('btl_1', 3));
  });
});
