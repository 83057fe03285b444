import { describe, expect, it } from 'vitest';
import { matchPage } from './pages';

describe('matchPage', () => {
  it('prefers static segments over parameters, like React Router', () => {
    expect(matchPage('/battle/create')?.route.path).toBe('/battle/create');
    expect(matchPage('/battle/42')).toEqual({ route: { path: '/battle/:id', lookup: 'battle' }, id: '42' });
  });

  it('matches case-insensitively, ignores a trailing slash and decodes parameters', () => {
    expect(matchPage('/MALL/')?.route.path).toBe('/mall');
    expect(matchPage('/case/knife%20box')?.id).toBe('knife box');
    expect(matchPage('/')?.route.path).toBe('/');
  });

  it('lets a splat take the rest, even nothing', () => {
    expect(matchPage('/login')?.route.path).toBe('/login/*');
    expect(matchPage('/login/steam/return')?.route.path).toBe('/login/*');
  });

  it('finds no page for unknown or overlong paths and bad escapes', () => {
    for (const path of ['/no-such-page', '/case', '/case/a/b', '/my/history/x', '/case/%E0%A4%A']) {
      expect(matchPage(path)).toBeUndefined();
    }
  });
});
