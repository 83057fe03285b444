import { describe, expect, it } from 'vitest';
import { battleRoll } from './battle';
import { hashServerSeed, roll } from './roll';
import { verifyBattleRoll, verifyRoll, verifyServerSeed } from './verify';

const serverSeed = '9f'.repeat(32);
const serverSeedHash = hashServerSeed(serverSeed);

describe('verify', () => {
  it('checks a revealed server seed against its commitment (hash in either case)', () => {
    expect(verifyServerSeed(serverSeed, serverSeedHash)).toBe(true);
    expect(verifyServerSeed(serverSeed, ` ${serverSeedHash.toUpperCase()} `)).toBe(true);
    expect(verifyServerSeed('9e'.repeat(32), serverSeedHash)).toBe(false);
  });

  it('recomputes a roll and reports what matched', () => {
    const input = { serverSeed, game: 'case' as const, clientSeed: 'mine', nonce: 12, round: 0 };
    const { ticket, digest } = roll(input);
    const good = verifyRoll({ ...input, serverSeedHash, ticket });
    expect(good).toMatchObject({ digest, ticket, hashMatches: true, ticketMatches: true, ok: true });
    expect(good.message).toBe('case:mine:12:0');
    expect(verifyRoll(input)).toMatchObject({ hashMatches: null, ticketMatches: null, ok: true });
    expect(verifyRoll({ ...input, ticket: (ticket + 1) % 100_000_000 })).toMatchObject({
      ticketMatches: false,
      ok: false,
    });
    expect(verifyRoll({ ...input, serverSeedHash: hashServerSeed('x') })).toMatchObject({
      hashMatches: false,
      ok: false,
    });
  });

  it('recomputes a battle roll', () => {
    const input = { serverSeed, clientSeeds: ['a', 'b', 'c'], round: 1, slot: 2 };
    const { ticket } = battleRoll(input);
    expect(verifyBattleRoll({ ...input, serverSeedHash, ticket })).toMatchObject({
      message: 'battle:a,b,c:1:2',
      ok: true,
    });
    expect(verifyBattleRoll({ ...input, slot: 1, ticket }).ok).toBe(false);
  });
});
