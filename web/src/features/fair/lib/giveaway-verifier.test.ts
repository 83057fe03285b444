/// <reference types="node" />
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseList, runGiveawayVerifier } from './giveaway-verifier';
import {
  EMPTY_INPUT,
  hasRoll,
  inputFromParams,
  paramsFromInput,
  type VerifierInput,
  verifierProblems,
} from './verifier';

/**
 * A fixed room: six participants (one seed holds a comma, one an emoji), three winners. The expected winners
 * were computed once with node:crypto alone (below, `independentDraw`), not with the shared draw code.
 */
const SERVER_SEED = '3f9a0c1e5b7d2468ace013579bdf2468ace013579bdf2468ace013579bdf2468';
const SERVER_SEED_HASH = '493f9f3c766dcb4f3bf6c2fce878bc7495628530c44cdea0202186762db63d84';
const SEEDS = ['alice-seed', 'b0b', 'c, with comma', 'dave 42', 'eve_🎲', 'frank'];
const NAMES = ['alice', 'bob', 'carol', 'dave', 'eve', 'frank'];
const EXPECTED = [
  { round: 0, head: '2e2e419671a44902', float: 0.18039331362673838, index: 1, participant: 1 },
  { round: 1, head: 'ca4547cd619907ff', float: 0.790119636194138, index: 3, participant: 4 },
  { round: 2, head: '213b9303001db677', float: 0.12981528113606688, index: 0, participant: 0 },
];

/** The draw from DESIGN §5 written out with node:crypto only: HMAC, 52-bit float, pick among the remaining. */
function independentDraw(serverSeed: string, seeds: string[], winners: number) {
  const remaining = seeds.map((_, i) => i);
  const out: Array<{ round: number; digest: string; float: number; index: number; participant: number }> = [];
  for (let round = 0; round < winners && remaining.length > 0; round++) {
    const digest = createHmac('sha256', serverSeed)
      .update(`giveaway:${seeds.join(',')}:${round}:0`)
      .digest('hex');
    const float = Number.parseInt(digest.slice(0, 13), 16) / 2 ** 52;
    const index = Math.floor(float * remaining.length);
    out.push({ round, digest, float, index, participant: remaining.splice(index, 1)[0]! });
  }
  return out;
}

const INPUT: VerifierInput = {
  ...EMPTY_INPUT,
  game: 'giveaway',
  serverSeed: SERVER_SEED,
  hash: SERVER_SEED_HASH,
  seeds: SEEDS.join('\n'),
  winners: '3',
  names: NAMES.join('\n'),
  room: '42',
};

