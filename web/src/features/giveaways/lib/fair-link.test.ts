import { describe, expect, it } from 'vitest';
import { verifyHref } from './fair-link';

const fairness = {
  server_seed_hash: 'a'.repeat(64),
  server_seed: null as string | null,
  client_seeds: null as string[] | null,
  beacon: null as string | null,
  rolls: null,
};

describe('the /provablyfair link of a room', () => {
  it('before the draw holds the hash only', () => {
    const url = new URL(verifyHref({ id: 12, gift_user_count: 2, fairness }), 'https://x.test');
    expect(url.pathname).toBe('/provablyfair');
    expect(url.hash).toBe('#verify');
    expect(url.searchParams.get('game')).toBe('giveaway');
    expect(url.searchParams.get('hash')).toBe('a'.repeat(64));
    expect(url.searchParams.has('serverSeed')).toBe(false);
    expect(url.searchParams.has('seeds')).toBe(false);
    expect(url.searchParams.get('room')).toBe('12');
  });

  it('after the draw carries the seed, the client seeds in join order, the winners and the room', () => {
    const drawn = { ...fairness, server_seed: 'b'.repeat(64), client_seeds: ['x,1', ' y ', 'z'], beacon: 'blk' };
    const url = new URL(verifyHref({ id: 12, gift_user_count: 2, fairness: drawn }), 'https://x.test');
    expect(url.searchParams.get('serverSeed')).toBe('b'.repeat(64));
    expect(url.searchParams.get('hash')).toBe('a'.repeat(64));
    expect(url.searchParams.getAll('seeds')).toEqual(['x,1', ' y ', 'z']);
    expect(url.searchParams.get('winners')).toBe('2');
    expect(url.searchParams.get('beacon')).toBe('blk');
    expect(url.searchParams.get('room')).toBe('12');
  });
});
