import type { GiftCreateBody, GiftJoinResult, GiftListQuery, GiftRoomDetail } from '@dropforge/shared/contract';
import { type Lang, toAmount } from '@dropforge/shared/domain';
import { isoTime } from '../../platform/db';
import type { PlayerRef } from '../../platform/ports';
import type { GiveawaysDeps } from './giveaways.deps';
import { createDraw, type Drawn } from './giveaways.draw';
import { createGiftEvents } from './giveaways.events';
import { createHosting } from './giveaways.host';
import { createGiveawayJobs } from './giveaways.jobs';
import { createJoin } from './giveaways.join';
import * as lists from './giveaways.lists.repo';
import { createOfficial, officialTitles } from './giveaways.official';
import * as repo from './giveaways.repo';
import { createGiveawayViews } from './giveaways.view';

/**
 * Giveaways (issue 19, docs/architecture.md), split by use case: joining, host rooms, official rooms from
 * content, the draw on the clock of `giveaways.jobs.ts`, and the views. Events go out after commit.
 */
export function createGiveawaysService(deps: GiveawaysDeps) {
  const official = createOfficial(deps);
  const views = createGiveawayViews(deps, officialTitles(official.files));
  const joinRoom = createJoin(deps);
  const hosting = createHosting(deps);
  const drawing = createDraw(deps);
  const events = createGiftEvents(deps.bus, deps.log);

  async function publish(drawn: Drawn): Promise<void> {
    deps.drops.publish(drawn.feed).catch((e) => deps.log.warn({ err: e }, 'giveaway drop publish failed'));
    for (const open of drawn.opened) deps.opening.delivered(open, 'en');
    const detail = await views.detail(drawn.room.id, undefined, 'en');
    await events.drawn({
      room_id: detail.id,
      obtain_user_id: detail.obtain_user_id,
      gift_user: detail.gift_user,
      fairness: detail.fairness,
      drawn_at: detail.drawn_at ?? isoTime(new Date(deps.clock.now())),
    });
    for (const [userId, won] of drawn.won) {
      await events.won(userId, {
        room_id: drawn.room.id,
        title: drawn.room.title,
        prizes: won.prizes,
        value: toAmount(won.value),
      });
    }
  }

  /** Draws room `id` if due (once, whoever calls); answers whether this call drew it. */
  async function draw(id: number): Promise<boolean> {
    const drawn = await drawing.draw(id);
    if (!drawn) return false;
    await publish(drawn).catch((e) => deps.log.warn({ err: e }, `giveaway ${id} draw not published`));
    return true;
  }

  const jobs = createGiveawayJobs({
    database: deps.database,
    jobs: deps.jobs,
    clock: deps.clock,
    draw,
    log: deps.log,
    async beforeSweep() {
      for (const room of await official.ensure()) await jobs.schedule(room.id, room.endTime);
    },
  });

  return {
    jobs,
    draw,
    official,
    list: (q: GiftListQuery, viewerId: number | undefined, lang: Lang) => views.list(q, viewerId, lang),
    detail: (id: number, viewerId: number | undefined, lang: Lang) => views.detail(id, viewerId, lang),
    async join(
      player: PlayerRef,
      id: number,
      pwd: string | undefined,
      code: string | undefined,
    ): Promise<GiftJoinResult> {
      const done = await joinRoom(player, id, pwd, code);
      await events.joined({
        room_id: id,
        total_people: done.total_people,
        user: { user_id: player.id, name: player.name, avatar: player.avatar },
      });
      if (done.closed)
        await jobs
          .schedule(id)
          .catch((e) => deps.log.warn({ err: e }, `giveaway ${id}: draw not scheduled (the sweep will)`));
      return { joined: done.joined, total_people: done.total_people };
    },
    async create(player: PlayerRef, body: GiftCreateBody, lang: Lang): Promise<GiftRoomDetail> {
      const id = await hosting.create(player, body);
      const room = await repo.findRoom(deps.database.db, id);
      if (room?.end_time)
        await jobs
          .schedule(id, new Date(isoTime(room.end_time)))
          .catch((e) => deps.log.warn({ err: e }, `giveaway ${id}: draw not scheduled (the sweep will)`));
      return views.detail(id, player.id, lang);
    },
    async cancel(player: PlayerRef, id: number, lang: Lang): Promise<GiftRoomDetail> {
      await hosting.cancel(player, id);
      await events.cancelled({ room_id: id });
      return views.detail(id, player.id, lang);
    },
    isHost: (userId: number) => lists.isHost(deps.database.db, userId),
  };
}

export type GiveawaysService = ReturnType<typeof createGiveawaysService>;
