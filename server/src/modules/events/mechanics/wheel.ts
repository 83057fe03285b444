import { type Wheel, type WheelPrizes, type WheelSpin, wheelApi } from '@dropforge/shared/contract';
import { expectedDraw, type Lang, type Prize, segmentOfTicket } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import { type EventDef, type MechanicSpec, takesPerDay } from '../events.engine';
import * as repo from '../events.repo';
import type { Mechanic } from './mechanic';

const NAME = 'wheel';
const tags = ['events'];
/** The period of a day's paid spins (free spins take the day itself). */
const paidPeriod = (day: string) => `paid:${day}`;

export const wheelSpec: MechanicSpec = {
  name: NAME,
  game: 'wheel',
  validate(event) {
    if (event.prizes.length < 2) throw new Error('a wheel needs at least two segments in `prizes`');
    if (event.prizes.length > 16) throw new Error('a wheel shows at most 16 segments');
    if (event.cost?.currency !== 'score') throw new Error('a wheel needs a `cost` in coins (currency `score`)');
    if (!event.paid_per_day) throw new Error('a wheel needs `paid_per_day`');
  },
  // The free spins are the house's cost; paid spins are bought at `cost` (see `paidMargin`).
  dailyCost: (event, worth, level) => expectedDraw(event.prizes, worth) * takesPerDay(event, level),
};

/** What the house keeps per paid spin on average (thousandths; negative: paid spins pay out more than they cost). */
export function paidMargin(event: EventDef, worth: (prize: Prize) => number): number {
  return Math.round((event.cost?.amount ?? 0) * 1000) - expectedDraw(event.prizes, worth);
}

/**
 * The prize wheel (spec §7): segments with published odds, one fair draw per spin (game `wheel`, the player's seed
 * pair). Free spins a day (`limits.per_day`, VIP extras) take the day's slots; beyond them a spin costs `cost`
 * coins, debited in the spin's transaction with the draw and the grant, up to `paid_per_day` slots of the day's
 * paid period. Every slot is a unique key, so parallel spins spend exactly what the coins and slots allow.
 */
export const wheel: Mechanic = (ctx) => {
  const { engine, database, levelOf } = ctx;

  const wheels = (player: Player, req: FastifyRequest) =>
    Promise.all(
      engine.events
        .filter((e) => e.mechanic === NAME && engine.running(e))
        .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key))
        .map(async (e) => ((await engine.refusal(e, player, req)) ? null : e)),
    ).then((list) => list.filter((e): e is EventDef => e !== null));

  async function view(event: EventDef, player: Player, lang: Lang): Promise<Wheel> {
    const cal = engine.calendar(event);
    const [free, paid, level, views] = await Promise.all([
      repo.claimCount(database.db, player.id, event.key, cal.day),
      repo.claimCount(database.db, player.id, event.key, paidPeriod(cal.day)),
      levelOf(player.id),
      engine.views(event.prizes, lang),
    ]);
    const freeTotal = takesPerDay(event, level);
    return {
      id: event.key,
      name: event.title[lang],
      description: event.description[lang],
      picture: event.picture,
      price: event.cost!.amount,
      free_left: Math.max(0, freeTotal - free),
      free_total: freeTotal,
      paid_left: Math.max(0, event.paid_per_day! - paid),
      next_at: cal.nextAt,
      segments: views.map((prize, id) => ({ id, prize, odds: event.prizes[id]!.tickets })),
    };
  }

  async function start(player: Player, req: FastifyRequest, id: string, lang: Lang): Promise<WheelSpin> {
    const event = await engine.find(NAME, id, player, req);
    const cal = engine.calendar(event);
    const freeTotal = takesPerDay(event, await levelOf(player.id));
    const paidTotal = event.paid_per_day!;
    const base = { userId: player.id, eventKey: event.key, mechanic: NAME, day: cal.day };
    // Where the probe for a paid slot starts: slots below are most likely taken (a taken one is skipped anyway).
    const paidSoFar = await repo.claimCount(database.db, player.id, event.key, paidPeriod(cal.day));
    const done = await database.withTx(async (tx) => {
      let claimId: number | undefined;
      let freeSlot = 0;
      for (; freeSlot < freeTotal && claimId === undefined; freeSlot++)
        claimId = await repo.takeClaim(tx, { ...base, period: cal.day, slot: freeSlot });
      const paid = claimId === undefined;
      let paidSlot = Math.min(paidSoFar, paidTotal);
      for (; paid && paidSlot < paidTotal && claimId === undefined; paidSlot++)
        claimId = await repo.takeClaim(tx, { ...base, period: paidPeriod(cal.day), slot: paidSlot });
      if (claimId === undefined) throw new AppError('wheel_spins_done');
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
      const segment = segmentOfTicket(
        event.prizes.map((p) => p.tickets),
        drawn.roll.ticket,
      );
      const result: WheelSpin = {
        prize: given.grant.prize,
        ticket: drawn.roll.ticket,
        nonce: drawn.roll.nonce,
        segment,
        paid,
        price: paid ? event.cost!.amount : 0,
        free_left: paid ? 0 : Math.max(0, freeTotal - freeSlot),
        paid_left: paid ? Math.max(0, paidTotal - paidSlot) : Math.max(0, paidTotal - paidSoFar),
        knapsack_ids: given.grant.knapsack_ids,
        roll: given.grant.roll!,
      };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  async function prizes(player: Player, req: FastifyRequest, id: string, lang: Lang): Promise<WheelPrizes> {
    const event = await engine.find(NAME, id, player, req);
    const rows = await engine.drawHistory(event, player.id, lang);
    return {
      list: rows.map((r) => ({
        segment: r.prize_index,
        prize: r.view,
        ticket: r.ticket,
        nonce: r.nonce,
        paid: r.period.startsWith('paid:'),
        created_at: r.created_at.toISOString(),
      })),
    };
  }

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const player = { config: { auth: 'player' as const } };
    app.get(
      wheelApi.list.path,
      { ...player, schema: { tags, response: { 200: wheelApi.list.result } } },
      async (req) => {
        const lang = langOf(req);
        const list = await wheels(req.player, req);
        return ok({ list: await Promise.all(list.map((e) => view(e, req.player, lang))) });
      },
    );
    app.get(
      wheelApi.first.path,
      { ...player, schema: { tags, response: { 200: wheelApi.first.result } } },
      async (req) => {
        const event = await engine.find(NAME, undefined, req.player, req);
        return ok(await view(event, req.player, langOf(req)));
      },
    );
    app.get(
      wheelApi.prize.path,
      { ...player, schema: { tags, params: wheelApi.prize.params, response: { 200: wheelApi.prize.result } } },
      async (req) => ok(await prizes(req.player, req, req.params.id, langOf(req))),
    );
    app.post(
      wheelApi.start.path,
      { ...player, schema: { tags, params: wheelApi.start.params, response: { 200: wheelApi.start.result } } },
      async (req) => ok(await start(req.player, req, req.params.id, langOf(req))),
    );
  };
};
