import {
  type OldNewExtraResult,
  type OldNewInfo,
  type OldNewRanking,
  type OldNewRankingReward,
  oldNewApi,
} from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import type { Mechanic, MechanicContext } from './mechanic';
import { endOf, groupOf, OLD_NEW, rankReward, startOf, TOP } from './old-new.rules';

const DAY_MS = 86_400_000;

export const maskName = (name: string) =>
  name.length <= 4 ? `${name.slice(0, 1)}***` : `${name.slice(0, 2)}***${name.slice(-2)}`;
const tags = ['events'];

export const oldNewSpec: MechanicSpec = {
  name: OLD_NEW,
  validate(event) {
    const o = event.old_new;
    if (!o) throw new Error('an old/new event needs `old_new`');
    if (event.schedule.type !== 'dates') throw new Error('an old/new event needs a dates schedule (its window)');
    if (!event.tokens) throw new Error('an old/new event needs `tokens` (its points from play and deposits)');
    if (new Set(o.extra.map((x) => x.id)).size !== o.extra.length) throw new Error('old_new.extra ids must be unique');
    for (const r of o.ranking) if (r.from > r.to) throw new Error('old_new.ranking: from must not exceed to');
  },
  // Per participant per day: every extra reward of one group reached, plus the first place's reward, over the run.
  dailyCost: (event, worth) => {
    const o = event.old_new!;
    const days = Math.max(1, (endOf(event) - startOf(event)) / DAY_MS);
    const extras = (g: 'old' | 'new') =>
      o.extra.filter((x) => x.group === 'all' || x.group === g).reduce((s, x) => s + worth(x.reward), 0);
    const first = o.ranking.find((r) => r.from === 1);
    return (Math.max(extras('old'), extras('new')) + (first ? worth(first.reward) : 0)) / days;
  },
};

