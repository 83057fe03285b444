import { type Game, type Prize, prizeRanges, type TicketRange } from '@dropforge/shared/domain';
import { type EventFile, loadEventContent } from './events.content';
import type { EngineDeps } from './events.deps';

/** A loaded event: its content, its time zone and its prize table's ticket ranges. */
export type EventDef = EventFile & { zone: string; ranges: TicketRange[] };
export type EventControl = { enabled: boolean | null; schedule: EventFile['schedule'] | null };
export type EventOverlay = { definitions: EventFile[]; controls: ReadonlyMap<string, EventControl> };

/** What a mechanic is: its name, its fair game when it draws, its content checks and its cost per day. */
export type MechanicSpec = {
  name: string;
  game?: Game;
  /** Throws naming what is wrong with an event of this mechanic (at boot). */
  validate: (event: EventDef) => void;
  /** Expected payout per participant per day in thousandths, given each prize's worth; `level`: a VIP level. */
  dailyCost: (event: EventDef, worth: (prize: Prize) => number, level: number) => number;
};

/** The loaded events: content/events with the console's overlay, each checked by its mechanic. */
export function createDefinitions(
  deps: Pick<EngineDeps, 'contentDir' | 'settings'>,
  mechanics: ReadonlyMap<string, MechanicSpec>,
) {
  /** What the console wrote (events.controls.ts): its own events, and schedule changes of any event. */
  let overlay: EventOverlay = { definitions: [], controls: new Map() };
  /** Every event file and console event, checked by its mechanic too; throws naming the first bad one. */
  const load = (): EventDef[] =>
    [...loadEventContent(deps.contentDir, new Set(mechanics.keys())), ...overlay.definitions].map((source) => {
      const control = overlay.controls.get(source.key);
      const file = control
        ? { ...source, enabled: control.enabled ?? source.enabled, schedule: control.schedule ?? source.schedule }
        : source;
      const event: EventDef = {
        ...file,
        zone: file.time_zone ?? deps.settings.timeZone,
        ranges: file.prizes.length ? prizeRanges(file.prizes) : [],
      };
      try {
        mechanics.get(event.mechanic)!.validate(event);
      } catch (e) {
        throw new Error(`content/events/${event.key}.json: ${(e as Error).message}`);
      }
      return event;
    });
  let events = load();

  return {
    get events(): readonly EventDef[] {
      return events;
    },
    /**
     * Reads content/events again (the hot reload): the new set replaces the old only when every file is valid;
     * otherwise the running events stay and the error names the file.
     */
    reload(next?: EventOverlay): { ok: true; count: number } | { ok: false; error: string } {
      const before = overlay;
      try {
        if (next) overlay = next;
        events = load();
        return { ok: true, count: events.length };
      } catch (e) {
        overlay = before;
        return { ok: false, error: (e as Error).message };
      }
    },
  };
}

export type Definitions = ReturnType<typeof createDefinitions>;
