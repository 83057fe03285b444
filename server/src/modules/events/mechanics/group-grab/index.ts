import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CouponOffer, groupGrabApi } from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, langOf, ok } from '../../../../platform/http';
import type { Player } from '../../../../platform/ports';
import type { EventDef, MechanicSpec } from '../../events.engine';
import * as repo from '../../groupgrab.repo';
import type { Mechanic } from '../mechanic';
import { GROUP_GRAB, type GroupGrab, storedReward } from './rooms';

export { createGroupGrab, type GroupGrab, type GroupGrabDeps } from './rooms';

export const groupGrabSpec: MechanicSpec = {
  name: GROUP_GRAB,
  validate(event) {
    if (!event.group_grab) throw new Error('a group-grab event needs `group_grab` (slots, recharge, hours, coupon)');
    if (event.group_grab.coupon.min > 0 && event.group_grab.coupon.amount > event.group_grab.coupon.min)
      throw new Error('group_grab.coupon.amount must not exceed its min price');
  },
  // Each member of a completed room gets one coupon; a player completes at most `per_day` rooms of their own a day
  // (joining friends' rooms is bounded by friends' rooms, counted as theirs).
  dailyCost: (event, worth) =>
    worth({ kind: 'cash', amount: event.group_grab?.coupon.amount ?? 0 }) * (event.limits.per_day ?? 1),
};

/** `bind_days` of content/affiliates.json (the window `POST /api/user/promotion` uses too; default 7). */
export function bindDaysOf(contentDir: string): number {
  const file = join(contentDir, 'affiliates.json');
  if (!existsSync(file)) return 7;
  const days = (JSON.parse(readFileSync(file, 'utf8')) as { bind_days?: unknown }).bind_days;
  return typeof days === 'number' ? days : 7;
}

const tags = ['events'];

/**
 * Routes of group-grab rooms and coupons (spec §7 `/api/coupon/*`). In `/api/coupon/{a}/{b}/join|look`, `{a}` is the
 * offer (the group-grab event's key, as in `/api/coupon/{id}/details`) and `{b}` a room code of it.
 */
export function groupGrabRoutes(gg: GroupGrab, ctx: Parameters<Mechanic>[0]) {
  const { engine } = ctx;

  function offerOf(event: EventDef, lang: Lang, mine: CouponOffer['mine']): CouponOffer {
    const cfg = event.group_grab!;
    return {
      key: event.key,
      title: event.title[lang],
      description: event.description[lang],
      picture: event.picture,
      reward: cfg.coupon,
      rewards: repo.rewardsOf(storedReward(cfg)),
      slots: cfg.slots,
      recharge: cfg.recharge,
      hours: cfg.hours,
      mine,
    };
  }
  const running = () =>
    engine.events
      .filter((e) => e.mechanic === GROUP_GRAB && engine.running(e))
      .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
  const offerEvent = (key: string) => {
    const event = running().find((e) => e.key === key);
    if (!event) throw new AppError('event_not_found');
    return event;
  };
  const mineIn = async (viewer: Player | undefined, key: string) => (viewer ? gg.mine(viewer, key) : null);

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const api = groupGrabApi;
    app.get(
      api.room.path,
      { config: { auth: 'player' }, schema: { tags, response: { 200: api.room.result } } },
      async (req) => ok(await gg.mine(req.player)),
    );
    app.post(
      api.create.path,
      { config: { auth: 'player' }, schema: { tags, body: api.create.body, response: { 200: api.create.result } } },
      async (req) => ok(await gg.create(req.player, req, req.body.key)),
    );
    app.get(
      api.look.path,
      {
        config: { auth: 'optional' },
        schema: { tags, querystring: api.look.query, response: { 200: api.look.result } },
      },
      async (req) => ok(await gg.view(await gg.roomByCode(req.query.code), req.viewer?.id)),
    );
    app.post(
      api.join.path,
      { config: { auth: 'player' }, schema: { tags, body: api.join.body, response: { 200: api.join.result } } },
      async (req) => ok(await gg.join(req.player, req, req.body.code)),
    );
    app.post(
      api.parent.path,
      { config: { auth: 'player' }, schema: { tags, body: api.parent.body, response: { 200: api.parent.result } } },
      async (req) => ok(await gg.bindParent(req.player, req.body.code)),
    );
    app.get(
      api.backpack.path,
      { config: { auth: 'player' }, schema: { tags, response: { 200: api.backpack.result } } },
      async (req) => ok(await gg.backpack(req.player, langOf(req))),
    );
    // Spec path: a GET that receives a coupon (never by HEAD, only from the site itself).
    app.get(
      api.receive.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, params: api.receive.params, response: { 200: api.receive.result } },
      },
      async (req) => ok(await gg.receive(req.player, req.params.id, langOf(req))),
    );
    app.get(
      api.offers.path,
      { config: { auth: 'optional' }, schema: { tags, response: { 200: api.offers.result } } },
      async (req) => {
        const list = await Promise.all(
          running().map(async (e) => offerOf(e, langOf(req), await mineIn(req.viewer, e.key))),
        );
        return ok({ list, page: 1, total: list.length });
      },
    );
    app.get(
      api.offer.path,
      { config: { auth: 'optional' }, schema: { tags, params: api.offer.params, response: { 200: api.offer.result } } },
      async (req) => {
        const event = offerEvent(req.params.id);
        return ok(offerOf(event, langOf(req), await mineIn(req.viewer, event.key)));
      },
    );
    app.get(
      api.invite.path,
      { config: { auth: 'player' }, schema: { tags, params: api.invite.params, response: { 200: api.invite.result } } },
      async (req) => {
        const mine = await gg.mine(req.player, offerEvent(req.params.id).key);
        if (mine?.state !== 'open') throw new AppError('room_not_found');
        return ok({ code: mine.code, link: mine.link, room_close: mine.room_close });
      },
    );
    app.post(
      api.offerJoin.path,
      {
        config: { auth: 'player' },
        schema: { tags, params: api.offerJoin.params, response: { 200: api.offerJoin.result } },
      },
      async (req) => ok(await gg.join(req.player, req, req.params.b, req.params.a)),
    );
    app.get(
      api.offerLook.path,
      {
        config: { auth: 'optional' },
        schema: { tags, params: api.offerLook.params, response: { 200: api.offerLook.result } },
      },
      async (req) => ok(await gg.view(await gg.roomByCode(req.params.b, req.params.a), req.viewer?.id)),
    );
  };
}

/** The mechanic's routes (the service is made once by the events module: its hooks share it). */
export const groupGrab: Mechanic = (ctx) => groupGrabRoutes(ctx.groupGrab, ctx);
