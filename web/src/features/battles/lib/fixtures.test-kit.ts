import type { BattleDetail, BattleSeat, BattleSummary, Goods } from '@dropforge/shared/contract';

export function goods(id: number, price = 1): Goods {
  return {
    id,
    hash_name: `Item ${id}`,
    eName: `Item ${id}`,
    name: `AK-47 | Item ${id}`,
    picture: '',
    price,
    price_source: 'file',
    quality: { value: 'Mil-Spec Grade', color: '#4b69ff' },
    appearance: { value: 'Field-Tested', short: 'FT' },
    category: { type: 'Rifle', value: 'AK-47' },
    type: { name: 'Normal' },
    wName: 'AK-47',
    ex: { en: 'Field-Tested', jx: 'FT' },
    float: null,
  };
}

export function seat(slot: number, extra: Partial<BattleSeat> = {}): BattleSeat {
  return {
    slot,
    user_id: slot + 100,
    name: `P${slot}`,
    avatar: '',
    bot: false,
    team: null,
    client_seed: `seed${slot}`,
    total: 0,
    received: null,
    won: null,
    ...extra,
  };
}

export function summary(id: number, extra: Partial<BattleSummary> = {}): BattleSummary {
  return {
    id,
    mode: 'standard',
    players: 2,
    state: 'waiting',
    private: false,
    cost: 1,
    boxes: [{ id: 'box', name: 'Box', picture: '', price: 1 }],
    rounds: 1,
    revealed: 0,
    slots: [seat(0), null],
    value: 0,
    winners: [],
    channel: `battle.${id}`,
    created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, id)).toISOString(),
    started_at: null,
    ended_at: null,
    ...extra,
  };
}

export function detail(extra: Partial<BattleDetail> = {}): BattleDetail {
  return {
    ...summary(7, {
      rounds: 2,
      boxes: [
        { id: 'a', name: 'A', picture: '', price: 1 },
        { id: 'b', name: 'B', picture: '', price: 2 },
      ],
      cost: 3,
    }),
    server_seed_hash: 'h'.repeat(64),
    server_seed: null,
    beacon: null,
    round_ms: 4000,
    next_round_at: null,
    contents: [],
    results: [],
    result: null,
    code: null,
    ...extra,
  };
}
