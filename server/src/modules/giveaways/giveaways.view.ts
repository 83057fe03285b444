import {
  GIVEAWAY_CONDITION,
  type GiftListQuery,
  type GiftPrize,
  type GiftRoom,
  type GiftRoomDetail,
  type GiftUser,
  type Paged,
} from '@dropforge/shared/contract';
import { addMilli, type Lang, type Milli, prizeOrder, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import { isoTime } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { GoodsRow } from '../catalog';
import type { GiveawaysDeps } from './giveaways.deps';
import * as lists from './giveaways.lists.repo';
import * as repo from './giveaways.repo';

type Box = { name: string; picture: string };

const userOf = (p: { user_id: number; name: string; avatar: string }): GiftUser => ({
  user_id: p.user_id,
  name: p.name,
  avatar: p.avatar,
});

/** The card's badge: the strictest condition (password > VIP > deposit > invite > ticket > free). */
function conditionOf(room: repo.RoomRow): number {
  if (room.password_hash !== null) return GIVEAWAY_CONDITION.password;
  if (room.min_vip > 0) return GIVEAWAY_CONDITION.vip;
  if (room.min_deposit > 0) return GIVEAWAY_CONDITION.deposit;
  if (room.invite_code !== null) return GIVEAWAY_CONDITION.invite;
  if (room.ticket > 0) return GIVEAWAY_CONDITION.ticket;
  return GIVEAWAY_CONDITION.free;
}

/** Lists and details of rooms (contract: shared/contract/giveaways.ts). */
export function createGiveawayViews(
  deps: GiveawaysDeps,
  /** An official room's title in a language, from its content file. */
  titleIn: (scheduleKey: string | null, lang: Lang) => string | undefined = () => undefined,
) {
  const { database, catalog } = deps;

  /** Goods rows and box names the prizes of `prizes` show, read once for a page. */
  async function lookups(prizes: repo.PrizeRow[], lang: Lang) {
    const goodsIds = [...new Set(prizes.flatMap((p) => (p.goods_id === null ? [] : [p.goods_id])))];
    const goods = new Map<number, GoodsRow>((await catalog.findGoods(goodsIds)).map((g) => [g.id, g]));
    const boxes = new Map<string, Box>();
    for (const id of new Set(prizes.flatMap((p) => (p.box_id === null ? [] : [p.box_id])))) {
      const c = await deps.cases.byId(id).catch(() => undefined);
      const summary = c && deps.cases.summary(c, lang);
      boxes.set(id, summary ? { name: summary.name, picture: summary.picture } : { name: id, picture: '' });
    }
    return { goods, boxes };
  }

  function roomView(
    room: repo.RoomRow,
    prizes: repo.PrizeRow[],
    winners: repo.WinnerView[],
    joined: boolean,
    look: Awaited<ReturnType<typeof lookups>>,
    lang: Lang,
  ): GiftRoom {
    const goods: GiftRoom['goods'] = [];
    const box: GiftRoom['box'] = [];
    const priceCash: number[] = [];
    const priceTokens: number[] = [];
    const listed: GiftPrize[] = prizes.map((p) => {
      const price = toAmount(p.price);
      if (p.kind === 'cash' || p.kind === 'coins') {
        (p.kind === 'cash' ? priceCash : priceTokens).push(toAmount(p.amount));
        const name = p.kind === 'cash' ? `$${toAmount(p.amount).toFixed(2)}` : `${toAmount(p.amount)} coins`;
        return { kind: p.kind, name, picture: '', price, amount: toAmount(p.amount), rarity_color: null };
      }
      if (p.kind === 'box') {
        const b = look.boxes.get(p.box_id!) ?? { name: p.box_id!, picture: '' };
        box.push({ id: p.idx, name: b.name, picture: b.picture, price, case_id: p.box_id! });
        return { kind: 'box', name: b.name, picture: b.picture, price, amount: null, rarity_color: null };
      }
      const row = look.goods.get(p.goods_id!);
      const view = row && catalog.goodsView(row, lang);
      const g = {
        id: p.goods_id!,
        name: view?.name ?? `#${p.goods_id}`,
        picture: view?.picture ?? '',
        price,
        rarity_color: view?.quality.color ?? null,
      };
      goods.push(g);
      return { kind: 'goods', name: g.name, picture: g.picture, price, amount: null, rarity_color: g.rarity_color };
    });
    const prize = prizeOrder(prizes.map((p) => p.price)).map((i) => listed[i]!);
    const sum = (values: Milli[]) => toAmount(values.reduce(addMilli, ZERO_MILLI));
    const timed = room.type === 1;
    return {
      id: room.id,
      title: titleIn(room.schedule_key, lang) ?? room.title,
      picture: room.picture,
      state: room.state,
      type: room.type,
      kind: room.kind,
      condition: conditionOf(room),
      conditions: {
        ticket: room.ticket > 0 ? { currency: 'coins', amount: toAmount(room.ticket) } : null,
        min_deposit: room.min_deposit > 0 ? { amount: toAmount(room.min_deposit), days: room.deposit_days ?? 0 } : null,
        vip: room.min_vip > 0 ? room.min_vip : null,
        password: room.password_hash !== null,
        invite_code: room.invite_code !== null,
      },
      host: room.host_id === null ? null : { user_id: room.host_id, name: room.host_name, avatar: room.host_avatar },
      gift_user_count: room.winners,
      total_people: room.total_people,
      people_target: room.people_target,
      end_time: room.end_time === null ? null : isoTime(room.end_time),
      time_slot_end:
        timed && room.end_time !== null ? isoTime(room.end_time) : room.closed_at && isoTime(room.closed_at),
      goods,
      price_tokens: priceTokens,
      price_cash: priceCash,
      box,
      prize,
      price_all: sum(prizes.map((p) => p.price)),
      token_all: sum(prizes.filter((p) => p.kind === 'coins').map((p) => p.amount)),
      obtain_user_id: winners.map((w) => w.user_id),
      gift_user: winners.map(userOf),
      joined,
      created_at: isoTime(room.created_at),
      drawn_at: room.drawn_at === null ? null : isoTime(room.drawn_at),
    };
  }

  async function views(rooms: repo.RoomRow[], viewerId: number | undefined, lang: Lang, withParticipants: boolean) {
    const ids = rooms.map((r) => r.id);
    const ended = rooms.filter((r) => r.state === 3).map((r) => r.id);
    const [prizes, winners, joined, seats] = await Promise.all([
      repo.prizesOf(database.db, ids),
      repo.winnersOf(database.db, ended),
      viewerId === undefined ? new Set<number>() : lists.joinedOf(database.db, viewerId, ids),
      withParticipants ? repo.participantsOf(database.db, ids) : [],
    ]);
    const look = await lookups(prizes, lang);
    return rooms.map((room) => {
      const mine = seats.filter((s) => s.room_id === room.id);
      const view = roomView(
        room,
        prizes.filter((p) => p.room_id === room.id),
        winners.filter((w) => w.room_id === room.id),
        joined.has(room.id),
        look,
        lang,
      );
      return { room, view, participants: mine, winners: winners.filter((w) => w.room_id === room.id) };
    });
  }

  return {
    async list(q: GiftListQuery, viewerId: number | undefined, lang: Lang): Promise<Paged<GiftRoom>> {
      if (q.is_me === 1 && viewerId === undefined) throw new AppError('not_logged_in');
      const { rows, total } = await lists.listRooms(database.db, {
        ended: q.state !== 1,
        word: q.word || undefined,
        mine: q.is_me === 1 ? viewerId : undefined,
        limit: q.limit,
        offset: (q.page - 1) * q.limit,
      });
      const list = (await views(rows, viewerId, lang, false)).map((v) => v.view);
      return { list, page: q.page, total };
    },

    async detail(id: number, viewerId: number | undefined, lang: Lang): Promise<GiftRoomDetail> {
      const room = await repo.findRoom(database.db, id);
      if (!room) throw new AppError('gift_not_found');
      const [one] = await views([room], viewerId, lang, true);
      const { view, participants, winners } = one!;
      const drawn = room.state === 3;
      return {
        ...view,
        participants: participants.map(userOf),
        fairness: {
          server_seed_hash: room.server_seed_hash,
          server_seed: drawn ? room.server_seed : null,
          client_seeds: drawn ? participants.map((p) => p.client_seed) : null,
          beacon: room.beacon,
          rolls: drawn ? winners.map((w) => ({ round: w.k, float: w.float, index: w.pick, user_id: w.user_id })) : null,
        },
        invite_code: viewerId !== undefined && viewerId === room.host_id ? room.invite_code : null,
      };
    },
  };
}

export type GiveawayViews = ReturnType<typeof createGiveawayViews>;
