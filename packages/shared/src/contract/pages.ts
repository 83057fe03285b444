/**
 * The web app's pages, as React Router patterns without the language prefix (`/de/…`). The server answers
 * a page load with HTTP 200 only when the path matches one of them (and, for `lookup` pages, the id
 * exists); anything else gets the app with HTTP 404, so the SPA renders its not-found page. A web test
 * checks that `web/src/app/routes.tsx` declares exactly these patterns.
 */
export type PageLookup = 'case' | 'item' | 'battle' | 'giveaway';
export type PageRoute = { path: string; lookup?: PageLookup };

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/' },
  { path: '/403' },
  { path: '/500' },
  { path: '/remark/:slug' },
  { path: '/r/:code' },
  { path: '/blog' },
  { path: '/blog/:id' },
  { path: '/my' },
  { path: '/my/history' },
  { path: '/my/history/withdrawals' },
  { path: '/my/notifications' },
  { path: '/pay' },
  { path: '/pay/result' },
  { path: '/vip' },
  { path: '/free' },
  { path: '/case/:id', lookup: 'case' },
  { path: '/provablyfair' },
  { path: '/trust' },
  { path: '/fairness/stats' },
  { path: '/ops' },
  { path: '/ops/*' },
  { path: '/top' },
  { path: '/upgrade' },
  { path: '/mall' },
  { path: '/item/:id', lookup: 'item' },
  { path: '/battle' },
  { path: '/battle/create' },
  { path: '/battle/:id', lookup: 'battle' },
  { path: '/my/promotion' },
  { path: '/my/check' },
  { path: '/event' },
  { path: '/event/groupgrab' },
  { path: '/event/check' },
  { path: '/event/cards' },
  { path: '/event/ladder' },
  { path: '/event/recharge' },
  { path: '/event/wheel' },
  { path: '/event/flipping' },
  { path: '/event/snow' },
  { path: '/event/windows' },
  { path: '/event/coupon' },
  { path: '/event/survey' },
  { path: '/event/pre-register' },
  { path: '/event/christmas' },
  { path: '/event/thanksgiving' },
  { path: '/event/saints' },
  { path: '/event/bargain' },
  { path: '/event/old-new' },
  { path: '/mission' },
  { path: '/turntable' },
  { path: '/guess' },
  { path: '/giveaway' },
  { path: '/giveaway/:id', lookup: 'giveaway' },
  { path: '/login/*' },
];

export type PageMatch = { route: PageRoute; id?: string };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * The page a path (without language prefix or query) shows, by React Router's rules: static segments
 * (case-insensitive) win over `:params`, `*` takes the rest. `id` is the first parameter's value.
 */
export function matchPage(path: string, routes: readonly PageRoute[] = PAGE_ROUTES): PageMatch | undefined {
  let decoded: string[];
  try {
    decoded = segmentsOf(path).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  let best: { match: PageMatch; score: number } | undefined;
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    let score = 0;
    let id: string | undefined;
    let ok = true;
    for (let i = 0; i < pattern.length && ok; i++) {
      const part = pattern[i] as string;
      const value = decoded[i];
      if (part === '*') {
        score += 1;
        pattern.length = i + 1;
        break;
      }
      if (value === undefined) ok = false;
      else if (part.startsWith(':')) {
        id ??= value;
        score += 2;
      } else if (part.toLowerCase() === value.toLowerCase()) score += 3;
      else ok = false;
    }
    const splat = pattern[pattern.length - 1] === '*';
    if (!ok || (!splat && pattern.length !== decoded.length)) continue;
    if (!best || score > best.score) best = { match: { route, ...(id !== undefined ? { id } : {}) }, score };
  }
  return best?.match;
}
