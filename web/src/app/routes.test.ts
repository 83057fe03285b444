import { PAGE_ROUTES } from '@dropforge/shared/contract/pages';
import { createRoutesFromChildren, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import EventRoutes from './event-routes';
import { AppRoutes } from './routes';

/** Every page pattern the router declares, with its parents' paths joined in. */
function patterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const own = route.index ? parent || '/' : route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent;
    const mine = route.index || route.path ? [own] : [];
    return [...mine, ...patterns(route.children ?? [], own)];
  });
}

describe('page routes', () => {
  it('declares exactly the pages of the shared list the server answers 200 for (plus the catch-all)', () => {
    const routes = createRoutesFromChildren(AppRoutes().props.children);
    // `/event/*` is a table of its own (event-routes.tsx), loaded with the first event page.
    const events = createRoutesFromChildren(EventRoutes().props.children);
    expect(patterns(routes)).toContain('/event/*');
    const declared = [...patterns(routes), ...patterns(events, '/event')].filter((p) => p !== '/*' && p !== '/event/*');
    expect([...declared].sort()).toEqual(PAGE_ROUTES.map((r) => r.path).sort());
  });
});
