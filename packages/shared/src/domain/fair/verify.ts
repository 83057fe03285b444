/**
 * Verification helpers for the /provablyfair page and `npm run verify`: recompute a roll from its revealed
 * inputs with the same code the server rolled with, and check it against the published commitment and the
 * ticket the player was shown.
 */
import { type BattleRollInput, battleMessage } from './battle';
import { hashServerSeed, type Roll, type RollInput, rollMessage, rollOf, seededDigest } from './roll';

export interface Expected {
  /** The serverSeedHash published before the roll. */
  serverSeedHash?: string;
  /** The ticket the player was shown. */
  ticket?: number;
}

export interface Verification extends Roll {
  /** The exact HMAC message. */
  message: string;
  /** SHA-256 of the revealed server seed. */
  serverSeedHash: string;
  /** null when no hash / ticket was given to compare with. */
  hashMatches: boolean | null;
  ticketMatches: boolean | null;
  ok: boolean;
}

/** True when `serverSeed` is the seed committed to by `serverSeedHash` (hex, either case). */
export function verifyServerSeed(serverSeed: string, serverSeedHash: string): boolean {
  return hashServerSeed(serverSeed) === serverSeedHash.trim().toLowerCase();
}

function check(serverSeed: string, message: string, expected: Expected): Verification {
  const rolled = rollOf(seededDigest(serverSeed, message));
  const serverSeedHash = hashServerSeed(serverSeed);
  const hashMatches =
    expected.serverSeedHash === undefined ? null : serverSeedHash === expected.serverSeedHash.trim().toLowerCase();
  const ticketMatches = expected.ticket === undefined ? null : rolled.ticket === expected.ticket;
  return {
    ...rolled,
    message,
    serverSeedHash,
    hashMatches,
    ticketMatches,
    ok: hashMatches !== false && ticketMatches !== false,
  };
}

/** Recomputes a personal roll (case, upgrade, wheel …) and compares it with what was published. */
export function verifyRoll(input: RollInput & Expected): Verification {
  return check(input.serverSeed, rollMessage(input), input);
}

/** Recomputes a battle or giveaway roll and compares it with what was published. */
export function verifyBattleRoll(input: BattleRollInput & Expected): Verification {
  return check(input.serverSeed, battleMessage(input), input);
}
