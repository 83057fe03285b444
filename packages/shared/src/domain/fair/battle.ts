/**
 * Rolls of battles and giveaways (DESIGN §5): one server seed per battle or room, its hash published at
 * creation. The HMAC key is that server seed (UTF-8); the message is, exactly,
 *
 *   `${game}:${clientSeeds.join(',')}:${round}:${slot}`                 without a beacon
 *   `${game}:${clientSeeds.join(',')}:${round}:${slot}:${beacon}`       when a beacon is configured
 *
 * e.g. `battle:alice,bob,5c1f…:0:1`. `game` is 'battle' (default) or 'giveaway'; `clientSeeds` are the
 * players' client seeds in slot order, each frozen when its player joined (a bot's is `botClientSeed`);
 * `round` and `slot` count from 0; `beacon` is a public randomness value (e.g. a block hash announced after
 * the last join), appended as text. Seeds are joined as they are: the list is public and fixed before the
 * first roll, so a comma inside a seed cannot change an outcome after the fact.
 */
import type { RoomGame } from './games';
import { isRoomGame } from './games';
import { assertCounter, type Roll, rollOf, seededDigest } from './roll';
import { sha256Hex } from './sha256';

export interface BattleRollInput {
  serverSeed: string;
  /** Client seeds of all players, ordered by slot, frozen on join. */
  clientSeeds: readonly string[];
  round: number;
  slot: number;
  beacon?: string | null;
  game?: RoomGame;
}

/** The HMAC message of a battle or giveaway roll (format above). */
export function battleMessage({
  clientSeeds,
  round,
  slot,
  beacon,
  game = 'battle',
}: Omit<BattleRollInput, 'serverSeed'>): string {
  if (!isRoomGame(game)) throw new RangeError(`not a battle or giveaway game: ${String(game)}`);
  if (!Array.isArray(clientSeeds) || clientSeeds.length === 0) throw new RangeError('clientSeeds must not be empty');
  if (clientSeeds.some((seed) => typeof seed !== 'string')) throw new TypeError('clientSeeds must be strings');
  assertCounter('round', round);
  assertCounter('slot', slot);
  const base = `${game}:${clientSeeds.join(',')}:${round}:${slot}`;
  if (beacon === undefined || beacon === null) return base;
  if (typeof beacon !== 'string' || beacon.length === 0) throw new RangeError('beacon must be a non-empty string');
  return `${base}:${beacon}`;
}

/** Hex digest of a battle or giveaway roll. */
export function battleDigest(input: BattleRollInput): string {
  return seededDigest(input.serverSeed, battleMessage(input));
}

/** Digest, float and ticket of a battle or giveaway roll. */
export function battleRoll(input: BattleRollInput): Roll {
  return rollOf(battleDigest(input));
}

/** A bot's client seed: hex SHA-256 of `bot:${battleId}:${slot}`. */
export function botClientSeed(battleId: string | number, slot: number): string {
  assertCounter('slot', slot);
  return sha256Hex(`bot:${battleId}:${slot}`);
}
