import { type LadderBox, type LadderCashOut, type LadderClimbResult, ladderApi } from '@dropforge/shared/contract';
import { type Lang, TICKETS_TOTAL } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../platform/db';
import { AppError, answerInTx } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import { type Calendar, type EventDef, type MechanicSpec, takesPerDay } from '../events.engine';
import * as events from '../events.repo';
import * as repo from './ladder.repo';
import { type Mechanic, mechanicRoute } from './mechanic';

const NAME = 'ladder_box';

type Step = EventDef['ladder'][number];

/** What "climb to step `k` (1-based) then cash out" pays on average: the step's prize times the chance to reach it. */
export function climbValue(steps: readonly Step[], worth: (p: Step['prize']) => number, k: number): number {
  let reach = 1;
  for (let i = 0; i < k; i++) reach *= steps[i]!.tickets / TICKETS_TOTAL;
  return worth(steps[k - 1]!.prize) * reach;
}

export const ladderSpec: MechanicSpec = {
  name: NAME,
  game: 'ladder',
  validate(event) {
    if (event.ladder.length < 2) throw new Error('a ladder box needs at least two `ladder` steps');
    if (event.prizes.length > 0) throw new Error('a ladder box draws its steps, not a prize table');
  },
  // The house pays most to the player who stops at the best step: every climb of the day played that way.
  dailyCost: (event, worth, level) =>
    takesPerDay(event, level) * Math.max(...event.ladder.map((_, i) => climbValue(event.ladder, worth, i + 1))),
};

const usedError = (cal: Calendar) =>
  new AppError('ladder_climbs_used', { time: `${cal.nextAt.slice(0, 16).replace('T', ' ')} UTC` });

/**
 * Ladder box (issue 21): a climb is started (its `cost`, one of the day's `limits.per_day` slots), then each climb
 * risks the prize held for the next step's with one roll of the player's seed pair (game `ladder`: won when the
 * ticket is below the step's `tickets`); a lost step ends the climb with nothing, a cash-out grants the step's
 * prize once. The climb's row moves with a condition in the transaction of the draw or the grant.
 */
