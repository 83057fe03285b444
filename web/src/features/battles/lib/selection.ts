/**
 * The create page's box selection: entries in round order, each a box and how many rounds it takes in a
 * row (the same box added again raises its count). `rounds` expands it into the body's `boxes`.
 */
import { entryCost as boxesCost, type Milli, parseMilli, roundToMilli, toAmount } from '@dropforge/shared/domain';

export interface SelectionEntry {
  id: string;
  count: number;
}

/** Boxes (rounds) a battle may have by default (shared MAX_BATTLE_BOXES; the server may allow fewer). */
export const MAX_ROUNDS = 50;

export function roundCount(entries: readonly SelectionEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.count, 0);
}

/** Adds one round of `id` (its entry's count + 1, or a new entry at the end); unchanged when full. */
export function addBox(entries: readonly SelectionEntry[], id: string, max = MAX_ROUNDS): SelectionEntry[] {
  if (roundCount(entries) >= max) return [...entries];
  const found = entries.some((entry) => entry.id === id);
  if (!found) return [...entries, { id, count: 1 }];
  return entries.map((entry) => (entry.id === id ? { ...entry, count: entry.count + 1 } : entry));
}

/** Sets an entry's count (0 removes it), capped so the battle stays within `max` rounds. */
export function setCount(
  entries: readonly SelectionEntry[],
  id: string,
  count: number,
  max = MAX_ROUNDS,
): SelectionEntry[] {
  const others = roundCount(entries.filter((entry) => entry.id !== id));
  const next = Math.max(0, Math.min(Math.floor(count), max - others));
  if (next === 0) return entries.filter((entry) => entry.id !== id);
  return entries.map((entry) => (entry.id === id ? { ...entry, count: next } : entry));
}

export function removeBox(entries: readonly SelectionEntry[], id: string): SelectionEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

/** Moves the entry at `index` by `delta` places (clamped to the list). */
export function moveBox(entries: readonly SelectionEntry[], index: number, delta: number): SelectionEntry[] {
  const to = Math.max(0, Math.min(entries.length - 1, index + delta));
  if (index < 0 || index >= entries.length || to === index) return [...entries];
  const next = [...entries];
  const [moved] = next.splice(index, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** Box ids in round order, as `POST /api/battle` takes them. */
export function rounds(entries: readonly SelectionEntry[]): string[] {
  return entries.flatMap((entry) => Array.from({ length: entry.count }, () => entry.id));
}

function milli(amount: number): Milli {
  try {
    return parseMilli(amount);
  } catch {
    return roundToMilli(amount);
  }
}

/** USD each seat pays: the shared rule over every round's box (exact in thousandths); unknown prices count 0. */
export function entryCost(entries: readonly SelectionEntry[], prices: ReadonlyMap<string, number>): number {
  return toAmount(boxesCost(rounds(entries).map((id) => milli(prices.get(id) ?? 0))));
}
