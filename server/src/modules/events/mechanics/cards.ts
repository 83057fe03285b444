import { type Card, type CardsInfo, eventsApi, type FlipResult } from '@dropforge/shared/contract';
import type { Lang, Prize } from '@dropforge/shared/domain';
import { expectedDraw } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, answerInTx } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import { type MechanicSpec, takesPerDay } from '../events.engine';
import * as repo from '../events.repo';
import { type Mechanic, mechanicRoute } from './mechanic';

const NAME = 'cards';

export const cardsSpec: MechanicSpec = {
  name: NAME,
  game: 'cards',
  validate(event) {
    if (!event.cards) throw new Error('a card flip needs `cards`');
    if (event.prizes.length === 0) throw new Error('a card flip needs a prize table');
    if (takesPerDay(event, 10) > event.cards) throw new Error('more flips a day than cards');
  },
  dailyCost: (event, worth, level) => expectedDraw(event.prizes, worth) * takesPerDay(event, level),
};

/**
 * Daily card flip (spec §1, §8): face-down cards; each flip turns one over and draws its prize from the table with
 * the player's own seed pair (game `cards`). One flip a day, more from the VIP levels of `limits.vip_extra`; each
 * flip takes a slot of the day's unique key, each card index its own key.
 */
export const cards: Mechanic = (ctx) => {
  const { engine, database, levelOf } = ctx;

  async function info(player: Player, req: FastifyRequest, lang: Lang, key?: string): Promise<CardsInfo> {
    const event = await engine.find(NAME, key, player, req);
    const cal = engine.calendar(event);
    const [claims, level] = await Promise.all([
      repo.claimsIn(database.db, player.id, event.key, cal.day),
      levelOf(player.id),
    ]);
    const byPick = new Map(claims.flatMap((c) => (c.pick === null ? [] : [[c.pick, c.prize as Prize] as const])));
    const picked = [...byPick.values()];
    const views = await engine.views(picked, lang);
    const viewOf = new Map([...byPick.keys()].map((pick, i) => [pick, views[i]!]));
    const list: Card[] = Array.from({ length: event.cards! }, (_, index) => ({
      index,
      state: viewOf.has(index) ? 'flipped' : 'hidden',
      prize: viewOf.get(index) ?? null,
    }));
    const total = takesPerDay(event, level);
    return {
      key: event.key,
      cards: list,
      flips_left: Math.max(0, total - claims.length),
      flips_total: total,
      next_at: cal.nextAt,
      prizes: await engine.odds(event, lang),
    };
  }

  async function flip(
    player: Player,
    req: FastifyRequest,
    index: number,
    lang: Lang,
    key?: string,
  ): Promise<FlipResult> {
    const event = await engine.find(NAME, key, player, req);
    if (index >= event.cards!) throw new AppError('validation_failed', { field: 'index' });
    const cal = engine.calendar(event);
    const total = takesPerDay(event, await levelOf(player.id));
    const done = await database.withTx(async (tx) => {
      let claimId: number | undefined;
      let slot = 0;
      for (; slot < total && claimId === undefined; slot++) {
        claimId = await repo.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: NAME,
          period: cal.day,
          slot,
          day: cal.day,
          pick: index,
        });
      }
      if (claimId === undefined) {
        const today = await repo.claimsIn(tx, player.id, event.key, cal.day);
        const taken = today.some((c) => c.pick === index) && today.length < total;
        throw new AppError(taken ? 'card_taken' : 'card_collected');
      }
      await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
      await engine.charge(tx, event, player.id, claimId);
      const drawn = await engine.draw(tx, event, player.id);
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: drawn.prize, claimId, index: drawn.index, roll: drawn.roll },
        lang,
      );
      const result: FlipResult = { ...given.grant, index, flips_left: Math.max(0, total - slot), next_at: cal.nextAt };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  return async (app) => {
    mechanicRoute(app, eventsApi.cards, (req, lang) => info(req.player, req, lang, req.query.key));
    mechanicRoute(app, eventsApi.flip, (req, lang) => flip(req.player, req, req.body.index, lang, req.body.key));
  };
};
