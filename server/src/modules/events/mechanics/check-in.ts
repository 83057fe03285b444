import { type CheckInInfo, type CheckInResult, eventsApi } from '@dropforge/shared/contract';
import { CHECK_IN_DAYS, checkInView, type Lang, nextStreakDay } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, answerInTx } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import { type Mechanic, mechanicRoute } from './mechanic';

const NAME = 'check_in';

export const checkInSpec: MechanicSpec = {
  name: NAME,
  validate(event) {
    if (event.rewards.length !== CHECK_IN_DAYS) throw new Error(`a check-in needs ${CHECK_IN_DAYS} rewards`);
  },
  // A player checking in every day walks the 7 rewards in turn: the mean reward per day.
  dailyCost: (event, worth) => event.rewards.reduce((sum, r) => sum + worth(r), 0) / event.rewards.length,
};

const lastOf = async (ctx: Parameters<Mechanic>[0], userId: number, event: EventDef) => {
  const row = await repo.lastClaim(ctx.database.db, userId, event.key);
  return row?.streak ? { day: row.day, streak: row.streak } : null;
};

/**
 * Seven-day check-in (spec §1, §9): once per operator day (the day's unique key); the streak grows by one after
 * a check-in yesterday and starts again at 1 when a day was missed or after day 7, whose reward is the big one.
 */
export const checkIn: Mechanic = (ctx) => {
  const { engine, database } = ctx;

  async function info(player: Player, req: FastifyRequest, lang: Lang, key?: string): Promise<CheckInInfo> {
    const event = await engine.find(NAME, key, player, req);
    const cal = engine.calendar(event);
    const view = checkInView(await lastOf(ctx, player.id, event), cal.day);
    const rewards = await engine.views(event.rewards, lang);
    return {
      key: event.key,
      days: rewards.map((reward, i) => ({ day: i + 1, reward, state: view.states[i]! })),
      streak: view.streak,
      today_done: view.todayDone,
      next_at: cal.nextAt,
    };
  }

  async function checkInNow(player: Player, req: FastifyRequest, lang: Lang, key?: string): Promise<CheckInResult> {
    const event = await engine.find(NAME, key, player, req);
    const cal = engine.calendar(event);
    const last = await lastOf(ctx, player.id, event);
    if (last?.day === cal.day) throw new AppError('check_in_done');
    const streak = nextStreakDay(last, cal.day);
    const done = await database.withTx(async (tx) => {
      const claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: NAME,
        period: cal.day,
        slot: 0,
        day: cal.day,
        streak,
      });
      if (claimId === undefined) throw new AppError('check_in_done');
      await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
      await engine.charge(tx, event, player.id, claimId);
      const prize = event.rewards[streak - 1]!;
      const given = await engine.grant(tx, event, player, { prize, claimId, index: null, roll: null }, lang);
      const result: CheckInResult = { ...given.grant, day: streak, streak, next_at: cal.nextAt };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  return async (app) => {
    mechanicRoute(app, eventsApi.checkIn, (req, lang) => info(req.player, req, lang, req.query.key));
    mechanicRoute(app, eventsApi.checkInDo, (req, lang) => checkInNow(req.player, req, lang, req.query.key));
  };
};
