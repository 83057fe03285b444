/** Rooms for unit tests and the mocked-API look at the pages (before the server existed). */
import type { GiftPrize, GiftRoom, GiftRoomDetail, GiftUser } from '@dropforge/shared/contract';
import { recomputeDraw } from './draw';

export const user = (id: number, name = `Player${id}`): GiftUser => ({ user_id: id, name, avatar: '' });

export function prize(price: number, kind: GiftPrize['kind'] = 'goods', name = `AK-47 | Prize ${price}`): GiftPrize {
  return {
    kind,
    name,
    picture: '',
    price,
    amount: kind === 'cash' || kind === 'coins' ? price : null,
    rarity_color: kind === 'goods' ? (price > 50 ? '#eb4b4b' : price > 10 ? '#d32ce6' : '#4b69ff') : null,
  };
}

export function room(id: number, extra: Partial<GiftRoom> = {}): GiftRoom {
  const prizes = extra.prize ?? [prize(120), prize(35.5), prize(5, 'cash', '$5.00')];
  return {
    id,
    title: `Room ${id}`,
    picture: '',
    state: 1,
    type: 1,
    kind: 'official',
    condition: 0,
    conditions: { ticket: null, min_deposit: null, vip: null, password: false, invite_code: false },
    host: null,
    gift_user_count: 2,
    total_people: 5,
    people_target: null,
    end_time: new Date(Date.now() + 3_723_000).toISOString(),
    time_slot_end: new Date(Date.now() + 3_723_000).toISOString(),
    goods: [],
    price_tokens: [],
    price_cash: [],
    box: [],
    prize: prizes,
    price_all: prizes.reduce((sum, p) => sum + p.price, 0),
    token_all: 0,
    obtain_user_id: [],
    gift_user: [],
    joined: false,
    created_at: new Date().toISOString(),
    drawn_at: null,
    ...extra,
  };
}

/** A room's detail; `drawn` reveals seeds and picks the winners with the real draw. */
export function detail(id: number, people: number, drawn: boolean, extra: Partial<GiftRoom> = {}): GiftRoomDetail {
  const base = room(id, extra);
  const participants = Array.from({ length: people }, (_, i) => user(1000 + i));
  const seeds = participants.map((p) => `seed-${p.user_id}`);
  const serverSeed = 'f'.repeat(64);
  const rolls = drawn
    ? recomputeDraw({
        serverSeed,
        clientSeeds: seeds,
        participants: participants.map((p) => p.user_id),
        winners: base.gift_user_count,
      })
    : [];
  return {
    ...base,
    state: drawn ? 3 : base.state,
    total_people: people,
    participants,
    obtain_user_id: rolls.map((r) => r.user_id),
    gift_user: rolls.map((r) => participants.find((p) => p.user_id === r.user_id) as GiftUser),
    drawn_at: drawn ? new Date().toISOString() : null,
    invite_code: null,
    fairness: {
      server_seed_hash: 'ab'.repeat(32),
      server_seed: drawn ? serverSeed : null,
      client_seeds: drawn ? seeds : null,
      beacon: null,
      rolls: drawn ? rolls : null,
    },
  };
}
