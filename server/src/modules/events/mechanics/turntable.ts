import { type Turntable, type TurntableDraw, type TurntableRewards, turntableApi } from '@dropforge/shared/contract';
import { expectedDraw, type Lang, type Prize, scheduleAt, turntableStop } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Tx } from '../../../platform/db';
import { AppError, langOf, ok } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import type { Mechanic } from './mechanic';
import { turntableTasks } from './turntable.tasks';

const NAME = 'web_turntable';
const tags = ['events'];
/** Segments a disc can show legibly. */
const MAX_SEGMENTS = 16;
const RECENT = 10;

/** Chances a participant earns a day: every task done, plus one chance from deposits or play when those earn any. */
export function turntableChancesPerDay(event: EventDef): number {
  const tasks = event.token_tasks.reduce((sum, t) => sum + t.tokens, 0);
  return tasks + (event.tokens?.deposit || event.tokens?.stake ? 1 : 0);
}

export const turntableSpec: MechanicSpec = {
  name: NAME,
  game: 'turntable',
  validate(event) {
    if (event.prizes.length < 2) throw new Error('a turntable needs a prize table of at least 2 prizes');
    if (event.prizes.length > MAX_SEGMENTS) throw new Error(`a turntable shows at most ${MAX_SEGMENTS} prizes`);
    if (!event.tokens) throw new Error('a turntable needs `tokens` (its chances: name, deposit USD per chance)');
    if (!event.tokens.deposit && !event.tokens.stake && event.token_tasks.length === 0)
      throw new Error('a turntable needs a way to earn chances: tokens.deposit, tokens.stake or token_tasks');
    if (event.cost) throw new Error('a turntable spin costs a chance, not `cost`');
    if (event.limits.per_day !== undefined || event.limits.vip_extra.length > 0)
      throw new Error('a turntable is limited by chances: per_day and vip_extra do not apply');
    const ids = new Set(event.token_tasks.map((t) => t.id));
    if (ids.size !== event.token_tasks.length) throw new Error('token_tasks ids must be unique');
  },
  // A participant who finishes every task and earns one chance from deposits or play spends them all.
  dailyCost: (event, worth) => expectedDraw(event.prizes, worth) * turntableChancesPerDay(event),
};

/** The spins a player has made of an event, counted by the spend's own update (the draw's claim slot). */
async function spinsOf(tx: Tx, event: EventDef, userId: number): Promise<number> {
  const res = await tx.execute<{ spent: number }>(sql`
    select spent from event_tokens where event_key = ${event.key} and user_id = ${userId}`);
  return Number(res.rows[0]!.spent);
}

/**
 * The web turntable (`/turntable`, spec §7): chances are the event's tokens, earned by deposits (`tokens.deposit`
 * USD per chance) and daily tasks; `get_reward` spends one and draws a prize with the player's own seed pair (game
 * `turntable`). The draw's ticket decides the prize and the disc's final angle (shared `turntableStop`).
 * The spend is one conditional update (never below zero); its new count is the unique slot of the draw's claim.
 */
