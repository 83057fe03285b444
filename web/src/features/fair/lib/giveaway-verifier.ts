/**
 * The giveaway scheme of the /provablyfair verifier (DESIGN §5 room scheme, issue 19): the room's server seed,
 * its published hash, the participants' client seeds in join order and the number of winners; the draw is the
 * shared `drawGiveaway` (the code the server draws with), shown roll by roll with the HMAC message of each.
 */
import { battleMessage, drawGiveaway, type GiveawayRoll, isServerSeed, sha256Hex } from '@dropforge/shared/domain';
import { parseSeeds } from './battle-verifier';

export type GiveawayField = 'serverSeed' | 'hash' | 'seeds' | 'winners' | 'names' | 'beacon' | 'room';
export type GiveawayProblem = 'required' | 'hex' | 'seeds' | 'winners' | 'names' | 'room';

export interface GiveawayFields {
  serverSeed: string;
  hash: string;
  /** Client seeds in join order: one per line, or a comma list on a single line. */
  seeds: string;
  winners: string;
  /** Participants' names or ids in join order (optional), one per line or a comma list. */
  names: string;
  beacon: string;
  room: string;
}

export interface GiveawayStep extends GiveawayRoll {
  /** The HMAC message of this roll. */
  message: string;
  /** Participants still in the draw before this roll (the multiplier of the float). */
  pool: number;
}

export type GiveawayOutcome =
  | {
      ok: true;
      serverSeedHash: string;
      /** null when no hash was given to compare with. */
      hashMatches: boolean | null;
      seedLooksValid: boolean;
      clientSeeds: string[];
      names: string[] | null;
      winners: number;
      steps: GiveawayStep[];
    }
  | { ok: false; problems: Partial<Record<GiveawayField, GiveawayProblem>> };

/** Most winners a room can have (contract: `winners` 1–100); a little room for official rooms. */
export const MAX_WINNERS = 1000;

/**
 * A list typed in a text box: one entry per line; a single line with commas is a comma list. Seeds are kept
 * exactly (spaces count). A link with a single seed that holds a comma keeps it whole: the URL reader ends it
 * with a line break, so it is read as a one-line list.
 */
export function parseList(text: string): string[] {
  if (!text.includes('\n') && text.includes(',')) return text.split(',');
  return parseSeeds(text);
}

function positive(text: string, max: number): number | null {
  if (!/^\d{1,7}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= max ? n : null;
}

const printable = (seed: string) => seed.length > 0 && seed.length <= 64 && /^[^\p{C}]+$/u.test(seed);

/** Validates a giveaway's revealed inputs and recomputes its winners with the shared draw. */
export function runGiveawayVerifier(input: GiveawayFields): GiveawayOutcome {
  const problems: Partial<Record<GiveawayField, GiveawayProblem>> = {};
  const seeds = parseList(input.seeds);
  const names = input.names.trim() === '' ? null : parseList(input.names).map((name) => name.trim());
  const winners = positive(input.winners === '' ? '1' : input.winners, MAX_WINNERS);
  if (input.serverSeed === '') problems.serverSeed = 'required';
  if (input.hash !== '' && !/^[0-9a-fA-F]{64}$/.test(input.hash)) problems.hash = 'hex';
  if (seeds.length === 0) problems.seeds = 'required';
  else if (!seeds.every(printable)) problems.seeds = 'seeds';
  if (winners === null) problems.winners = 'winners';
  if (names && seeds.length > 0 && names.length !== seeds.length) problems.names = 'names';
  if (input.room !== '' && !/^[1-9]\d{0,9}$/.test(input.room)) problems.room = 'room';
  if (Object.keys(problems).length > 0 || winners === null) return { ok: false, problems };

  const beacon = input.beacon === '' ? null : input.beacon;
  const rolls = drawGiveaway({ serverSeed: input.serverSeed, clientSeeds: seeds, winners, beacon });
  const steps = rolls.map((roll) => ({
    ...roll,
    message: battleMessage({ clientSeeds: seeds, round: roll.round, slot: 0, beacon, game: 'giveaway' }),
    pool: seeds.length - roll.round,
  }));
  const serverSeedHash = sha256Hex(input.serverSeed);
  return {
    ok: true,
    serverSeedHash,
    hashMatches: input.hash === '' ? null : serverSeedHash === input.hash.toLowerCase(),
    seedLooksValid: isServerSeed(input.serverSeed),
    clientSeeds: seeds,
    names,
    winners,
    steps,
  };
}