describe('the giveaway verifier recomputes a draw', () => {
  it('the fixed vector holds with node:crypto alone', () => {
    expect(createHash('sha256').update(SERVER_SEED).digest('hex')).toBe(SERVER_SEED_HASH);
    const draw = independentDraw(SERVER_SEED, SEEDS, 3);
    expect(
      draw.map(({ round, digest, float, index, participant }) => ({
        round,
        head: digest.slice(0, 16),
        float,
        index,
        participant,
      })),
    ).toEqual(EXPECTED);
  });

  it('finds the same winners, digests, floats and indexes', () => {
    const outcome = runGiveawayVerifier(INPUT);
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.hashMatches).toBe(true);
    expect(outcome.serverSeedHash).toBe(SERVER_SEED_HASH);
    expect(outcome.seedLooksValid).toBe(true);
    expect(outcome.clientSeeds).toEqual(SEEDS);
    expect(outcome.names).toEqual(NAMES);
    const independent = independentDraw(SERVER_SEED, SEEDS, 3);
    expect(
      outcome.steps.map(({ round, digest, float, index, participant }) => ({
        round,
        digest,
        float,
        index,
        participant,
      })),
    ).toEqual(independent);
    expect(outcome.steps.map((s) => NAMES[s.participant])).toEqual(['bob', 'eve', 'alice']);
    expect(outcome.steps.map((s) => s.pool)).toEqual([6, 5, 4]);
    expect(outcome.steps[1]!.message).toBe(`giveaway:${SEEDS.join(',')}:1:0`);
  });

  it('flags a hash that is not the seed’s', () => {
    const outcome = runGiveawayVerifier({ ...INPUT, hash: 'f'.repeat(64) });
    expect(outcome.ok && outcome.hashMatches).toBe(false);
    const none = runGiveawayVerifier({ ...INPUT, hash: '' });
    expect(none.ok && none.hashMatches).toBe(null);
    // The hash compares case-insensitively (hex).
    const upper = runGiveawayVerifier({ ...INPUT, hash: SERVER_SEED_HASH.toUpperCase() });
    expect(upper.ok && upper.hashMatches).toBe(true);
  });

  it('draws everyone, in draw order, when there are fewer participants than winners', () => {
    const outcome = runGiveawayVerifier({ ...INPUT, winners: '10', names: '' });
    if (!outcome.ok) throw new Error('invalid');
    expect(outcome.steps).toHaveLength(6);
    expect(outcome.steps.map((s) => s.participant).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(
      outcome.steps.map(({ round, digest, float, index, participant }) => ({
        round,
        digest,
        float,
        index,
        participant,
      })),
    ).toEqual(independentDraw(SERVER_SEED, SEEDS, 10));
  });

  it('takes a comma list on one line', () => {
    expect(parseList('a,b,c')).toEqual(['a', 'b', 'c']);
    expect(parseList('a,b\nc')).toEqual(['a,b', 'c']);
    const outcome = runGiveawayVerifier({ ...INPUT, seeds: 'alice-seed,b0b', names: 'alice, bob', winners: '2' });
    expect(outcome.ok && outcome.clientSeeds).toEqual(['alice-seed', 'b0b']);
    expect(outcome.ok && outcome.names).toEqual(['alice', 'bob']);
  });

  it('names the problems of the form', () => {
    expect(
      verifierProblems({ ...INPUT, serverSeed: '', seeds: '', winners: '0', names: 'x', room: 'abc', hash: 'zz' }),
    ).toEqual({
      serverSeed: 'required',
      seeds: 'required',
      winners: 'winners',
      room: 'room',
      hash: 'hex',
    });
    expect(verifierProblems({ ...INPUT, names: 'one\ntwo' })).toEqual({ names: 'names' });
    expect(verifierProblems({ ...INPUT, seeds: 'a\n\nb' })).toEqual({ seeds: 'seeds', names: 'names' });
    expect(verifierProblems({ ...INPUT, winners: '1001' })).toEqual({ winners: 'winners' });
    expect(verifierProblems(INPUT)).toBeNull();
  });
});

describe('a giveaway in the URL', () => {
  it('survives the round trip (seeds and names repeated, in join order, exactly)', () => {
    const params = paramsFromInput(INPUT);
    expect(params.get('game')).toBe('giveaway');
    expect(params.getAll('seeds')).toEqual(SEEDS);
    expect(params.getAll('names')).toEqual(NAMES);
    expect(params.get('winners')).toBe('3');
    expect(params.get('room')).toBe('42');
    expect(params.has('clientSeed')).toBe(false);
    expect(params.has('nonce')).toBe(false);
    const back = inputFromParams(new URLSearchParams(params.toString()));
    expect(back).toEqual(INPUT);
    expect(hasRoll(params)).toBe(true);
  });

  it('reads the room’s deep link and recomputes the same winners', () => {
    const query = new URLSearchParams({ game: 'giveaway', serverSeed: SERVER_SEED, hash: SERVER_SEED_HASH });
    for (const seed of SEEDS) query.append('seeds', seed);
    query.set('winners', '3');
    query.set('room', '7');
    const input = inputFromParams(new URLSearchParams(query.toString()));
    const outcome = runGiveawayVerifier(input);
    expect(outcome.ok && outcome.steps.map((s) => s.participant)).toEqual([1, 4, 0]);
    expect(input.room).toBe('7');
  });

  it('keeps a single seed that holds a comma whole', () => {
    const input = { ...INPUT, seeds: 'one, seed\n', names: '', winners: '1' };
    const back = inputFromParams(paramsFromInput(input));
    const outcome = runGiveawayVerifier(back);
    expect(outcome.ok && outcome.clientSeeds).toEqual(['one, seed']);
  });

  it('keeps other games free of giveaway fields', () => {
    const params = paramsFromInput({
      ...EMPTY_INPUT,
      serverSeed: 'a',
      clientSeed: 'b',
      nonce: '1',
      winners: '4',
      room: '9',
    });
    expect(params.has('winners')).toBe(false);
    expect(params.has('room')).toBe(false);
  });

  it('a link before the draw holds the hash only: nothing to verify yet', () => {
    const params = new URLSearchParams({ game: 'giveaway', hash: SERVER_SEED_HASH, winners: '3', room: '7' });
    expect(hasRoll(params)).toBe(false);
  });
});
