/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { frozenOwner, parseSeeds, runBattleVerifier } from './battle-verifier';
import { EMPTY_INPUT, hasRoll, inputFromParams, paramsFromInput, runVerifier, type VerifierInput } from './verifier';

interface GoldenBattleRoll {
  serverSeed: string;
  serverSeedHash: string;
  game: string;
  clientSeeds: string[];
  round: number;
  slot: number;
  beacon?: string;
  message: string;
  digest: string;
  float: number;
  ticket: number;
}

const GOLDEN = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/shared/src/domain/fair/golden-vectors.json',
);
const battles = (JSON.parse(readFileSync(GOLDEN, 'utf8')) as { battles: GoldenBattleRoll[] }).battles.filter(
  (v) => v.game === 'battle',
);

const inputOf = (v: GoldenBattleRoll): VerifierInput => ({
  ...EMPTY_INPUT,
  game: 'battle',
  serverSeed: v.serverSeed,
  seeds: v.clientSeeds.join('\n'),
  round: String(v.round),
  slot: String(v.slot),
  beacon: v.beacon ?? '',
  hash: v.serverSeedHash,
  ticket: String(v.ticket),
});

describe('the battle scheme reproduces the server rolls (committed golden vectors)', () => {
  it('has battle vectors, one with a beacon', () => {
    expect(battles.length).toBeGreaterThanOrEqual(4);
    expect(battles.some((v) => v.beacon)).toBe(true);
  });

  it.each(battles.map((v, i) => [i, v] as const))('battle roll %i: message, digest, float, ticket', (_, v) => {
    const outcome = runVerifier(inputOf(v));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    expect(outcome.game).toBe('battle');
    expect(outcome.slot).toBe(v.slot);
    expect(outcome.verification.message).toBe(v.message);
    expect(outcome.verification.digest).toBe(v.digest);
    expect(outcome.verification.float).toBe(v.float);
    expect(outcome.verification.ticket).toBe(v.ticket);
    expect(outcome.verification.hashMatches).toBe(true);
    expect(outcome.verification.ticketMatches).toBe(true);
  });

  it('deep-links: repeated `seeds` in slot order survive the URL exactly (spaces and unicode kept)', () => {
    for (const v of battles) {
      const params = paramsFromInput(inputOf(v));
      expect(params.getAll('seeds')).toEqual(v.clientSeeds);
      expect(params.has('clientSeed')).toBe(false);
      expect(hasRoll(params)).toBe(true);
      expect(inputFromParams(new URLSearchParams(params.toString()))).toEqual(inputOf(v));
    }
  });

  it('reads the link a battle room builds', () => {
    const v = battles[0]!;
    const query = new URLSearchParams({ game: 'battle', serverSeed: v.serverSeed, hash: v.serverSeedHash });
    for (const seed of v.clientSeeds) query.append('seeds', seed);
    query.set('round', '0');
    query.set('slot', '1');
    query.set('battle', '12');
    const input = inputFromParams(query);
    expect(input).toMatchObject({ game: 'battle', slot: '1', battle: '12', seeds: 'alice-seed\nbob-seed' });
    const outcome = runVerifier(input);
    expect(outcome.ok && outcome.verification.message).toBe('battle:alice-seed,bob-seed:0:1');
  });
});

describe('battle inputs', () => {
  it('takes one seed per line and drops trailing blank lines only', () => {
    expect(parseSeeds('a\r\n b \n\n')).toEqual(['a', ' b ']);
    expect(parseSeeds('')).toEqual([]);
  });

  it('names every invalid field', () => {
    const outcome = runBattleVerifier({
      serverSeed: '',
      seeds: 'a\n\nb',
      round: '-1',
      slot: 'x',
      hash: 'zz',
      ticket: '1.5',
      beacon: '',
      battle: '0',
    });
    expect(outcome).toEqual({
      ok: false,
      problems: {
        serverSeed: 'required',
        seeds: 'seeds',
        round: 'counter',
        slot: 'counter',
        hash: 'hex',
        ticket: 'counter',
        battle: 'battle',
      },
    });
    const base = { serverSeed: 'k', round: '0', hash: '', ticket: '', beacon: '', battle: '' };
    expect(runBattleVerifier({ ...base, seeds: '', slot: '0' })).toEqual({
      ok: false,
      problems: { seeds: 'required' },
    });
    expect(runBattleVerifier({ ...base, seeds: 'a\nb', slot: '2' })).toEqual({ ok: false, problems: { slot: 'slot' } });
  });
});

describe('frozenOwner', () => {
  const items = [
    { goods_id: 1, tickets: 60_000_000, value: 0.1 },
    { goods_id: 2, tickets: 39_999_999, value: 1 },
    { goods_id: 3, tickets: 1, value: 100 },
  ];
  it('walks the published order', () => {
    expect(frozenOwner(items, 0)).toMatchObject({ index: 0, from: 0, to: 60_000_000 });
    expect(frozenOwner(items, 60_000_000)?.item.goods_id).toBe(2);
    expect(frozenOwner(items, 99_999_999)).toMatchObject({ index: 2, from: 99_999_999, to: 100_000_000 });
    expect(frozenOwner(items, 100_000_000)).toBeNull();
  });
});
