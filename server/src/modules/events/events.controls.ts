import type { EventCost, OpsEvent, OpsEventDetail, OpsSchedule } from '@dropforge/shared/contract';
import { milli, type Prize, toAmount } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Database, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { CasesService } from '../cases';
import type { CatalogService } from '../catalog';
import { type EventFile, parseEvent } from './events.content';
import { amountWorth, definitionOf } from './events.cost';
import type { EventControl, EventDef, MechanicSpec } from './events.engine';

export const EVENTS_CHANGED_CHANNEL = 'events.changed';

type Engine = {
  readonly events: readonly EventDef[];
  reload(next?: {
    definitions: EventFile[];
    controls: ReadonlyMap<string, EventControl>;
  }): { ok: true; count: number } | { ok: false; error: string };
  running(event: EventDef): boolean;
};

type ControlRow = {
  event_key: string;
  definition: unknown;
  enabled: boolean | null;
  schedule: OpsSchedule | null;
  ended_at: Date | null;
  updated_at: Date;
};

const LEVELS = [0, 10];

/** Declared, not inferred: the events module's provides stay short enough for app.ts's MODULES list (TS7056). */
export interface EventControls {
  refresh(): Promise<void>;
  stop(): void;
  list(): Promise<OpsEvent[]>;
  detail(key: string): Promise<OpsEventDetail>;
  view(key: string): Promise<OpsEvent>;
  cost(raw: unknown): Promise<EventCost>;
  create(tx: Tx, raw: unknown): Promise<Record<string, unknown> & { key: string }>;
  schedule(
    tx: Tx,
    key: string,
    change: { enabled?: boolean; schedule?: OpsSchedule },
  ): Promise<{ before: unknown; after: unknown }>;
  end(tx: Tx, key: string): Promise<{ at: string }>;
  changed(): Promise<void>;
}

/**
 * The console's hold on events (issue 25): events made in the console (stored whole, in the shape of a content file)
 * and schedule changes of any event, kept in `event_controls` and laid over content/events by the engine. A change
 * applies on this instance after commit and on the others over the bus.
 */