export const turntable: Mechanic = (ctx) => {
  const { engine, database, tokens } = ctx;
  const tasks = turntableTasks(ctx);

  /** The turntables a player (or visitor) sees: running events of this mechanic whose audience admits them. */
  async function shownEvents(player: Player | undefined, req: FastifyRequest): Promise<EventDef[]> {
    const live = engine.events
      .filter((e) => e.mechanic === NAME && engine.running(e))
      .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
    if (!player) return live;
    const admitted = await Promise.all(live.map(async (e) => (await engine.refusal(e, player, req)) === null));
    return live.filter((_, i) => admitted[i]);
  }

  /** A running turntable by id; visitors see any, players one their audience admits. */
  async function eventOf(id: string, player: Player | undefined, req: FastifyRequest): Promise<EventDef> {
    if (player) return engine.find(NAME, id, player, req);
    const event = engine.shown(NAME, id);
    if (!event) throw new AppError('event_not_found');
    return event;
  }

  async function list(player: Player | undefined, req: FastifyRequest, lang: Lang): Promise<{ list: Turntable[] }> {
    const events = await shownEvents(player, req);
    if (events.length === 0) return { list: [] };
    const now = engine.calendar(events[0]!).now;
    return {
      list: await Promise.all(
        events.map(async (event): Promise<Turntable> => {
          const ends = scheduleAt(event.schedule, now, event.zone).endsAt;
          return {
            id: event.key,
            title: event.title[lang],
            description: event.description[lang],
            picture: event.picture,
            chances: (await tokens.view(database.db, event, player?.id, lang))!,
            tasks: await tasks.list(event, player, lang),
            segments: event.prizes.length,
            ends_at: ends === null ? null : new Date(ends).toISOString(),
          };
        }),
      ),
    };
  }

  async function rewardList(
    id: string,
    player: Player | undefined,
    req: FastifyRequest,
    lang: Lang,
  ): Promise<TurntableRewards> {
    const event = await eventOf(id, player, req);
    const odds = await engine.odds(event, lang);
    let recent: TurntableRewards['recent'] = [];
    if (player) {
      const res = await database.db.execute<{ prize: Prize; prize_index: number; created_at: Date }>(sql`
        select prize, prize_index, created_at from event_claims
         where user_id = ${player.id} and event_key = ${event.key} and mechanic = ${NAME} and prize_index is not null
         order by id desc limit ${RECENT}`);
      const views = await engine.views(
        res.rows.map((r) => r.prize),
        lang,
      );
      recent = res.rows.map((r, i) => ({
        index: Number(r.prize_index),
        prize: views[i]!,
        at: new Date(r.created_at).toISOString(),
      }));
    }
    return { id: event.key, list: odds.map((o, index) => ({ ...o, index })), recent };
  }

  async function getReward(id: string, player: Player, req: FastifyRequest, lang: Lang): Promise<TurntableDraw> {
    const event = await engine.find(NAME, id, player, req);
    const cal = engine.calendar(event);
    const done = await database.withTx(async (tx) => {
      let left: number;
      try {
        left = await tokens.spend(tx, event, player.id, 1);
      } catch (e) {
        if (e instanceof AppError && e.code === 'event_tokens_short') throw new AppError('turntable_no_chances');
        throw e;
      }
      const claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: NAME,
        period: 'spin',
        slot: await spinsOf(tx, event, player.id),
        day: cal.day,
      });
      // The spend holds the player's token row until commit, so each spin count is taken once.
      if (claimId === undefined) throw new Error(`turntable ${event.key}: spin slot taken twice`);
      await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
      const drawn = await engine.draw(tx, event, player.id);
      const stop = turntableStop(event.ranges, drawn.roll.ticket);
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: drawn.prize, claimId, index: drawn.index, roll: drawn.roll },
        lang,
      );
      const result: TurntableDraw = {
        ...given.grant,
        id: event.key,
        index: stop.index,
        angle: stop.angle,
        chances: left,
      };
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = turntableApi;
    app.get(
      api.list.path,
      { config: { auth: 'optional' }, schema: { tags, response: { 200: api.list.result } } },
      async (req) => ok(await list(req.viewer, req, langOf(req))),
    );
    app.get(
      api.rewardList.path,
      {
        config: { auth: 'optional' },
        schema: { tags, params: api.rewardList.params, response: { 200: api.rewardList.result } },
      },
      async (req) => ok(await rewardList(req.params.id, req.viewer, req, langOf(req))),
    );
    // Spec path: a GET that spends a chance, draws and pays (same-site only, never by HEAD).
    app.get(
      api.getReward.path,
      {
        config: { auth: 'player', changesState: true, keyedGet: true },
        schema: { tags, params: api.getReward.params, response: { 200: api.getReward.result } },
      },
      async (req) => ok(await getReward(req.params.id, req.player, req, langOf(req))),
    );
    app.post(
      api.taskReceive.path,
      {
        config: { auth: 'player' },
        schema: { tags, params: api.taskReceive.params, response: { 200: api.taskReceive.result } },
      },
      async (req) => {
        const event = await engine.find(NAME, req.params.id, req.player, req);
        return ok(await tasks.receive(event, req.player, req.params.task));
      },
    );
  };
};
