import { eventsApi, type FreeCoinsInfo, type FreeCoinsResult } from '@dropforge/shared/contract';
import { expectedDraw, type Lang, type Prize } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, answerInTx } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import { type Calendar, type MechanicSpec, takesPerDay } from '../events.engine';
import * as repo from '../events.repo';
import { type Mechanic, mechanicRoute } from './mechanic';

const NAME = 'free_coins';

export const freeCoinsSpec: MechanicSpec = {
  name: NAME,
  game: 'freecoins',
  validate(event) {
    if (event.prizes.length === 0) throw new Error('free coins need a prize table');
    if (event.prizes.some((p) => p.kind !== 'coins')) throw new Error('free coins prizes are coins only');
  },
  dailyCost: (event, worth, level) => expectedDraw(event.prizes, worth) * takesPerDay(event, level),
};

const claimedError = (cal: Calendar) =>
  new AppError('free_coins_claimed', { time: `${cal.nextAt.slice(0, 16).replace('T', ' ')} UTC` });

/**
 * Free coins (top bar): a claim a day whose amount is drawn from the coins table (game `freecoins`); the cooldown
 * runs to the next operator day. The day's slots and `limits.per_ip_day` are unique keys.
 */
export const freeCoins: Mechanic = (ctx) => {
  const { engine, database, levelOf } = ctx;

  async function info(player: Player, req: FastifyRequest, lang: Lang, key?: string): Promise<FreeCoinsInfo> {
    const event = await engine.find(NAME, key, player, req);
    const cal = engine.calendar(event);
    const [claims, level] = await Promise.all([
      repo.claimsIn(database.db, player.id, event.key, cal.day),
      levelOf(player.id),
    ]);
    const available = claims.length < takesPerDay(event, level);
    const amounts = claims.map((c) => c.prize as Prize).flatMap((p) => (p.kind === 'coins' ? [p.amount] : []));
    return {
      key: event.key,
      available,
      next_at: available ? new Date(cal.now).toISOString() : cal.nextAt,
      prizes: await engine.odds(event, lang),
      claimed: amounts.length ? amounts.reduce((a, b) => a + b, 0) : null,
    };
  }

  async function claim(player: Player, req: FastifyRequest, lang: Lang, key?: string): Promise<FreeCoinsResult> {
    const event = await engine.find(NAME, key, player, req);
    const cal = engine.calendar(event);
    const total = takesPerDay(event, await levelOf(player.id));
    const done = await database.withTx(async (tx) => {
      let claimId: number | undefined;
      for (let slot = 0; slot < total && claimId === undefined; slot++) {
        claimId = await repo.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: NAME,
          period: cal.day,
          slot,
          day: cal.day,
        });
      }
      if (claimId === undefined) throw claimedError(cal);
      await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
      const drawn = await engine.draw(tx, event, player.id);
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: drawn.prize, claimId, index: drawn.index, roll: drawn.roll },
        lang,
      );
      const result: FreeCoinsResult = { ...given.grant, next_at: cal.nextAt };
      await answerInTx(tx, result);
      return result;
    });
    return done;
  }

  return async (app) => {
    mechanicRoute(app, eventsApi.freeCoins, (req, lang) => info(req.player, req, lang, req.query.key));
    mechanicRoute(app, eventsApi.freeCoinsClaim, (req, lang) => claim(req.player, req, lang, req.query.key));
  };
};
