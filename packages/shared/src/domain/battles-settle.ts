/**
 * Settling a case battle (issue 7): who wins and which slot receives each item. With R rounds (0 … R − 1)
 * and `values[round][slot]` the value of each drop:
 *
 *   totals[slot]      Σ over all rounds of values[round][slot]
 *   contenders        one per slot, or in team mode team 0 = slots [0, 1], team 1 = slots [2, 3]
 *   score             standard, crazy: the slot's total; team: Σ of the team's totals;
 *                     terminal: values[R − 1][slot] (only the last round counts)
 *   best              the lowest score in crazy, the highest otherwise; tied = contenders with the best score
 *
 * Extra draws use the battle roll of fair/battle.ts (same server seed, client seeds and beacon as the drops)
 * at rounds after the last; `h` is the first 13 hex digits (52 bits) of the roll's digest as an integer,
 * so `floor(h × n / 2^52)` = `pickIndex(float, n)` is a uniform index in [0, n):
 *
 *   tie-break   when more than one contender is tied: ONE roll with round = R, slot = 0;
 *               winner = tied[floor(h × tied.length / 2^52)], tied listed in ascending order (slots; in team
 *               mode team indices 0, 1).
 *   team split  the winning team [a, b] (a < b) receives every item of the battle. Items, as (round, slot)
 *               pairs, are taken by value descending, then round ascending, then slot ascending; each goes to
 *               the teammate who has received less value so far; when both have received the same, draw k
 *               (k = 0, 1, 2 … counting such draws in that order) is the roll with round = R + 1, slot = k,
 *               and the item goes to [a, b][floor(h × 2 / 2^52)] (a when the digest's first hex digit is 0–7).
 *               Greedy into the poorer teammate keeps |received(a) − received(b)| ≤ the dearest item's value.
 *
 * Outside team mode the one winning slot receives every item.
 */
import {
  type BattleDrop,
  type BattleMode,
  type BoxItem,
  battleContenders,
  type PreparedBox,
  prepareBox,
  rollRound,
  validateBattle,
} from './battles';
import { battleRoll, pickIndex } from './fair';
import { addMilli, type Milli, sumMilli, ZERO_MILLI } from './money';

/** An extra roll of a battle: its round and slot (counters of the message) and what it gave. */
export interface BattleDraw {
  round: number;
  slot: number;
  digest: string;
  float: number;
  ticket: number;
}

export interface TieBreak extends BattleDraw {
  /** The tied contenders in ascending order: slots, or team indices (0, 1) in team mode. */
  tied: number[];
  /** floor(h × tied.length / 2^52): the winner is tied[index]. */
  index: number;
}

export interface SplitDraw extends BattleDraw {
  /** The item drawn for. */
  item: { round: number; slot: number };
  /** The teammate (slot) who received it. */
  to: number;
}

export interface SettleInput {
  mode: BattleMode;
  /** values[round][slot]: the value of the drop of `slot` in `round`; every round has one per client seed. */
  values: readonly (readonly Milli[])[];
  serverSeed: string;
  clientSeeds: readonly string[];
  beacon?: string | null;
}

export interface BattleSettlement {
  mode: BattleMode;
  /** Per slot: Σ of its drops over every round. */
  totals: Milli[];
  /** The slots of each contender (see battleContenders). */
  contenders: number[][];
  /** Per contender: the score that decides (see the header). */
  scores: Milli[];
  /** Index of the winning contender. */
  winner: number;
  /** The winning slots, ascending. */
  winners: number[];
  /** awards[round][slot]: the slot that receives the item `slot` dropped in `round` (always a winner). */
  awards: number[][];
  /** Per slot: Σ of the values it receives. */
  received: Milli[];
  tieBreak: TieBreak | null;
  /** Team mode: the draws between equally served teammates, in order; empty otherwise. */
  splitDraws: SplitDraw[];
}

type Roller = (round: number, slot: number) => BattleDraw;

function rollerOf({ serverSeed, clientSeeds, beacon }: Omit<SettleInput, 'mode' | 'values'>): Roller {
  return (round, slot) => ({ round, slot, ...battleRoll({ serverSeed, clientSeeds, round, slot, beacon }) });
}

function checkValues(values: SettleInput['values'], slots: number): void {
  values.forEach((row, round) => {
    if (!Array.isArray(row) || row.length !== slots) {
      throw new RangeError(`round ${round} needs one value per client seed (${slots})`);
    }
    for (const value of row) {
      if (!Number.isSafeInteger(value) || value < 0) throw new RangeError('drop values must be non-negative integers');
    }
  });
}

