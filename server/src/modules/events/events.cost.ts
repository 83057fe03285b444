import { type Prize, parseMilli, prizeRanges } from '@dropforge/shared/domain';
import { type EventFile, loadEventContent } from './events.content';
import type { EventDef, MechanicSpec } from './events.engine';

/** What a prize is worth to the house in thousandths (cash, coins, shop score: the amount). */
export type Worth = (prize: Prize) => number;

export const amountWorth = (prize: Prize): number | undefined =>
  prize.kind === 'case' || prize.kind === 'item' ? undefined : parseMilli(String(prize.amount));

/** An event file as the engine loads it (time zone aside: costs are per day wherever the day starts). */
export function definitionOf(file: EventFile, timeZone = 'UTC'): EventDef {
  return { ...file, zone: file.time_zone ?? timeZone, ranges: file.prizes.length ? prizeRanges(file.prizes) : [] };
}

export type CostLine = { key: string; mechanic: string; level: number; perDay: number };

/**
 * Expected payout per participant per day of each event (thousandths), from its prize table or rewards and its
 * limits, at VIP level 0 and, where VIP extras change it, at level 10 (`npm run events:cost`).
 */
export function costReport(events: readonly EventDef[], mechanics: ReadonlyMap<string, MechanicSpec>, worth: Worth) {
  const lines: CostLine[] = [];
  for (const event of events) {
    const spec = mechanics.get(event.mechanic);
    if (!spec) continue;
    const base = spec.dailyCost(event, worth, 0);
    lines.push({ key: event.key, mechanic: event.mechanic, level: 0, perDay: base });
    const top = spec.dailyCost(event, worth, 10);
    if (top !== base) lines.push({ key: event.key, mechanic: event.mechanic, level: 10, perDay: top });
  }
  return lines;
}

export function loadDefinitions(contentDir: string, mechanics: ReadonlyMap<string, MechanicSpec>, timeZone?: string) {
  return loadEventContent(contentDir, new Set(mechanics.keys())).map((f) => definitionOf(f, timeZone));
}
