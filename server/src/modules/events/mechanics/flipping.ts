import { type FlippingBoard, type FlippingPrizes, type FlippingResult, flippingApi } from '@dropforge/shared/contract';
import { expectedDraw, type Lang, type Prize } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import { type EventDef, type MechanicSpec, takesPerDay } from '../events.engine';
import * as repo from '../events.repo';
import type { Mechanic } from './mechanic';

const NAME = 'flipping';
const tags = ['events'];

export const flippingSpec: MechanicSpec = {
  name: NAME,
  game: 'flipping',
  validate(event) {
    if (!event.cards) throw new Error('a flipping board needs `cards`');
    if (event.prizes.length === 0) throw new Error('a flipping board needs a prize table');
    if (takesPerDay(event, 10) > event.cards) throw new Error('more free flips a day than cards');
    if (event.cost && event.cost.currency !== 'score') throw new Error('a paid flip costs coins (currency `score`)');
  },
  // Free flips are the house's cost; the rest of the board is bought at `cost` (none: the board stays free-only).
  dailyCost: (event, worth, level) => expectedDraw(event.prizes, worth) * takesPerDay(event, level),
};

/**
 * The flipping board (spec §7): a fresh board of `cards` face-down cards each operator day; turning one over draws
 * its prize (game `flipping`, the player's seed pair). The first flips of the day are free (`limits.per_day` plus
 * VIP extras); with a `cost` the rest of the board can be turned for coins, debited in the flip's transaction.
 * Each flip takes the day's next slot and its card's own key (unique keys: parallel flips can't overspend).
 */
export const flipping: Mechanic = (ctx) => {
  const { engine, database, levelOf } = ctx;

  const boards = (player: Player, req: FastifyRequest) =>
    Promise.all(
      engine.events
        .filter((e) => e.mechanic === NAME && engine.running(e))
        .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key))
        .map(async (e) => ((await engine.refusal(e, player, req)) ? null : e)),
    ).then((list) => list.filter((e): e is EventDef => e !== null));

  async function view(event: EventDef, player: Player, lang: Lang): Promise<FlippingBoard> {
    const cal = engine.calendar(event);
    const [claims, level] = await Promise.all([
      repo.claimsIn(database.db, player.id, event.key, cal.day),
      levelOf(player.id),
    ]);
    const byPick = new Map(claims.flatMap((c) => (c.pick === null ? [] : [[c.pick, c.prize as Prize] as const])));
    const shown = await engine.views([...byPick.values()], lang);
    const viewOf = new Map([...byPick.keys()].map((pick, i) => [pick, shown[i]!]));
    const freeTotal = takesPerDay(event, level);
    return {
      id: event.key,
      name: event.title[lang],
      description: event.description[lang],
      picture: event.picture,
      price: event.cost?.amount ?? 0,
      free_left: Math.max(0, freeTotal - claims.length),
      free_total: freeTotal,
      flips_left: Math.max(0, (event.cost ? event.cards! : freeTotal) - claims.length),
      next_at: cal.nextAt,
      cards: Array.from({ length: event.cards! }, (_, index) => ({
        index,
        state: viewOf.has(index) ? 'flipped' : 'hidden',
        prize: viewOf.get(index) ?? null,
      })),
      prizes: await engine.odds(event, lang),
    };
  }

  async function start(
    player: Player,
    req: FastifyRequest,
    id: string,
    index: number,
    lang: Lang,
  ): Promise<FlippingResult> {
    const event = await engine.find(NAME, id, player, req);
    if (index >= event.cards!) throw new AppError('validation_failed', { field: 'index' });
    const cal = engine.calendar(event);
    const freeTotal = takesPerDay(event, await levelOf(player.id));
    const total = event.cost ? event.cards! : freeTotal;
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
        throw new AppError(taken ? 'card_taken' : 'flipping_board_done');
      }
      const paid = slot > freeTotal;
      await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
      if (paid) await engine.charge(tx, event, player.id, claimId);
      const drawn = await engine.draw(tx, event, player.id);
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: drawn.prize, claimId, index: drawn.index, roll: drawn.roll },
        lang,
      );
      const result: FlippingResult = {
        index,
        prize: given.grant.prize,
        ticket: drawn.roll.ticket,
        nonce: drawn.roll.nonce,
        paid,
        price: paid ? event.cost!.amount : 0,
        free_left: Math.max(0, freeTotal - slot),
        flips_left: Math.max(0, total - slot),
        next_at: cal.nextAt,
        knapsack_ids: given.grant.knapsack_ids,
        roll: given.grant.roll!,
      };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  async function prizes(player: Player, req: FastifyRequest, id: string, lang: Lang): Promise<FlippingPrizes> {
    const event = await engine.find(NAME, id, player, req);
    const rows = await engine.drawHistory(event, player.id, lang);
    return {
      list: rows.map((r) => ({
        index: r.pick ?? 0,
        prize: r.view,
        ticket: r.ticket,
        nonce: r.nonce,
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const player = { config: { auth: 'player' as const } };
    app.get(
      flippingApi.list.path,
      { ...player, schema: { tags, response: { 200: flippingApi.list.result } } },
      async (req) => {
        const lang = langOf(req);
        const list = await boards(req.player, req);
        return ok({ list: await Promise.all(list.map((e) => view(e, req.player, lang))) });
      },
    );
    app.get(
      flippingApi.first.path,
      { ...player, schema: { tags, response: { 200: flippingApi.first.result } } },
      async (req) => ok(await view(await engine.find(NAME, undefined, req.player, req), req.player, langOf(req))),
    );
    app.get(
      flippingApi.prize.path,
      { ...player, schema: { tags, params: flippingApi.prize.params, response: { 200: flippingApi.prize.result } } },
      async (req) => ok(await prizes(req.player, req, req.params.id, langOf(req))),
    );
    // Spec path: a GET that turns a card over (and may charge coins): refused by HEAD and from other sites.
    app.get(
      flippingApi.start.path,
      {
        config: { auth: 'player', changesState: true },
        schema: {
          tags,
          params: flippingApi.start.params,
          querystring: flippingApi.start.query,
          response: { 200: flippingApi.start.result },
        },
      },
      async (req) => ok(await start(req.player, req, req.params.id, req.query.index, langOf(req))),
    );
  };
};
