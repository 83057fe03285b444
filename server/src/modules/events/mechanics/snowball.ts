import { type SnowballInfo, smashApi, type ThrowResult } from '@dropforge/shared/contract';
import { type Lang, revealDelayMs } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { Engine, EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import { type Mechanic, mechanicRoute } from './mechanic';
import { spendOnDraw, tokenDrawCost, validateTokenDraw } from './token-draw';

const NAME = 'snowball';

export const snowballSpec: MechanicSpec = {
  name: NAME,
  game: 'snowball',
  validate(event) {
    validateTokenDraw(event, 'the snowball smash');
    if (event.schedule.type !== 'dates') throw new Error('the snowball smash is seasonal: it needs a `dates` schedule');
  },
  dailyCost: tokenDrawCost,
};

type Season = { starts: number; ends: number };
const seasonOf = (event: EventDef): Season => {
  const s = event.schedule as { from: string; to: string };
  return { starts: Date.parse(s.from), ends: Date.parse(s.to) };
};

/**
 * The season shown (running or not): `key` names one; else the running one by priority, else the next to start,
 * else the last to end. Undefined when there is none.
 */
function seasonShown(engine: Engine, now: number, key?: string): EventDef | undefined {
  const all = engine.events
    .filter((e) => e.mechanic === NAME && e.enabled && (key === undefined || e.key === key))
    .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
  return (
    all.find((e) => engine.running(e)) ??
    all.filter((e) => seasonOf(e).starts > now).sort((a, b) => seasonOf(a).starts - seasonOf(b).starts)[0] ??
    all.sort((a, b) => seasonOf(b).ends - seasonOf(a).ends)[0]
  );
}

const minute = (t: number) => `${new Date(t).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Snowball smash (`/event/snow`, issue 21): a seasonal event (a `dates` schedule) whose snowballs (event tokens)
 * are earned by play while it runs; each throw at one of `board` targets spends one and draws a prize from the
 * season's table with the player's seed pair (game `snowball`). Outside its dates the page shows when it opens or
 * that it has ended, and throws are refused with that message.
 */
export const snowball: Mechanic = (ctx) => {
  const { engine, tokens, database } = ctx;

  async function info(player: Player, lang: Lang, key?: string): Promise<SnowballInfo> {
    const event = seasonShown(engine, engine.now(), key);
    if (!event) throw new AppError('event_not_found');
    const season = seasonOf(event);
    return {
      key: event.key,
      title: event.title[lang],
      description: event.description[lang],
      active: engine.running(event),
      starts_at: new Date(season.starts).toISOString(),
      ends_at: new Date(season.ends).toISOString(),
      targets: event.board!,
      snowballs: (await tokens.view(database.db, event, player.id, lang))!,
      prizes: await engine.odds(event, lang),
    };
  }

  async function throwAt(player: Player, req: FastifyRequest, target: number, lang: Lang, key?: string) {
    const shown = seasonShown(engine, engine.now(), key);
    if (!shown) throw new AppError('event_not_found');
    if (!engine.running(shown)) {
      const season = seasonOf(shown);
      throw engine.now() < season.starts
        ? new AppError('event_not_started', { time: minute(season.starts) })
        : new AppError('event_ended');
    }
    const event = await engine.find(NAME, shown.key, player, req);
    if (target >= event.board!) throw new AppError('validation_failed', { field: 'target' });
    const cal = engine.calendar(event);
    return spendOnDraw<ThrowResult>(ctx, {
      event,
      player,
      req,
      lang,
      feed: { type: 'snowball', revealMs: revealDelayMs.snowball() },
      // The spend before this holds the player's token row: throws take slots one after another.
      claim: async (tx) => {
        const slot = await repo.claimTotal(tx, player.id, event.key);
        const id = await repo.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: NAME,
          period: 'throws',
          slot,
          day: cal.day,
        });
        if (id === undefined) throw new AppError('conflict');
        return id;
      },
      answer: (grant, left) => ({ ...grant, target, snowballs_left: left }),
    });
  }

  return async (app) => {
    mechanicRoute(app, smashApi.snowball, (req, lang) => info(req.player, lang, req.query.key));
    mechanicRoute(app, smashApi.snowballThrow, (req, lang) =>
      throwAt(req.player, req, req.params.target, lang, req.body?.key),
    );
  };
};
