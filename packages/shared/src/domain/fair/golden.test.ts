import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { battleMessage, battleRoll, botClientSeed } from './battle';
import type { Game, RoomGame } from './games';
import golden from './golden-vectors.json';
import { hashServerSeed, roll, rollMessage } from './roll';
import { verifyBattleRoll, verifyRoll } from './verify';

const nodeHmac = (key: string, message: string) => createHmac('sha256', key).update(message, 'utf8').digest('hex');
const nodeSha = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const nodeTicket = (digest: string) => Number((BigInt(`0x${digest.slice(0, 13)}`) * 100_000_000n) >> 52n);

describe('golden vectors (committed; the shared verifier must reproduce server rolls bit for bit)', () => {
  it('cover games, rounds, unicode client seeds, nonce 0 and large nonces', () => {
    expect(golden.rolls.length + golden.battles.length).toBeGreaterThanOrEqual(20);
    expect(new Set(golden.rolls.map((v) => v.game))).toEqual(new Set(['case', 'upgrade', 'wheel']));
    expect(golden.rolls.some((v) => v.nonce === 0)).toBe(true);
    expect(golden.rolls.some((v) => v.nonce === Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(golden.rolls.some((v) => v.round > 0)).toBe(true);
    expect(golden.rolls.some((v) => /[^\x20-\x7e]/.test(v.clientSeed))).toBe(true);
    expect(golden.battles.some((v) => 'beacon' in v)).toBe(true);
    expect(new Set(golden.battles.map((v) => v.game))).toEqual(new Set(['battle', 'giveaway']));
  });

  it.each(golden.rolls.map((v, i) => [i, v] as const))('roll %i matches node:crypto and the pure code', (_, v) => {
    const input = {
      serverSeed: v.serverSeed,
      game: v.game as Game,
      clientSeed: v.clientSeed,
      nonce: v.nonce,
      round: v.round,
    };
    expect(nodeSha(v.serverSeed)).toBe(v.serverSeedHash);
    expect(nodeHmac(v.serverSeed, v.message)).toBe(v.digest);
    expect(nodeTicket(v.digest)).toBe(v.ticket);
    expect(hashServerSeed(v.serverSeed)).toBe(v.serverSeedHash);
    expect(rollMessage(input)).toBe(v.message);
    expect(roll(input)).toEqual({ digest: v.digest, float: v.float, ticket: v.ticket });
    expect(verifyRoll({ ...input, serverSeedHash: v.serverSeedHash, ticket: v.ticket }).ok).toBe(true);
  });

  it.each(golden.battles.map((v, i) => [i, v] as const))('battle %i matches node:crypto and the pure code', (_, v) => {
    const input = {
      serverSeed: v.serverSeed,
      game: v.game as RoomGame,
      clientSeeds: v.clientSeeds,
      round: v.round,
      slot: v.slot,
      beacon: 'beacon' in v ? v.beacon : undefined,
    };
    expect(nodeSha(v.serverSeed)).toBe(v.serverSeedHash);
    expect(nodeHmac(v.serverSeed, v.message)).toBe(v.digest);
    expect(nodeTicket(v.digest)).toBe(v.ticket);
    expect(battleMessage(input)).toBe(v.message);
    expect(battleRoll(input)).toEqual({ digest: v.digest, float: v.float, ticket: v.ticket });
    expect(verifyBattleRoll({ ...input, serverSeedHash: v.serverSeedHash, ticket: v.ticket }).ok).toBe(true);
  });

  it('bot client seeds match node:crypto and the pure code', () => {
    for (const v of golden.bots) {
      expect(nodeSha(`bot:${v.battleId}:${v.slot}`)).toBe(v.clientSeed);
      expect(botClientSeed(v.battleId, v.slot)).toBe(v.clientSeed);
    }
  });
});
