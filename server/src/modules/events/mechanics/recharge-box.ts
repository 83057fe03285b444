import {
  ladderApi,
  type RechargeBox,
  type RechargeBoxes,
  type RechargeOpened,
  type RechargeOpenResult,
} from '@dropforge/shared/contract';
import { expectedDraw, type Lang, type Prize, parseMilli, prizeRanges } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../../platform/db';
import { AppError, answerInTx } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { Opened } from '../../cases';
import type { Deposit, EventDef, MechanicSpec } from '../events.engine';
import * as events from '../events.repo';
import { type Mechanic, mechanicRoute } from './mechanic';

const NAME = 'recharge_box';

type Box = EventDef['recharge_boxes'][number];

const windowOf = (event: EventDef) =>
  event.schedule.type === 'dates'
    ? { from: new Date(event.schedule.from), to: new Date(event.schedule.to) }
    : { from: new Date(0), to: new Date(0) };
/** The claim of one opening: the unique key (player, event, deposit, box). */
const periodOf = (deposit: Deposit) => `deposit:${deposit.id}`;
/** A prize-table box drawn as if its table were the event's (ledger keys and claims stay the event's). */
const drawnAs = (event: EventDef, box: Box): EventDef => ({
  ...event,
  prizes: box.prizes,
  ranges: prizeRanges(box.prizes),
});

export const rechargeBoxSpec: MechanicSpec = {
  name: NAME,
  game: 'rechargebox',
  validate(event) {
    if (event.schedule.type !== 'dates')
      throw new Error('recharge-open boxes need a dates schedule (the deposits counted)');
    if (event.recharge_boxes.length === 0) throw new Error('recharge-open boxes need `recharge_boxes`');
    const ids = new Set(event.recharge_boxes.map((b) => b.id));
    if (ids.size !== event.recharge_boxes.length) throw new Error('recharge box ids must be unique');
    for (const box of event.recharge_boxes) {
      if ((box.case_id === undefined) === (box.prizes.length === 0))
        throw new Error(`recharge box ${box.id}: give either case_id or prizes`);
      if (box.prizes.length) prizeRanges(box.prizes);
    }
  },
  // A player whose one deposit a day reaches every threshold opens every box once a day.
  dailyCost: (event, worth) =>
    event.recharge_boxes.reduce(
      (sum, box) =>
        sum + (box.case_id ? worth({ kind: 'case', case_id: box.case_id }) : expectedDraw(box.prizes, worth)),
      0,
    ),
};

/** Every opening claim of a player in an event: `deposit:<order id>` and the box id. */
async function openings(db: Executor, userId: number, eventKey: string): Promise<Set<string>> {
  const res = await db.execute<{ period: string; slot: number }>(sql`
    select period, slot from event_claims where user_id = ${userId} and event_key = ${eventKey}`);
  return new Set(res.rows.map((r) => `${r.period}/${r.slot}`));
}

/**
 * Recharge-open boxes (issue 21): each box of the running event's `recharge_boxes` opens once for every paid
 * deposit of at least its `threshold` USD made inside the event's dates; the unique key of `event_claims`
 * (player, event, `deposit:<order id>`, box id) is the limit. A prize-table box draws with the player's seed pair
 * (game `rechargebox`); a case box opens its case through the engine's case grant (that roll is the case's own,
 * game `case`). `open_list` opens several boxes in one transaction: all or none.
 */
export const rechargeBox: Mechanic = (ctx) => {
  const { engine, database } = ctx;

  async function deposits(event: EventDef, userId: number, via?: Executor): Promise<Deposit[]> {
    const { from, to } = windowOf(event);
    return (await ctx.deposits(userId, from, via)).filter((d) => d.paidAt < to);
  }

  async function info(player: Player, lang: Lang, key?: string): Promise<RechargeBoxes | null> {
    const event = engine.shown(NAME, key);
    if (!event) return null;
    const [paid, opened] = await Promise.all([deposits(event, player.id), openings(database.db, player.id, event.key)]);
    const list = await Promise.all(
      event.recharge_boxes.map(async (box): Promise<RechargeBox> => {
        const qualifying = paid.filter((d) => d.amount >= parseMilli(String(box.threshold)));
        const done = qualifying.filter((d) => opened.has(`${periodOf(d)}/${box.id}`)).length;
        const ready = qualifying.length - done;
        return {
          id: box.id,
          title: box.title[lang],
          threshold: box.threshold,
          case_id: box.case_id ?? null,
          prizes: box.prizes.length ? await engine.odds(drawnAs(event, box), lang) : [],
          ready,
          opened: done,
          state: ready > 0 ? 'ready' : done > 0 ? 'opened' : 'locked',
        };
      }),
    );
    const { from, to } = windowOf(event);
    return {
      key: event.key,
      title: event.title[lang],
      description: event.description[lang],
      starts_at: from.toISOString(),
      ends_at: to.toISOString(),
      list,
    };
  }

  async function open(
    player: Player,
    req: FastifyRequest,
    openList: number[],
    lang: Lang,
    key?: string,
  ): Promise<RechargeOpenResult> {
    const event = await engine.find(NAME, key, player, req);
    // Sorted: two lists naming the same boxes take their keys in one order (no deadlock between them).
    const boxes = [...openList]
      .sort((a, b) => a - b)
      .map((id) => {
        const box = event.recharge_boxes.find((b) => b.id === id);
        if (!box) throw new AppError('recharge_box_unknown');
        return box;
      });
    const cal = engine.calendar(event);
    const done = await database.withTx(async (tx) => {
      const paid = await deposits(event, player.id, tx);
      const list: RechargeOpened[] = [];
      const cases: Array<Opened | undefined> = [];
      for (const box of boxes) {
        let claimId: number | undefined;
        let used: Deposit | undefined;
        for (const d of paid.filter((d) => d.amount >= parseMilli(String(box.threshold)))) {
          claimId = await events.takeClaim(tx, {
            userId: player.id,
            eventKey: event.key,
            mechanic: NAME,
            period: periodOf(d),
            slot: box.id,
            day: cal.day,
          });
          used = d;
          if (claimId !== undefined) break;
        }
        if (claimId === undefined || !used) throw new AppError('recharge_box_locked');
        const given = box.case_id
          ? await engine.grant(
              tx,
              event,
              player,
              { prize: { kind: 'case', case_id: box.case_id } satisfies Prize, claimId, index: null, roll: null },
              lang,
            )
          : await (async () => {
              const drawnEvent = drawnAs(event, box);
              const drawn = await engine.draw(tx, drawnEvent, player.id);
              return engine.grant(
                tx,
                drawnEvent,
                player,
                { prize: drawn.prize, claimId, index: drawn.index, roll: drawn.roll },
                lang,
              );
            })();
        list.push({ ...given.grant, box_id: box.id, order_sn: used.orderSn });
        cases.push(given.opened);
      }
      const result = { list };
      await answerInTx(tx, result);
      return { result, cases };
    });
    for (const opened of done.cases) engine.delivered(opened, lang);
    return done.result;
  }

  return async (app) => {
    mechanicRoute(app, ladderApi.rechargeBoxes, (req, lang) => info(req.player, lang, req.query.key));
    mechanicRoute(app, ladderApi.rechargeOpen, (req, lang) =>
      open(req.player, req, req.body.open_list, lang, req.body.key),
    );
  };
};
