import type { EventSummary } from '@dropforge/shared/contract';
import { dayOf, type Lang, nextDayStart, scheduleAt, weekOf } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http';
import { countryOf } from '../../platform/http/country';
import type { Player } from '../../platform/ports';
import type { EngineDeps } from './events.deps';
import type { Definitions, EventDef } from './events.load';

/** The operator calendar of an event at the clock's time. */
export type Calendar = { day: string; week: string; nextAt: string; now: number };

const DAY_MS = 86_400_000;

/** Which events run and for whom: the operator's day, schedules, audiences, the events list and the pick. */
export function createRunning(
  deps: Pick<EngineDeps, 'clock' | 'trustProxy' | 'levelOf' | 'lastDepositAt'>,
  definitions: Pick<Definitions, 'events'>,
) {
  const { clock } = deps;

  function calendar(event: EventDef): Calendar {
    const now = clock.now();
    return {
      now,
      day: dayOf(now, event.zone),
      week: weekOf(now, event.zone),
      nextAt: new Date(nextDayStart(now, event.zone)).toISOString(),
    };
  }

  const running = (event: EventDef) => event.enabled && scheduleAt(event.schedule, clock.now(), event.zone).running;

  /** Why a player may not take part, or null. Visitors are refused by the routes' auth. */
  async function refusal(event: EventDef, player: Player, req: FastifyRequest): Promise<AppError | null> {
    const a = event.audience;
    if (a.new_days !== undefined && clock.now() - player.createdAt.getTime() > a.new_days * DAY_MS)
      return new AppError('event_audience');
    if (a.countries && !a.countries.includes(countryOf(req, deps.trustProxy))) return new AppError('event_audience');
    if (a.vip_level !== undefined && (await deps.levelOf(player.id)) < a.vip_level)
      return new AppError('event_audience');
    if (a.deposit_days !== undefined) {
      const last = await deps.lastDepositAt(player.id);
      if (!last || clock.now() - last.getTime() > a.deposit_days * DAY_MS) return new AppError('event_conditions');
    }
    return null;
  }

  /** `GET /api/events`: the running events, hot-events order first, with the player's eligibility. */
  async function list(player: Player | undefined, req: FastifyRequest, lang: Lang): Promise<EventSummary[]> {
    const now = clock.now();
    const live = definitions.events
      .filter(running)
      .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
    return Promise.all(
      live.map(async (e): Promise<EventSummary> => {
        const ends = scheduleAt(e.schedule, now, e.zone).endsAt;
        return {
          key: e.key,
          mechanic: e.mechanic,
          title: e.title[lang],
          description: e.description[lang],
          picture: e.picture,
          path: e.path,
          needs: {
            vip_level: e.audience.vip_level ?? null,
            deposit_days: e.audience.deposit_days ?? null,
            new_days: e.audience.new_days ?? null,
            countries: e.audience.countries ?? null,
            cost: e.cost ?? null,
          },
          eligible: player ? (await refusal(e, player, req)) === null : false,
          ends_at: ends === null ? null : new Date(ends).toISOString(),
          priority: e.priority,
        };
      }),
    );
  }

  /**
   * The running event of a mechanic this player may take part in: `key` names one; without it the first by
   * priority whose audience admits the player (none: the first one's refusal).
   */
  async function find(
    mechanic: string,
    key: string | undefined,
    player: Player,
    req: FastifyRequest,
  ): Promise<EventDef> {
    const candidates = definitions.events
      .filter((e) => e.mechanic === mechanic && (key === undefined || e.key === key) && running(e))
      .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
    if (candidates.length === 0) throw new AppError('event_not_found');
    let first: AppError | null = null;
    for (const event of candidates) {
      const refused = await refusal(event, player, req);
      if (!refused) return event;
      first ??= refused;
    }
    throw first!;
  }

  /** The running event of a mechanic for showing (no audience check), or undefined. */
  function shown(mechanic: string, key?: string): EventDef | undefined {
    return definitions.events.find(
      (e) => e.mechanic === mechanic && (key === undefined || e.key === key) && running(e),
    );
  }

  return { calendar, running, refusal, list, find, shown };
}
