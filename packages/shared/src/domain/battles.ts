/**
 * Pure rules of case battles (issue 7, DESIGN §5): 2, 3 or 4 players, or 2 teams of 2, open the same boxes
 * in the same order, one box per round; the entry cost is the sum of the box prices. Modes:
 *
 *   standard   the highest total value (Σ of a slot's drops over every round) takes every item of the battle
 *   crazy      the lowest total takes every item
 *   terminal   only the last round counts: the highest drop of the last round takes every item
 *   team       4 players, slots 0 + 1 against slots 2 + 3: the higher team total takes every item, split
 *              between the two teammates (see battles-settle.ts)
 *
 * Every drop is a battle roll (fair/battle.ts): key = the battle's server seed, message
 * `battle:${clientSeeds.join(',')}:${round}:${slot}` (plus `:${beacon}` when one is configured), with the
 * client seeds of all slots in slot order, each frozen when its player joined (a bot's is
 * `botClientSeed(battleId, slot)`). The roll's ticket picks the drop from the round's box exactly as a case
 * opening does (`ticketRanges` + `pickDrop` of cases.ts). Ties and the team split draw extra rolls after the
 * last round; battles-settle.ts documents them.
 */
import { type OddsEntry, pickDrop, type TicketRange, ticketRanges } from './cases';
import { battleRoll, botClientSeed } from './fair';
import { type Milli, milli } from './money';

export const BATTLE_MODES = ['standard', 'crazy', 'terminal', 'team'] as const;
export type BattleMode = (typeof BATTLE_MODES)[number];

export const BATTLE_PLAYERS = [2, 3, 4] as const;
export type BattlePlayers = (typeof BATTLE_PLAYERS)[number];

/** Boxes (rounds) a battle needs at least. */
export const MIN_BATTLE_BOXES = 1;
/** The default maximum of boxes (rounds) per battle; the live maximum is configuration. */
export const MAX_BATTLE_BOXES = 50;

export interface BattleSetup {
  players: BattlePlayers;
  mode: BattleMode;
}

/** The catalogue message (error code) a broken battle rule answers with. */
export type BattleRule = 'too_few_boxes' | 'too_many_boxes' | 'bad_players' | 'team_needs_four' | 'bad_mode';

/** A battle that cannot be created; `code` is the error catalogue key, `needed` / `max` its parameters. */
export class BattleRuleError extends RangeError {
  /** too_few_boxes: the minimum number of boxes. */
  readonly needed?: number;
  /** too_many_boxes: the maximum number of boxes. */
  readonly max?: number;
  constructor(
    readonly code: BattleRule,
    params: { needed?: number; max?: number } = {},
  ) {
    super(code);
    this.name = 'BattleRuleError';
    if (params.needed !== undefined) this.needed = params.needed;
    if (params.max !== undefined) this.max = params.max;
  }
}

export function isBattleMode(value: unknown): value is BattleMode {
  return typeof value === 'string' && (BATTLE_MODES as readonly string[]).includes(value);
}

export function isBattlePlayers(value: unknown): value is BattlePlayers {
  return (BATTLE_PLAYERS as readonly unknown[]).includes(value);
}

/**
 * Checks a battle about to be created: `boxes` rounds with MIN_BATTLE_BOXES ≤ boxes ≤ maxBoxes, 2…4 players,
 * a known mode, team mode with exactly 4 players. Throws a BattleRuleError (in that order of checks):
 * `too_few_boxes` {needed: MIN_BATTLE_BOXES}, `too_many_boxes` {max: maxBoxes}, `bad_players`, `bad_mode`,
 * `team_needs_four`. Returns the setup, typed.
 */
