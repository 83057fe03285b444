import { describe, expect, it } from 'vitest';
import { detail, goods, seat } from './fixtures.test-kit';
import { foldEvent, isNewer, leadingSlots, msUntil, mySlot, shownTotals, wonItems } from './room';

const drop = (slot: number, id: number, value: number) => ({ slot, goods: goods(id, value), value, ticket: id });
const round0 = { round: 0, box_id: 'a', drops: [drop(0, 1, 0.5), drop(1, 2, 2)] };
const round1 = { round: 1, box_id: 'b', drops: [drop(0, 3, 3), drop(1, 4, 0.25)] };
const roundEvent = (round: typeof round0, totals: number[], next: string | null) => ({
  ...round,
  battle_id: 7,
  rounds: 2,
  totals,
  revealed_at: '2026-01-01T00:00:00.000Z',
  next_round_at: next,
});

describe('foldEvent', () => {
  it('seats and unseats players while waiting, ignoring other battles', () => {
    const d = detail();
    const joined = foldEvent(d, 'join', { battle_id: 7, seat: seat(1) });
    expect(joined.detail.slots[1]?.name).toBe('P1');
    expect(foldEvent(joined.detail, 'leave', { battle_id: 7, slot: 1 }).detail.slots[1]).toBeNull();
    expect(foldEvent(d, 'join', { battle_id: 8, seat: seat(1) }).detail).toBe(d);
    expect(foldEvent(d, 'nonsense', null).detail).toBe(d);
  });

  it('starts, reveals rounds in order, and ends', () => {
    let d = detail();
    d = foldEvent(d, 'start', {
      battle_id: 7,
      started_at: 'x',
      slots: [seat(0), seat(1)],
      server_seed_hash: 'h',
      next_round_at: 'soon',
    }).detail;
    expect(d.state).toBe('running');
    const first = foldEvent(d, 'round', roundEvent(round0, [0.5, 2], 'later'));
    expect(first.stale).toBe(false);
    d = first.detail;
    expect(d.revealed).toBe(1);
    expect(d.results).toHaveLength(1);
    expect(d.slots.map((s) => s?.total)).toEqual([0.5, 2]);
    expect(d.value).toBe(2.5);
    expect(d.next_round_at).toBe('later');
    // A repeated round changes nothing.
    expect(foldEvent(d, 'round', roundEvent(round0, [0.5, 2], 'later')).detail).toBe(d);
    d = foldEvent(d, 'round', roundEvent(round1, [3.5, 2.25], null)).detail;
    const result = {
      winner: 0,
      winners: [0],
      awards: [
        [0, 0],
        [0, 0],
      ],
    };
    const end = foldEvent(d, 'end', {
      battle_id: 7,
      result,
      slots: [seat(0, { won: true, received: 5.75 }), seat(1, { won: false, received: 0 })],
      server_seed: 's',
      server_seed_hash: 'h',
      client_seeds: ['seed0', 'seed1'],
      beacon: null,
      ended_at: 'y',
    });
    expect(end.stale).toBe(false);
    expect(end.detail).toMatchObject({ state: 'ended', winners: [0], server_seed: 's', next_round_at: null });
  });

  it('asks for a reload when it missed something', () => {
    const running = { ...detail(), state: 'running' as const };
    expect(foldEvent(running, 'round', roundEvent(round1, [1, 1], null)).stale).toBe(true);
    expect(foldEvent(detail(), 'round', roundEvent(round0, [1, 1], null)).stale).toBe(true);
    const end = { battle_id: 7, result: { winners: [1] }, slots: [], server_seed: 's', beacon: null, ended_at: 'y' };
    expect(foldEvent(running, 'end', end).stale).toBe(true);
  });

  it('cancels', () => {
    expect(foldEvent(detail(), 'cancel', { battle_id: 7 }).detail.state).toBe('cancelled');
  });
});

describe('room helpers', () => {
  it('orders details so a late reload never goes back', () => {
    const running = { ...detail(), state: 'running' as const, revealed: 1 };
    expect(isNewer(running, { ...running, revealed: 0 })).toBe(false);
    expect(isNewer(running, { ...running, revealed: 2 })).toBe(true);
    expect(isNewer(running, { ...running, state: 'ended' })).toBe(true);
    expect(isNewer(running, detail())).toBe(false);
  });

  it('finds my seat', () => {
    expect(mySlot({ slots: [seat(0), seat(1)] }, 101)).toBe(1);
    expect(mySlot({ slots: [seat(0), null] }, 5)).toBeNull();
    expect(mySlot({ slots: [seat(0)] }, null)).toBeNull();
  });

  it('totals only the rounds the reels have shown', () => {
    const d = detail({ results: [round0, round1] });
    expect(shownTotals(d, 0)).toEqual([0, 0]);
    expect(shownTotals(d, 1)).toEqual([0.5, 2]);
    expect(shownTotals(d, 2)).toEqual([3.5, 2.25]);
  });

  it('names the leader as each mode decides', () => {
    const d = detail({ results: [round0, round1] });
    expect(leadingSlots(d, 0)).toEqual([]);
    expect(leadingSlots(d, 1)).toEqual([1]);
    expect(leadingSlots(d, 2)).toEqual([0]);
    expect(leadingSlots({ ...d, mode: 'crazy' }, 2)).toEqual([1]);
    expect(leadingSlots({ ...d, mode: 'terminal' }, 2)).toEqual([0]);
    const team = detail({
      players: 4,
      mode: 'team',
      results: [{ round: 0, box_id: 'a', drops: [drop(0, 1, 1), drop(1, 2, 1), drop(2, 3, 3), drop(3, 4, 0)] }],
    });
    expect(leadingSlots(team, 1)).toEqual([2, 3]);
    const tie = detail({ results: [{ round: 0, box_id: 'a', drops: [drop(0, 1, 1), drop(1, 2, 1)] }] });
    expect(leadingSlots(tie, 1)).toEqual([]);
  });

  it('lists every item with its receiver, dearest first', () => {
    const d = detail({
      results: [round0, round1],
      result: {
        winner: 0,
        winners: [0],
        contenders: [[0], [1]],
        scores: [3.5, 2.25],
        totals: [3.5, 2.25],
        received: [5.75, 0],
        awards: [
          [0, 0],
          [0, 0],
        ],
        tie_break: null,
        split_draws: [],
      },
    });
    expect(wonItems(d).map((i) => [i.goods.id, i.to])).toEqual([
      [3, 0],
      [2, 0],
      [1, 0],
      [4, 0],
    ]);
  });

  it('counts down to a time', () => {
    expect(msUntil('2026-01-01T00:00:05.000Z', Date.parse('2026-01-01T00:00:00.000Z'))).toBe(5000);
    expect(msUntil(null, 0)).toBe(0);
    expect(msUntil('bad', 0)).toBe(0);
  });
});