/** The old-player / new-player event (spec §1, §7 `/api/old_new*`): points, extra rewards and the live ranking. */
export const oldNew: Mechanic = (ctx: MechanicContext) => {
  const { engine, database, tokens } = ctx;

  /** The run shown: the running one, else the latest ended one (its ranking and rewards stay visible). */
  function shown(): EventDef {
    const now = ctx.clock.now();
    const all = engine.events.filter((e) => e.mechanic === OLD_NEW && e.enabled && startOf(e) <= now);
    const event = all.sort((a, b) => endOf(b) - endOf(a))[0];
    if (!event) throw new AppError('event_not_found');
    return event;
  }

  async function info(viewer: Player | undefined, lang: Lang): Promise<OldNewInfo> {
    const event = shown();
    const o = event.old_new!;
    const t = event.tokens!;
    const group = viewer ? groupOf(event, viewer.createdAt) : null;
    const [points, received, rewards, rank] = await Promise.all([
      viewer ? tokens.balance(database.db, event, viewer.id) : 0,
      viewer ? repo.claimsIn(database.db, viewer.id, event.key, 'extra') : [],
      engine.views(
        o.extra.map((x) => x.reward),
        lang,
      ),
      viewer ? tokens.rankOf(database.db, event, viewer.id) : null,
    ]);
    const got = new Set(received.map((c) => c.slot));
    return {
      key: event.key,
      title: event.title[lang],
      description: event.description[lang],
      starts_at: new Date(startOf(event)).toISOString(),
      ends_at: new Date(endOf(event)).toISOString(),
      group,
      new_days: o.new_days,
      points,
      per_stake: t.stake ?? null,
      per_deposit: t.deposit ?? null,
      per_invite: o.per_invite,
      extra: o.extra.map((x, i) => ({
        id: x.id,
        group: x.group,
        points: x.points,
        reward: rewards[i]!,
        state: got.has(x.id)
          ? 'received'
          : group && x.group !== 'all' && x.group !== group
            ? 'other_group'
            : points >= x.points
              ? 'ready'
              : 'todo',
      })),
      rank,
    };
  }

  /** `GET /api/old_new/extra_receive/{id}` (spec: a GET that pays): once per account and reward (claim key). */
  async function receive(player: Player, req: FastifyRequest, id: number, lang: Lang): Promise<OldNewExtraResult> {
    const event = await engine.find(OLD_NEW, undefined, player, req);
    const extra = event.old_new!.extra.find((x) => x.id === id);
    if (!extra) throw new AppError('old_new_unknown');
    if (extra.group !== 'all' && extra.group !== groupOf(event, player.createdAt)) throw new AppError('old_new_group');
    const points = await tokens.balance(database.db, event, player.id);
    if (points < extra.points) throw new AppError('old_new_points');
    const cal = engine.calendar(event);
    const done = await database.withTx(async (tx) => {
      const claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: OLD_NEW,
        period: 'extra',
        slot: id,
        day: cal.day,
      });
      if (claimId === undefined) throw new AppError('old_new_received');
      const given = await engine.grant(
        tx,
        event,
        player,
        { prize: extra.reward, claimId, index: null, roll: null },
        lang,
      );
      const result: OldNewExtraResult = { ...given.grant, id, points };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  async function ranking(viewer: Player | undefined): Promise<OldNewRanking> {
    const event = shown();
    const top = await tokens.top(database.db, event, TOP);
    const rank = viewer ? await tokens.rankOf(database.db, event, viewer.id) : null;
    const ids = [...top.map((t) => t.userId), ...(viewer && rank ? [viewer.id] : [])];
    const people = new Map((await ctx.accounts(ids)).map((a) => [a.id, a]));
    const row = (userId: number, points: number, place: number) => {
      const who = people.get(userId);
      const me = viewer?.id === userId;
      const name = who?.name ?? '';
      return {
        rank: place,
        // Others' names masked: the ticker's first two characters, plus the last two so rows stay apart.
        name: me ? name : maskName(name),
        avatar: who?.avatar ?? '',
        points,
        group: groupOf(event, who?.created_at ?? new Date(0)),
        me,
      };
    };
    const list = top.map((t, i) => row(t.userId, t.points, i + 1));
    const mine = viewer && rank ? row(viewer.id, await tokens.balance(database.db, event, viewer.id), rank) : null;
    return { list, mine, ends_at: new Date(endOf(event)).toISOString() };
  }

  async function rankingReward(viewer: Player | undefined, lang: Lang): Promise<OldNewRankingReward> {
    const event = shown();
    const table = event.old_new!.ranking;
    const views = await engine.views(
      table.map((r) => r.reward),
      lang,
    );
    const marker = await repo.claimsIn(database.db, 0, event.key, 'ranking-paid');
    const paidAt = marker[0] ? await paidTime(event) : null;
    let mine: OldNewRankingReward['mine'] = null;
    if (viewer) {
      const rank = await tokens.rankOf(database.db, event, viewer.id);
      if (rank) {
        const i = table.findIndex((r) => rank >= r.from && rank <= r.to);
        const paid = (await repo.claimsIn(database.db, viewer.id, event.key, 'ranking')).length > 0;
        mine = {
          rank,
          reward: i >= 0 ? views[i]! : null,
          state: paid ? 'paid' : rankReward(event, rank) && !paidAt ? 'pending' : 'none',
        };
      }
    }
    return {
      list: table.map((r, i) => ({ from: r.from, to: r.to, reward: views[i]! })),
      paid_at: paidAt,
      mine,
    };
  }

  async function paidTime(event: EventDef): Promise<string> {
    const res = await database.pool.query<{ at: Date }>(
      `select created_at as at from event_claims where user_id = 0 and event_key = $1 and period = 'ranking-paid'`,
      [event.key],
    );
    return new Date(res.rows[0]!.at).toISOString();
  }

  return async (fastify: FastifyInstance) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const optional = { config: { auth: 'optional' as const } };
    app.get(
      oldNewApi.info.path,
      { ...optional, schema: { tags, response: { 200: oldNewApi.info.result } } },
      async (req) => ok(await info(req.viewer, langOf(req))),
    );
    app.get(
      oldNewApi.extraReceive.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, params: oldNewApi.extraReceive.params, response: { 200: oldNewApi.extraReceive.result } },
      },
      async (req) => ok(await receive(req.player, req, req.params.id, langOf(req))),
    );
    app.get(
      oldNewApi.ranking.path,
      { ...optional, schema: { tags, response: { 200: oldNewApi.ranking.result } } },
      async (req) => ok(await ranking(req.viewer)),
    );
    app.get(
      oldNewApi.rankingReward.path,
      { ...optional, schema: { tags, response: { 200: oldNewApi.rankingReward.result } } },
      async (req) => ok(await rankingReward(req.viewer, langOf(req))),
    );
  };
};