export const ladder: Mechanic = (ctx) => {
  const { engine, database, levelOf } = ctx;

  /** What a box's view needs beyond the database rows: read before a transaction, which then uses one connection. */
  async function prepare(event: EventDef, player: Player, lang: Lang) {
    const [level, prizes] = await Promise.all([
      levelOf(player.id),
      engine.views(
        event.ladder.map((s) => s.prize),
        lang,
      ),
    ]);
    return { level, prizes, lang };
  }
  type Prepared = Awaited<ReturnType<typeof prepare>>;

  async function view(db: Executor, event: EventDef, player: Player, pre: Prepared): Promise<LadderBox> {
    const cal = engine.calendar(event);
    const [claims, climb] = await Promise.all([
      events.claimsIn(db, player.id, event.key, cal.day),
      repo.runningClimb(db, player.id, event.key),
    ]);
    const total = takesPerDay(event, pre.level);
    return {
      id: event.key,
      title: event.title[pre.lang],
      description: event.description[pre.lang],
      picture: event.picture,
      cost: event.cost ?? null,
      climbs_left: Math.max(0, total - claims.length),
      climbs_total: total,
      next_at: cal.nextAt,
      steps: event.ladder.map((s, i) => ({ step: i + 1, prize: pre.prizes[i]!, tickets: s.tickets })),
      climb: climb ? { id: climb.id, step: climb.step, state: climb.state } : null,
    };
  }

  async function start(player: Player, req: FastifyRequest, id: string, lang: Lang): Promise<LadderBox> {
    const event = await engine.find(NAME, id, player, req);
    const cal = engine.calendar(event);
    const pre = await prepare(event, player, lang);
    const total = takesPerDay(event, pre.level);
    return database.withTx(async (tx) => {
      if (await repo.runningClimb(tx, player.id, event.key)) throw new AppError('ladder_climbing');
      let claimId: number | undefined;
      for (let slot = 0; slot < total && claimId === undefined; slot++) {
        claimId = await events.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: NAME,
          period: cal.day,
          slot,
          day: cal.day,
        });
      }
      if (claimId === undefined) throw usedError(cal);
      // A start racing another start of the same player: the partial unique key lets one climb run.
      if ((await repo.insertClimb(tx, player.id, event.key, claimId)) === undefined)
        throw new AppError('ladder_climbing');
      await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
      await engine.charge(tx, event, player.id, claimId);
      const result = await view(tx, event, player, pre);
      await answerInTx(tx, result);
      return result;
    });
  }

  async function climb(
    player: Player,
    req: FastifyRequest,
    id: string,
    from: number,
    lang: Lang,
  ): Promise<LadderClimbResult> {
    const event = await engine.find(NAME, id, player, req);
    const pre = await prepare(event, player, lang);
    return database.withTx(async (tx) => {
      const running = await repo.runningClimb(tx, player.id, event.key, true);
      if (!running) throw new AppError('ladder_no_climb');
      if (running.step !== from) throw new AppError('ladder_step_moved');
      if (running.step >= event.ladder.length) throw new AppError('ladder_top');
      const step = running.step + 1;
      const { tickets } = event.ladder[running.step]!;
      const roll = await engine.roll(tx, event, player.id);
      const won = roll.ticket < tickets;
      const drawn = await repo.insertDraw(tx, {
        climbId: running.id,
        step,
        ticket: roll.ticket,
        nonce: roll.nonce,
        won,
      });
      if (!drawn || !(await repo.moveClimb(tx, running.id, running.step, won))) throw new AppError('ladder_step_moved');
      await engine.recordRoll(tx, player.id, roll, `${event.key}:${running.claim_id}:${step}`);
      const result: LadderClimbResult = {
        step,
        tickets,
        won,
        roll: {
          game: roll.game,
          nonce: roll.nonce,
          round: roll.round,
          ticket: roll.ticket,
          serverSeedHash: roll.serverSeedHash,
          clientSeed: roll.clientSeed,
        },
        box: await view(tx, event, player, pre),
      };
      await answerInTx(tx, result);
      return result;
    });
  }

  async function cashOut(player: Player, req: FastifyRequest, id: string, lang: Lang): Promise<LadderCashOut> {
    const event = await engine.find(NAME, id, player, req);
    const pre = await prepare(event, player, lang);
    const done = await database.withTx(async (tx) => {
      const cashed = await repo.cashOut(tx, player.id, event.key);
      if (!cashed) {
        const running = await repo.runningClimb(tx, player.id, event.key);
        throw new AppError(running ? 'ladder_nothing' : 'ladder_no_climb');
      }
      const index = cashed.step - 1;
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: event.ladder[index]!.prize, claimId: cashed.claim_id, index, roll: null },
        lang,
      );
      const result: LadderCashOut = { ...given.grant, step: cashed.step, box: await view(tx, event, player, pre) };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  async function list(player: Player, req: FastifyRequest, lang: Lang): Promise<{ list: LadderBox[] }> {
    const shown = engine.events
      .filter((e) => e.mechanic === NAME && engine.running(e))
      .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
    const open = [];
    for (const e of shown) if ((await engine.refusal(e, player, req)) === null) open.push(e);
    return {
      list: await Promise.all(open.map(async (e) => view(database.db, e, player, await prepare(e, player, lang)))),
    };
  }

  return async (app) => {
    mechanicRoute(app, ladderApi.list, (req, lang) => list(req.player, req, lang));
    mechanicRoute(app, ladderApi.check, async (req, lang) => {
      const event = await engine.find(NAME, req.params.id, req.player, req);
      return view(database.db, event, req.player, await prepare(event, req.player, lang));
    });
    mechanicRoute(app, ladderApi.start, (req, lang) => start(req.player, req, req.params.id, lang));
    mechanicRoute(app, ladderApi.climb, (req, lang) => climb(req.player, req, req.params.id, req.body.step, lang));
    mechanicRoute(app, ladderApi.cashOut, (req, lang) => cashOut(req.player, req, req.params.id, lang));
  };
};