/** The greedy split of every item between teammates [a, b] (header: team split). */
function splitBetween(
  team: readonly number[],
  values: SettleInput['values'],
  roll: Roller,
  awards: number[][],
  received: Milli[],
): SplitDraw[] {
  const [a, b] = team as [number, number];
  const items = values.flatMap((row, round) => row.map((value, slot) => ({ round, slot, value })));
  items.sort((x, y) => y.value - x.value || x.round - y.round || x.slot - y.slot);
  const draws: SplitDraw[] = [];
  for (const item of items) {
    let to: number;
    if (received[a]! !== received[b]!) to = received[a]! < received[b]! ? a : b;
    else {
      const draw = roll(values.length + 1, draws.length);
      to = team[pickIndex(draw.float, 2)]!;
      draws.push({ ...draw, item: { round: item.round, slot: item.slot }, to });
    }
    awards[item.round]![item.slot] = to;
    received[to] = addMilli(received[to]!, item.value);
  }
  return draws;
}

/** Settles a battle from its drop values (rules in the header). Same inputs, same result. */
export function settle(input: SettleInput): BattleSettlement {
  const { mode, values, clientSeeds } = input;
  const slots = clientSeeds.length;
  const rounds = values.length;
  const setup = validateBattle({ boxes: rounds, players: slots, mode }, { maxBoxes: Number.MAX_SAFE_INTEGER });
  checkValues(values, slots);
  const roll = rollerOf(input);
  const totals = Array.from({ length: slots }, (_, slot) => sumMilli(values.map((row) => row[slot]!)));
  const contenders = battleContenders(setup);
  const scores = contenders.map((members) =>
    sumMilli(members.map((slot) => (mode === 'terminal' ? values[rounds - 1]![slot]! : totals[slot]!))),
  );
  const best = mode === 'crazy' ? Math.min(...scores) : Math.max(...scores);
  const tied = scores.flatMap((score, i) => (score === best ? [i] : []));
  let winner = tied[0]!;
  let tieBreak: TieBreak | null = null;
  if (tied.length > 1) {
    const draw = roll(rounds, 0);
    const index = pickIndex(draw.float, tied.length);
    winner = tied[index]!;
    tieBreak = { ...draw, tied, index };
  }
  const winners = contenders[winner]!;
  const received = Array.from({ length: slots }, () => ZERO_MILLI);
  const awards = values.map((row) => row.map(() => winners[0]!));
  let splitDraws: SplitDraw[] = [];
  if (winners.length > 1) splitDraws = splitBetween(winners, values, roll, awards, received);
  else received[winners[0]!] = sumMilli(totals);
  return { mode, totals, contenders, scores, winner, winners: [...winners], awards, received, tieBreak, splitDraws };
}

/** What a verifier needs to replay an ended battle; all of it is published once the battle ends. */
export interface BattleInputs {
  mode: BattleMode;
  /** The revealed server seed (its hash was published at creation). */
  serverSeed: string;
  /** Client seeds in slot order, frozen on join (bots: botClientSeed(battleId, slot)). */
  clientSeeds: readonly string[];
  /** The boxes in round order, each its items with odds and prices. */
  boxes: readonly (readonly BoxItem[])[];
  beacon?: string | null;
}

export interface BattleReplay extends BattleSettlement {
  /** rounds[round][slot]: every drop. */
  rounds: BattleDrop[][];
}

/** Replays a battle from its published inputs: every round's drops, then `settle`. Deterministic. */
export function replayBattle(inputs: BattleInputs): BattleReplay {
  const { mode, serverSeed, clientSeeds, boxes, beacon } = inputs;
  validateBattle({ boxes: boxes.length, players: clientSeeds.length, mode }, { maxBoxes: Number.MAX_SAFE_INTEGER });
  const prepared = new Map<readonly BoxItem[], PreparedBox>();
  const rounds = boxes.map((items, round) => {
    let box = prepared.get(items);
    if (!box) {
      box = prepareBox(items);
      prepared.set(items, box);
    }
    return rollRound({ serverSeed, clientSeeds, round, box, beacon });
  });
  const values = rounds.map((drops) => drops.map((drop) => drop.value));
  return { ...settle({ mode, values, serverSeed, clientSeeds, beacon }), rounds };
}
