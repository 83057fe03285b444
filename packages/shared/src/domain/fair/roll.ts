/**
 * The provably-fair roll stream (DESIGN §5), exactly:
 *
 *   serverSeed     = 64 lower-case hex characters (32 random bytes), secret until rotated
 *   serverSeedHash = hex SHA-256 of the serverSeed string (as UTF-8 text)
 *   digest         = hex HMAC_SHA256(key = serverSeed as UTF-8, msg = `${game}:${clientSeed}:${nonce}:${round}`)
 *   float          = (first 52 bits of the digest) / 2^52, in [0, 1)
 *   ticket         = floor(float × 100 000 000), in [0, 100 000 000)
 *
 * Any HMAC tool reproduces a digest from the revealed inputs. Everything here is synchronous pure code.
 */
import { type Game, isGame } from './games';
import { createHmacSha256, type HmacSha256 } from './hmac';
import { sha256Hex, toHex } from './sha256';

/** Tickets of a whole case: odds are integers in units of 10^-8 that sum to this. */
export const TICKETS_TOTAL = 100_000_000;
export const SERVER_SEED_BYTES = 32;

const SEED = /^[0-9a-f]{64}$/;
const TWO_26 = 2 ** 26;
const TWO_52 = 2 ** 52;

export interface RollInput {
  serverSeed: string;
  game: Game;
  clientSeed: string;
  nonce: number;
  /** 0, 1, … when one bet needs several values; 0 when omitted. */
  round?: number;
}

export interface Roll {
  digest: string;
  float: number;
  ticket: number;
}

/** A server seed from 32 random bytes (the server owns the randomness source; this only formats it). */
export function seedFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== SERVER_SEED_BYTES) {
    throw new RangeError(`a server seed needs ${SERVER_SEED_BYTES} bytes, got ${bytes.length}`);
  }
  return toHex(bytes);
}

/** True for a well-formed server seed: 64 lower-case hex characters. */
export function isServerSeed(value: unknown): value is string {
  return typeof value === 'string' && SEED.test(value);
}

/** The public commitment to a server seed: hex SHA-256 of the seed string as UTF-8. */
export function hashServerSeed(serverSeed: string): string {
  return sha256Hex(serverSeed);
}

/** Throws unless `value` is a non-negative safe integer (so `${value}` is plain digits). */
export function assertCounter(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
}

/** The HMAC message of a personal roll: `${game}:${clientSeed}:${nonce}:${round}`. */
export function rollMessage({ game, clientSeed, nonce, round = 0 }: Omit<RollInput, 'serverSeed'>): string {
  if (!isGame(game)) throw new RangeError(`unknown game: ${String(game)}`);
  if (typeof clientSeed !== 'string') throw new TypeError('clientSeed must be a string');
  assertCounter('nonce', nonce);
  assertCounter('round', round);
  return `${game}:${clientSeed}:${nonce}:${round}`;
}

// One prepared key is kept: a bet's rolls, a page of verifications and the million-roll test all
// reuse the same server seed, and preparing the key costs as much as a roll.
let lastKey: string | undefined;
let lastMac: HmacSha256 | undefined;
const digestBytes = new Uint8Array(32);

/** Hex HMAC-SHA256 keyed by the server seed (as UTF-8 text) over `message`. */
export function seededDigest(serverSeed: string, message: string): string {
  if (typeof serverSeed !== 'string' || serverSeed.length === 0) throw new TypeError('serverSeed must be a string');
  if (serverSeed !== lastKey || !lastMac) {
    lastMac = createHmacSha256(serverSeed);
    lastKey = serverSeed;
  }
  return toHex(lastMac(message, digestBytes));
}

/** Hex digest of a personal roll. */
export function rollDigest(input: RollInput): string {
  return seededDigest(input.serverSeed, rollMessage(input));
}

/** The first 52 bits of a hex digest divided by 2^52: exact, in [0, 1). */
export function floatOf(digestHex: string): number {
  const head = digestHex.slice(0, 13);
  if (!/^[0-9a-fA-F]{13}$/.test(head)) throw new RangeError('a digest needs at least 13 hex characters');
  return Number.parseInt(head, 16) / TWO_52;
}

/**
 * floor(float × n), computed exactly (a plain `Math.floor(float * n)` can round up across an integer).
 * `float` must be in [0, 1) and `n` a positive safe integer; the answer is in [0, n).
 */
export function scaleFloor(float: number, n: number): number {
  if (!(float >= 0 && float < 1)) throw new RangeError('float must be in [0, 1)');
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError('n must be a positive integer');
  const k = float * TWO_52;
  if (Number.isInteger(k) && n <= TWO_26 * 2) {
    // k = hi·2^26 + lo; every product below stays under 2^53, so each step is exact.
    const hi = Math.floor(k / TWO_26);
    const lo = k - hi * TWO_26;
    const a = hi * n;
    const q1 = Math.floor(a / TWO_26);
    const r1 = a - q1 * TWO_26;
    const qb = Math.floor((lo * n) / TWO_26);
    return q1 + Math.floor((r1 + qb) / TWO_26);
  }
  // Any other double in [0, 1) is m / 2^e exactly for some e ≤ 1074.
  let m = k;
  let e = 52;
  while (!Number.isInteger(m)) {
    m *= 2; // exact: m stays below 2^53
    e++;
  }
  return Number((BigInt(m) * BigInt(n)) >> BigInt(e));
}

/** floor(float × 100 000 000): the ticket a case draw uses. */
export function ticketOf(float: number): number {
  return scaleFloor(float, TICKETS_TOTAL);
}

/** A uniform index in [0, n) from a float: a fair pick among n tied slots or n entrants. */
export function pickIndex(float: number, n: number): number {
  return scaleFloor(float, n);
}

/** Digest, float and ticket of a digest. */
export function rollOf(digest: string): Roll {
  const float = floatOf(digest);
  return { digest, float, ticket: ticketOf(float) };
}

/** A personal roll: digest, float and ticket. */
export function roll(input: RollInput): Roll {
  return rollOf(rollDigest(input));
}
