import { type Bargain, type BargainMine, bargainApi } from '@dropforge/shared/contract';
import { bargainTarget, type Lang, parseMilli, toAmount } from '@dropforge/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import * as bargains from '../bargain.repo';
import { keysOf } from '../device-keys';
import { type MechanicSpec, takesPerDay } from '../events.engine';
import * as repo from '../events.repo';
import { helpBargain, openBargain } from './bargain.play';
import { BARGAIN, bargainView, helpsLeft, newBargainId } from './bargain.view';
import type { Mechanic } from './mechanic';

const HOUR_MS = 3_600_000;
const tags = ['events'];

export const bargainSpec: MechanicSpec = {
  name: BARGAIN,
  game: 'bargain',
  validate(event) {
    const b = event.bargain;
    if (!b) throw new Error('a bargain event needs `bargain`');
    if (b.share_min > b.share_max) throw new Error('bargain.share_min must not exceed share_max');
    if (b.hours !== 24) throw new Error('bargain requests are valid 24 hours (spec §9)');
  },
  // The house pays each opened bargain's discount (at most `max_discount`); an asker opens at most `per_day` a day.
  dailyCost: (event) => parseMilli(String(event.bargain!.max_discount)) * event.bargain!.per_day,
};

/**
 * Help-a-friend bargains (spec §1 "friend-assisted discounts", §8, §9): a player asks for a case; friends who open
 * the link help once each, every help cutting a drawn share of the gap (the helper's own seed pair, game `bargain`);
 * at the target the asker opens the case once at the bargained price, the discount paid by `house:promotions`.
 */
export const bargain: Mechanic = (ctx) => {
  const { engine, database, clock } = ctx;

  async function mine(player: Player, req: FastifyRequest, lang: Lang): Promise<BargainMine> {
    const event = await engine.find(BARGAIN, undefined, player, req);
    const b = event.bargain!;
    const cases = (await Promise.all(b.cases.map((id) => ctx.cases.byId(id).catch(() => undefined)))).flatMap((box) =>
      box?.enabled && !box.free
        ? [
            {
              box_id: box.id,
              name: box.names[lang] ?? box.names.en,
              picture: box.picture,
              price: toAmount(box.price),
              target_price: toAmount(bargainTarget(box.price, ppm(b.discount), parseMilli(String(b.max_discount)))),
            },
          ]
        : [],
    );
    const left = await helpsLeft(ctx, event, player.id);
    const rows = await bargains.mine(database.db, player.id, new Date(clock.now() - 7 * 24 * HOUR_MS));
    const viewer = { id: player.id, helpsLeft: left };
    return {
      key: event.key,
      cases,
      list: await Promise.all(rows.map((r) => bargainView(ctx, database.db, r, viewer, lang))),
      helps_left: left,
      helps_per_day: takesPerDay(event, await ctx.levelOf(player.id)),
      hours: b.hours,
    };
  }

  async function create(player: Player, req: FastifyRequest, boxId: string, lang: Lang): Promise<Bargain> {
    const event = await engine.find(BARGAIN, undefined, player, req);
    const b = event.bargain!;
    if (!b.cases.includes(boxId)) throw new AppError('bargain_case');
    const box = await ctx.cases.byId(boxId);
    if (!box.enabled || box.free) throw new AppError('bargain_case');
    if (box.level > 0 && (await ctx.levelOf(player.id)) < box.level) throw new AppError('box_conditions');
    const cal = engine.calendar(event);
    const now = new Date(clock.now());
    const row = await database.withTx(async (tx) => {
      await bargains.expireStale(tx, player.id, box.id, now);
      let claimId: number | undefined;
      for (let slot = 0; slot < b.per_day && claimId === undefined; slot++) {
        const period = `ask:${cal.day}`;
        claimId = await repo.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: BARGAIN,
          period,
          slot,
          day: cal.day,
        });
      }
      if (claimId === undefined) throw new AppError('event_limit');
      const asker = keysOf(req, ctx.bargainChecks, ctx.trustedIps);
      const fresh = {
        id: newBargainId(),
        user_id: player.id,
        event_key: event.key,
        box_id: box.id,
        price: box.price,
        target_price: bargainTarget(box.price, ppm(b.discount), parseMilli(String(b.max_discount))),
        helpers_needed: b.helpers,
        created_at: now,
        expires_at: new Date(now.getTime() + b.hours * HOUR_MS),
        ip_key: asker.ipKey,
        device_key: asker.deviceKey,
      };
      if (!(await bargains.insert(tx, fresh))) throw new AppError('bargain_running');
      const made = (await bargains.byId(tx, fresh.id))!;
      const view = await bargainView(
        ctx,
        tx,
        made,
        { id: player.id, helpsLeft: await helpsLeft(ctx, event, player.id) },
        lang,
      );
      await answerInTx(tx, view);
      return view;
    });
    return row;
  }

  async function detail(viewer: Player | undefined, id: string, lang: Lang): Promise<Bargain> {
    const row = await bargains.byId(database.db, id);
    if (!row) throw new AppError('bargain_not_found');
    const event = engine.events.find((e) => e.key === row.event_key);
    const left = viewer && event ? await helpsLeft(ctx, event, viewer.id) : 0;
    return bargainView(ctx, database.db, row, viewer ? { id: viewer.id, helpsLeft: left } : undefined, lang);
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const auth = { config: { auth: 'player' as const } };
    app.get(
      bargainApi.mine.path,
      { ...auth, schema: { tags, response: { 200: bargainApi.mine.result } } },
      async (req) => ok(await mine(req.player, req, langOf(req))),
    );
    app.post(
      bargainApi.create.path,
      { ...auth, schema: { tags, body: bargainApi.create.body, response: { 200: bargainApi.create.result } } },
      async (req) => ok(await create(req.player, req, req.body.box_id, langOf(req))),
    );
    app.get(
      bargainApi.detail.path,
      {
        config: { auth: 'optional' },
        schema: { tags, params: bargainApi.detail.params, response: { 200: bargainApi.detail.result } },
      },
      async (req) => ok(await detail(req.viewer, req.params.id, langOf(req))),
    );
    app.post(
      bargainApi.help.path,
      { ...auth, schema: { tags, params: bargainApi.help.params, response: { 200: bargainApi.help.result } } },
      async (req) => ok(await helpBargain(ctx, req.player, req, req.params.id, langOf(req))),
    );
    app.post(
      bargainApi.open.path,
      { ...auth, schema: { tags, params: bargainApi.open.params, response: { 200: bargainApi.open.result } } },
      async (req) => ok(await openBargain(ctx, req.player, req.params.id, langOf(req))),
    );
  };
};

const ppm = (share: number) => Math.round(share * 1_000_000);
