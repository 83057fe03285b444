/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  clientSeedProblem,
  EMPTY_INPUT,
  hasRoll,
  inputFromParams,
  isEventGame,
  logEntryHref,
  opensslCommand,
  ownerIndex,
  paramsFromInput,
  randomClientSeed,
  runVerifier,
  type VerifierInput,
} from './verifier';

interface GoldenRoll {
  serverSeed: string;
  serverSeedHash: string;
  game: string;
  clientSeed: string;
  nonce: number;
  round: number;
  message: string;
  digest: string;
  float: number;
  ticket: number;
}

const GOLDEN = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/shared/src/domain/fair/golden-vectors.json',
);
const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as { rolls: GoldenRoll[] };

const inputOf = (v: GoldenRoll): VerifierInput => ({
  ...EMPTY_INPUT,
  serverSeed: v.serverSeed,
  clientSeed: v.clientSeed,
  nonce: String(v.nonce),
  round: String(v.round),
  game: v.game,
  hash: v.serverSeedHash,
  ticket: String(v.ticket),
});

describe('runVerifier reproduces the server rolls (committed golden vectors)', () => {
  it('has vectors to check', () => expect(golden.rolls.length).toBeGreaterThanOrEqual(10));

  it.each(golden.rolls.map((v, i) => [i, v] as const))('roll %i: hash, message, digest, float, ticket', (_, v) => {
    const outcome = runVerifier(inputOf(v));
    if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
    const { verification } = outcome;
    expect(verification.serverSeedHash).toBe(v.serverSeedHash);
    expect(verification.message).toBe(v.message);
    expect(verification.digest).toBe(v.digest);
    expect(verification.float).toBe(v.float);
    expect(verification.ticket).toBe(v.ticket);
    expect(verification.hashMatches).toBe(true);
    expect(verification.ticketMatches).toBe(true);
    expect(verification.ok).toBe(true);
  });

  it('survives a trip through the URL (unicode and spaces in the client seed kept exactly)', () => {
    for (const v of golden.rolls) {
      const back = inputFromParams(new URLSearchParams(paramsFromInput(inputOf(v)).toString()));
      expect(back).toEqual(inputOf(v));
    }
    const spaced = { ...EMPTY_INPUT, serverSeed: 'a', clientSeed: ' my seed ', nonce: '1' };
    expect(inputFromParams(paramsFromInput(spaced)).clientSeed).toBe(' my seed ');
  });

  it('flags a wrong hash or ticket as a mismatch', () => {
    const v = golden.rolls[0]!;
    const outcome = runVerifier({ ...inputOf(v), hash: 'f'.repeat(64), ticket: String(v.ticket + 1) });
    expect(outcome.ok && outcome.verification.hashMatches).toBe(false);
    expect(outcome.ok && outcome.verification.ticketMatches).toBe(false);
    expect(outcome.ok && outcome.verification.ok).toBe(false);
  });

  it('names every invalid field instead of computing', () => {
    const outcome = runVerifier({
      ...EMPTY_INPUT,
      nonce: '-1',
      round: 'x',
      game: 'giveaway',
      hash: 'zz',
      ticket: '1.5',
      caseId: 'Bad Id',
    });
    expect(outcome).toEqual({
      ok: false,
      problems: {
        serverSeed: 'required',
        clientSeed: 'required',
        nonce: 'counter',
        round: 'counter',
        game: 'game',
        hash: 'hex',
        ticket: 'counter',
        caseId: 'caseId',
      },
    });
    expect(runVerifier({ ...EMPTY_INPUT, serverSeed: 'x', clientSeed: 'y' })).toEqual({
      ok: false,
      problems: { nonce: 'required' },
    });
  });

  it('computes with any key text, and says when it is not a 64-hex server seed', () => {
    const outcome = runVerifier({ ...EMPTY_INPUT, serverSeed: 'not-hex', clientSeed: 'c', nonce: '0' });
    expect(outcome.ok && outcome.seedLooksValid).toBe(false);
  });
});

describe('ownerIndex', () => {
  const items = [{ tickets: 60_000_000 }, { tickets: 39_999_999 }, { tickets: 1 }];
  it('walks the published order: first item owns [0, its tickets)', () => {
    expect(ownerIndex(items, 0)).toBe(0);
    expect(ownerIndex(items, 59_999_999)).toBe(0);
    expect(ownerIndex(items, 60_000_000)).toBe(1);
    expect(ownerIndex(items, 99_999_998)).toBe(1);
    expect(ownerIndex(items, 99_999_999)).toBe(2);
  });
  it('is null for malformed odds', () => {
    expect(ownerIndex([{ tickets: 5 }], 1)).toBeNull();
  });
});

describe('client seeds and links', () => {
  it('accepts 1–64 printable characters', () => {
    expect(clientSeedProblem('')).toBe('required');
    expect(clientSeedProblem('a'.repeat(65))).toBe('tooLong');
    expect(clientSeedProblem('tab\there')).toBe('printable');
    expect(clientSeedProblem('lucky ☘ seed')).toBeNull();
  });

  it('makes 16 hex characters from random bytes', () => {
    expect(randomClientSeed((b) => b.fill(171))).toBe('abababababababab');
    expect(randomClientSeed()).toMatch(/^[0-9a-f]{16}$/);
  });

  it('turns a log row into a verifier link; hidden seeds leave the server seed empty', () => {
    const entry = {
      game: 'case',
      box_id: 'budget-pennies',
      nonce: 7,
      round: 0,
      clientSeed: 'abc',
      serverSeedHash: 'h'.repeat(64),
      serverSeed: null,
      ticket: 42,
    };
    const href = logEntryHref(entry);
    expect(href).toBe(
      `/provablyfair?clientSeed=abc&nonce=7&case=budget-pennies&hash=${'h'.repeat(64)}&ticket=42#verify`,
    );
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1, href.indexOf('#')));
    expect(hasRoll(params)).toBe(false);
    expect(hasRoll(new URLSearchParams(logEntryHref({ ...entry, serverSeed: 'ab' }).split(/[?#]/)[1]))).toBe(true);
  });

  it("an event's draw links with its event key in the case field, which the result reads as the event", () => {
    const href = logEntryHref({
      game: 'cards',
      box_id: null,
      event_key: 'daily-cards',
      nonce: 3,
      round: 0,
      clientSeed: 'abc',
      serverSeedHash: 'h'.repeat(64),
      serverSeed: 's',
      ticket: 9,
    });
    expect(href).toContain('game=cards');
    expect(href).toContain('case=daily-cards');
    expect(isEventGame('cards')).toBe(true);
    expect(isEventGame('case')).toBe(false);
    expect(isEventGame('giveaway')).toBe(false);
  });
});

describe('opensslCommand', () => {
  it('quotes any text for a POSIX shell', () => {
    expect(opensslCommand("case:it's:0:0", 'ab')).toBe(
      `printf %s 'case:it'\\''s:0:0' | openssl dgst -sha256 -hmac 'ab'`,
    );
  });
});
