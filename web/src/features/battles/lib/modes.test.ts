import { describe, expect, it } from 'vitest';
import { layoutOf, teamOf, withLayout, withMode } from './modes';

describe('seats and modes', () => {
  it('2v2 is the team mode, both ways', () => {
    expect(withLayout({ players: 2, mode: 'crazy' }, '2v2')).toEqual({ players: 4, mode: 'team' });
    expect(withMode({ players: 3, mode: 'standard' }, 'team')).toEqual({ players: 4, mode: 'team' });
    expect(layoutOf({ players: 4, mode: 'team' })).toBe('2v2');
  });

  it('leaving 2v2 leaves team mode; other modes keep their seats', () => {
    expect(withLayout({ players: 4, mode: 'team' }, '1v1v1')).toEqual({ players: 3, mode: 'standard' });
    expect(withLayout({ players: 2, mode: 'terminal' }, '1v1v1v1')).toEqual({ players: 4, mode: 'terminal' });
    expect(withMode({ players: 4, mode: 'team' }, 'crazy')).toEqual({ players: 4, mode: 'crazy' });
    expect(layoutOf({ players: 4, mode: 'crazy' })).toBe('1v1v1v1');
  });

  it('puts slots 0 and 1 against 2 and 3', () => {
    expect([0, 1, 2, 3].map((slot) => teamOf('team', slot))).toEqual([0, 0, 1, 1]);
    expect(teamOf('standard', 3)).toBeNull();
  });
});
