import { describe, expect, it } from 'vitest';
import { verifyHref } from './fair-link';

const seat = (slot: number, seed: string) => ({
  slot,
  user_id: slot + 1,
  name: `P${slot}`,
  avatar: '',
  bot: false,
  team: null,
  client_seed: seed,
  total: 0,
  received: null,
  won: null,
});

describe('verifyHref', () => {
  const detail = {
    id: 12,
    server_seed: 's'.repeat(64),
    server_seed_hash: 'h'.repeat(64),
    beacon: null,
    slots: [seat(0, 'a,b'), seat(1, 'c d')],
    results: [{ round: 0, box_id: 'x', drops: [{ slot: 1, ticket: 42 } as never] }],
  };

  it('carries the battle scheme: seeds in slot order (repeated, commas kept), round, slot, battle and ticket', () => {
    const href = verifyHref(detail, 0, 1, 'abc12345');
    expect(href.endsWith('#verify')).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1, href.indexOf('#')));
    expect(params.get('game')).toBe('battle');
    expect(params.get('serverSeed')).toBe('s'.repeat(64));
    expect(params.get('hash')).toBe('h'.repeat(64));
    expect(params.getAll('seeds')).toEqual(['a,b', 'c d']);
    expect(params.get('round')).toBe('0');
    expect(params.get('slot')).toBe('1');
    expect(params.get('battle')).toBe('12');
    expect(params.get('code')).toBe('abc12345');
    expect(params.get('ticket')).toBe('42');
    expect(params.has('beacon')).toBe(false);
  });

  it('leaves the server seed out while it is secret', () => {
    const href = verifyHref({ ...detail, server_seed: null, beacon: 'b' }, 0, 0);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1, href.indexOf('#')));
    expect(params.has('serverSeed')).toBe(false);
    expect(params.get('beacon')).toBe('b');
    expect(params.has('ticket')).toBe(false);
  });
});