export function validateBattle(
  battle: { boxes: number; players: number; mode: string },
  { maxBoxes = MAX_BATTLE_BOXES }: { maxBoxes?: number } = {},
): BattleSetup {
  if (!Number.isSafeInteger(maxBoxes) || maxBoxes < MIN_BATTLE_BOXES) {
    throw new RangeError(`maxBoxes must be an integer >= ${MIN_BATTLE_BOXES}`);
  }
  const { boxes, players, mode } = battle;
  if (!Number.isSafeInteger(boxes) || boxes < MIN_BATTLE_BOXES) {
    throw new BattleRuleError('too_few_boxes', { needed: MIN_BATTLE_BOXES });
  }
  if (boxes > maxBoxes) throw new BattleRuleError('too_many_boxes', { max: maxBoxes });
  if (!isBattlePlayers(players)) throw new BattleRuleError('bad_players');
  if (!isBattleMode(mode)) throw new BattleRuleError('bad_mode');
  if (mode === 'team' && players !== 4) throw new BattleRuleError('team_needs_four');
  return { players, mode };
}

/**
 * Who competes: one list of slots per contender. Team mode: `[[0, 1], [2, 3]]` (team 0 = slots 0 and 1,
 * team 1 = slots 2 and 3); every other mode: one contender per slot, `[[0], [1], …]`.
 */
export function battleContenders({ players, mode }: BattleSetup): number[][] {
  if (mode === 'team')
    return [
      [0, 1],
      [2, 3],
    ];
  return Array.from({ length: players }, (_, slot) => [slot]);
}

/** The entry cost of a battle: Σ of the chosen boxes' prices (each box once per round), paid on create or join. */
export function entryCost(boxPrices: readonly Milli[]): Milli {
  let sum = 0;
  for (const price of boxPrices) {
    if (!Number.isSafeInteger(price) || price < 0) throw new RangeError('box prices must be non-negative integers');
    sum += price;
  }
  if (!Number.isSafeInteger(sum)) throw new RangeError('entry cost out of range');
  return milli(sum);
}

/**
 * The client seeds of a battle in slot order: a player's frozen seed, or for an empty/bot seat (null)
 * `botClientSeed(battleId, slot)`.
 */
export function battleClientSeeds(battleId: string | number, seats: readonly (string | null)[]): string[] {
  return seats.map((seed, slot) => (seed === null ? botClientSeed(battleId, slot) : seed));
}

/** An item of a box: its odds entry (cases.ts) with the price it is valued at in the battle. */
export interface BoxItem extends OddsEntry {
  price: Milli;
}

/** A box prepared for rolling: its ticket ranges (in the published order) and each goods' value. */
export interface PreparedBox {
  ranges: TicketRange[];
  prices: Map<string, Milli>;
}

/** Validates a box's odds (as cases.ts does) and indexes its prices. */
export function prepareBox(items: readonly BoxItem[]): PreparedBox {
  const ranges = ticketRanges(items);
  const prices = new Map<string, Milli>();
  for (const { goodsId, price } of items) {
    if (!Number.isSafeInteger(price) || price < 0) throw new RangeError(`goods ${goodsId}: price must be >= 0`);
    prices.set(String(goodsId), price);
  }
  return { ranges, prices };
}

/** One slot's drop in one round. */
export interface BattleDrop {
  slot: number;
  goodsId: OddsEntry['goodsId'];
  value: Milli;
  /** The roll's ticket in [0, TICKETS_TOTAL) and its hex digest, for the verifier. */
  ticket: number;
  digest: string;
}

export interface RoundInput {
  serverSeed: string;
  /** Client seeds of all slots in slot order; their count is the number of slots. */
  clientSeeds: readonly string[];
  /** Round index, from 0. */
  round: number;
  /** The round's box: its items (validated like a case) or a box from `prepareBox`. */
  box: readonly BoxItem[] | PreparedBox;
  beacon?: string | null;
}

/** The drop of every slot in one round, in slot order: slot s rolls `battleRoll(…, round, slot = s)`. */
export function rollRound({ serverSeed, clientSeeds, round, box, beacon }: RoundInput): BattleDrop[] {
  const { ranges, prices } = Array.isArray(box) ? prepareBox(box) : (box as PreparedBox);
  return clientSeeds.map((_, slot) => {
    const { ticket, digest } = battleRoll({ serverSeed, clientSeeds, round, slot, beacon });
    const { goodsId } = pickDrop(ranges, ticket);
    return { slot, goodsId, value: prices.get(String(goodsId))!, ticket, digest };
  });
}