export function createEventControls(deps: {
  database: Database;
  bus: Bus;
  clock: Clock;
  engine: Engine;
  mechanics: ReadonlyMap<string, MechanicSpec>;
  cases: Pick<CasesService, 'byId'>;
  catalog: Pick<CatalogService, 'findGoodsByHashNames'>;
  log: { warn: (msg: string) => void };
}): EventControls {
  const { database, engine, mechanics } = deps;
  const names = new Set(mechanics.keys());
  let rows: ControlRow[] = [];

  /** A definition checked as the engine would load it: its shape, its prize table and its mechanic's rules. */
  function check(raw: unknown): EventDef {
    const key = typeof raw === 'object' && raw && 'key' in raw ? String(raw.key) : '';
    try {
      const event = definitionOf(parseEvent(raw, `${key}.json`, names));
      mechanics.get(event.mechanic)!.validate(event);
      return event;
    } catch (e) {
      throw new AppError('event_invalid', { reason: (e as Error).message.replace(/^content\/events\/[^:]*: /, '') });
    }
  }

  async function refresh(): Promise<void> {
    const res = await database.db.execute<ControlRow>(sql`
      select event_key, definition, enabled, schedule, ended_at, updated_at from event_controls order by event_key`);
    rows = res.rows;
    const definitions = rows.flatMap((r) => {
      if (!r.definition) return [];
      try {
        return [parseEvent(r.definition, `${r.event_key}.json`, names)];
      } catch (e) {
        deps.log.warn(`console event ${r.event_key} skipped: ${(e as Error).message}`);
        return [];
      }
    });
    const controls = new Map(rows.map((r) => [r.event_key, { enabled: r.enabled, schedule: r.schedule }]));
    const result = engine.reload({ definitions, controls });
    if (!result.ok) deps.log.warn(`event controls not applied: ${result.error}`);
  }

  const unsubscribe = deps.bus.subscribe((m) => {
    if (m.channel === EVENTS_CHANGED_CHANNEL)
      refresh().catch((e) => deps.log.warn(`event controls refresh failed: ${(e as Error).message}`));
  });

  /** Every case and item prize anywhere in the definitions, valued: cases at their expected value, items at price. */
  async function worthOf(events: readonly EventDef[]) {
    const found: Prize[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) for (const x of v) walk(x);
      else if (v && typeof v === 'object') {
        const o = v as Record<string, unknown>;
        if (
          (o.kind === 'case' && typeof o.case_id === 'string') ||
          (o.kind === 'item' && typeof o.hash_name === 'string')
        )
          found.push(o as Prize);
        for (const x of Object.values(o)) walk(x);
      }
    };
    walk(events);
    const values = new Map<string, number>();
    const caseIds = [...new Set(found.flatMap((p) => (p.kind === 'case' ? [p.case_id] : [])))];
    await Promise.all(
      caseIds.map(async (id) => {
        const box = await deps.cases.byId(id).catch(() => undefined);
        if (box) values.set(`case:${id}`, box.ev);
      }),
    );
    const itemNames = [...new Set(found.flatMap((p) => (p.kind === 'item' ? [p.hash_name] : [])))];
    if (itemNames.length)
      for (const g of await deps.catalog.findGoodsByHashNames(itemNames)) values.set(`item:${g.hashName}`, g.price);
    const unpriced = new Set<string>();
    const worth = (prize: Prize): number => {
      const amount = amountWorth(prize);
      if (amount !== undefined) return amount;
      const key =
        prize.kind === 'case' ? `case:${prize.case_id}` : prize.kind === 'item' ? `item:${prize.hash_name}` : '';
      const value = values.get(key);
      if (value === undefined) unpriced.add(key);
      return value ?? 0;
    };
    return { worth, unpriced };
  }

  async function costOf(event: EventDef): Promise<EventCost> {
    const { worth, unpriced } = await worthOf([event]);
    const spec = mechanics.get(event.mechanic);
    const per_day = spec
      ? LEVELS.map((level) => ({ level, amount: toAmount(milli(Math.round(spec.dailyCost(event, worth, level)))) }))
      : [];
    return { per_day, unpriced: [...unpriced] };
  }

  async function view(event: EventDef): Promise<OpsEvent> {
    const row = rows.find((r) => r.event_key === event.key);
    return {
      key: event.key,
      mechanic: event.mechanic,
      source: row?.definition ? 'console' : 'file',
      title: event.title.en ?? event.key,
      path: event.path,
      enabled: event.enabled,
      schedule: event.schedule as OpsSchedule,
      running: engine.running(event),
      ended_at: row?.ended_at ? new Date(row.ended_at).toISOString() : null,
      updated_at: row ? new Date(row.updated_at).toISOString() : null,
      cost: await costOf(event),
    };
  }

  const find = (key: string) => {
    const event = engine.events.find((e) => e.key === key);
    if (!event) throw new AppError('event_not_found');
    return event;
  };

  const checkSchedule = (schedule: OpsSchedule | undefined) => {
    if (schedule?.type === 'dates' && Date.parse(schedule.from) >= Date.parse(schedule.to))
      throw new AppError('event_invalid', { reason: 'schedule.to must be after schedule.from' });
    if (schedule?.type === 'weekly' && schedule.from >= schedule.to)
      throw new AppError('event_invalid', { reason: 'schedule.to must be after schedule.from' });
  };

  return {
    refresh,
    stop: unsubscribe,
    async list(): Promise<OpsEvent[]> {
      return Promise.all(engine.events.map(view));
    },
    async detail(key: string) {
      const event = find(key);
      const row = rows.find((r) => r.event_key === key);
      const { zone: _zone, ranges: _ranges, ...definition } = event;
      return { ...(await view(event)), definition: (row?.definition as Record<string, unknown>) ?? definition };
    },
    view: (key: string) => view(find(key)),
    cost: (raw: unknown) => costOf(check(raw)),
    /** Stores a new console event, switched off (its cost is seen before it runs); answers the stored definition. */
    async create(tx: Tx, raw: unknown) {
      const event = check({ ...(raw as object), enabled: false });
      if (engine.events.some((e) => e.key === event.key)) throw new AppError('event_exists');
      const { zone: _zone, ranges: _ranges, ...definition } = event;
      const res = await tx.execute(sql`
        insert into event_controls (event_key, definition, enabled, updated_at)
        values (${event.key}, ${JSON.stringify(definition)}::jsonb, false, ${new Date(deps.clock.now())})
        on conflict do nothing`);
      if ((res.rowCount ?? 0) === 0) throw new AppError('event_exists');
      return definition;
    },
    /** Replaces an event's on/off and schedule (either may stay); switching it on clears an earlier end. */
    async schedule(tx: Tx, key: string, change: { enabled?: boolean; schedule?: OpsSchedule }) {
      const event = find(key);
      checkSchedule(change.schedule);
      const before = { enabled: event.enabled, schedule: event.schedule };
      await tx.execute(sql`
        insert into event_controls (event_key, enabled, schedule, updated_at)
        values (${key}, ${change.enabled ?? null}, ${change.schedule ? JSON.stringify(change.schedule) : null}::jsonb,
          ${new Date(deps.clock.now())})
        on conflict (event_key) do update set
          enabled = coalesce(excluded.enabled, event_controls.enabled),
          schedule = coalesce(excluded.schedule, event_controls.schedule),
          ended_at = case when excluded.enabled then null else event_controls.ended_at end,
          updated_at = excluded.updated_at`);
      return {
        before,
        after: { enabled: change.enabled ?? event.enabled, schedule: change.schedule ?? event.schedule },
      };
    },
    /** Switches an event off now, for good until it is scheduled again. */
    async end(tx: Tx, key: string) {
      find(key);
      const now = new Date(deps.clock.now());
      const res = await tx.execute(sql`
        insert into event_controls (event_key, enabled, ended_at, updated_at) values (${key}, false, ${now}, ${now})
        on conflict (event_key) do update set enabled = false, ended_at = excluded.ended_at, updated_at = excluded.updated_at
        where event_controls.ended_at is null
        returning event_key`);
      if (res.rows.length === 0) throw new AppError('event_already_ended');
      return { at: now.toISOString() };
    },
    /** After a committed change: this instance at once, the others over the bus. */
    async changed() {
      await refresh();
      await deps.bus.publish({ channel: EVENTS_CHANGED_CHANNEL, event: 'changed', data: {} }).catch(() => {});
    },
  };
}
