import type { EngineDeps } from './events.deps';
import { createGrants } from './events.grants';
import { createDefinitions, type EventDef, type MechanicSpec } from './events.load';
import { createRunning } from './events.running';
import { createPrizeViews } from './events.views';

export type { Deposit, EngineDeps } from './events.deps';
export { takesPerDay } from './events.grants';
export type { EventControl, EventDef, EventOverlay, MechanicSpec } from './events.load';
export type { Calendar } from './events.running';

/**
 * The event engine (issue 20): loads the events of `content/events`, tells which run for whom, and gives mechanics
 * the parts every event shares — the operator's day, limits as unique keys, the fair draw with the mechanic's game
 * and grants through the wallet, the inventory or a free case open, inside the caller's transaction.
 */
export function createEngine(deps: EngineDeps, mechanics: ReadonlyMap<string, MechanicSpec>) {
  const definitions = createDefinitions(deps, mechanics);
  const runs = createRunning(deps, definitions);
  const prizes = createPrizeViews(deps, mechanics, definitions);
  const takes = createGrants(deps, mechanics, prizes);

  return {
    get events(): readonly EventDef[] {
      return definitions.events;
    },
    reload: definitions.reload,
    calendar: runs.calendar,
    /** The clock's time (ms). */
    now: () => deps.clock.now(),
    running: runs.running,
    refusal: runs.refusal,
    views: prizes.views,
    prizeTable: prizes.prizeTable,
    drawHistory: prizes.drawHistory,
    odds: prizes.odds,
    list: runs.list,
    find: runs.find,
    shown: runs.shown,
    takeLimits: takes.takeLimits,
    charge: takes.charge,
    draw: takes.draw,
    roll: takes.roll,
    recordRoll: takes.recordRoll,
    grant: takes.grant,
    delivered: takes.delivered,
    valueOf: prizes.valueOf,
  };
}

export type Engine = ReturnType<typeof createEngine>;
