/**
 * The battle scheme of the /provablyfair verifier: one roll of a battle is keyed by the battle's server seed
 * over `battle:${clientSeeds.join(',')}:${round}:${slot}` (plus `:${beacon}`), with every seat's client seed
 * in slot order (shared/domain/fair/battle.ts). The form takes the seeds one per line.
 */
import { isServerSeed, type Verification, verifyBattleRoll } from '@dropforge/shared/domain';

export type BattleField = 'serverSeed' | 'seeds' | 'round' | 'slot' | 'hash' | 'ticket' | 'beacon' | 'battle';
export type BattleProblem = 'required' | 'counter' | 'hex' | 'seeds' | 'slot' | 'battle';

export interface BattleFields {
  serverSeed: string;
  /** Client seeds, one per line, in slot order. */
  seeds: string;
  round: string;
  slot: string;
  hash: string;
  ticket: string;
  beacon: string;
  battle: string;
}

export type BattleOutcome =
  | {
      ok: true;
      verification: Verification;
      round: number;
      slot: number;
      clientSeeds: string[];
      seedLooksValid: boolean;
    }
  | { ok: false; problems: Partial<Record<BattleField, BattleProblem>> };

const COUNTER = /^\d{1,16}$/;

function counter(text: string): number | null {
  if (!COUNTER.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** The seeds of the text box: one per line (kept exactly, spaces count); trailing blank lines dropped. */
export function parseSeeds(text: string): string[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** Validates a battle roll's inputs and recomputes it. */
export function runBattleVerifier(input: BattleFields): BattleOutcome {
  const problems: Partial<Record<BattleField, BattleProblem>> = {};
  const seeds = parseSeeds(input.seeds);
  const round = counter(input.round === '' ? '0' : input.round);
  const slot = counter(input.slot === '' ? '0' : input.slot);
  if (input.serverSeed === '') problems.serverSeed = 'required';
  if (seeds.length === 0) problems.seeds = 'required';
  else if (seeds.some((seed) => seed.length === 0 || seed.length > 64 || !/^[^\p{C}]+$/u.test(seed))) {
    problems.seeds = 'seeds';
  }
  if (round === null) problems.round = 'counter';
  if (slot === null) problems.slot = 'counter';
  else if (seeds.length > 0 && slot >= seeds.length) problems.slot = 'slot';
  if (input.hash !== '' && !/^[0-9a-fA-F]{64}$/.test(input.hash)) problems.hash = 'hex';
  if (input.ticket !== '' && counter(input.ticket) === null) problems.ticket = 'counter';
  if (input.battle !== '' && !/^[1-9]\d{0,15}$/.test(input.battle)) problems.battle = 'battle';
  if (Object.keys(problems).length > 0 || round === null || slot === null) return { ok: false, problems };
  const verification = verifyBattleRoll({
    serverSeed: input.serverSeed,
    clientSeeds: seeds,
    round,
    slot,
    beacon: input.beacon === '' ? null : input.beacon,
    serverSeedHash: input.hash === '' ? undefined : input.hash,
    ticket: input.ticket === '' ? undefined : Number(input.ticket),
  });
  return { ok: true, verification, round, slot, clientSeeds: seeds, seedLooksValid: isServerSeed(input.serverSeed) };
}

/** A battle's frozen box as the detail publishes it: items in ticket order with their odds and value. */
export interface FrozenItem {
  goods_id: number;
  tickets: number;
  value: number;
}

/**
 * The item of a frozen box that owns `ticket`, with its range [from, to): ranges follow the published order,
 * as the server's pickDrop does. Null when the ticket is outside the box's tickets.
 */
export function frozenOwner(
  items: readonly FrozenItem[],
  ticket: number,
): { item: FrozenItem; index: number; from: number; to: number } | null {
  let from = 0;
  for (const [index, item] of items.entries()) {
    const to = from + item.tickets;
    if (ticket >= from && ticket < to) return { item, index, from, to };
    from = to;
  }
  return null;
}
