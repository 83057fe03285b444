/**
 * Method and path of the event mechanics' routes (issues 21, 22), apart from `routes.ts` so the site's first paint
 * does not carry them: only the lazily loaded event pages import them.
 */

/** Ladder box and recharge-open boxes (issue 21); `:id` of a ladder box is its event key. */
export const ladderRoutes = {
  list: { method: 'GET', path: '/api/ladder_box' },
  check: { method: 'GET', path: '/api/ladder_box/:id/check' },
  start: { method: 'POST', path: '/api/ladder_box/:id/start' },
  climb: { method: 'POST', path: '/api/ladder_box/:id/climb' },
  cashOut: { method: 'POST', path: '/api/ladder_box/:id/cash_out' },
  rechargeBoxes: { method: 'GET', path: '/api/rechargeOpenBox' },
  rechargeOpen: { method: 'POST', path: '/api/rechargeOpenBox/open' },
} as const;
/** The prize wheel (issue 21, spec §7): spins paid in coins plus a free one a day. `:id` is the wheel's event key. */
export const wheelRoutes = {
  first: { method: 'GET', path: '/api/wheel/first' },
  list: { method: 'GET', path: '/api/wheel' },
  prize: { method: 'GET', path: '/api/wheel/prize/:id' },
  start: { method: 'POST', path: '/api/wheel/:id/start' },
} as const;
/** The flipping board (issue 21, spec §7): face-down cards turned over for prizes. `:id` is the board's event key. */
export const flippingRoutes = {
  first: { method: 'GET', path: '/api/flipping/first' },
  list: { method: 'GET', path: '/api/flipping' },
  prize: { method: 'GET', path: '/api/flipping/prize/:id' },
  start: { method: 'GET', path: '/api/flipping/:id/start' },
} as const;
/** The web turntable (issue 21, spec §7): chances from deposits and daily tasks, spent on a draw. */
export const turntableRoutes = {
  list: { method: 'GET', path: '/api/web_turntable' },
  rewardList: { method: 'GET', path: '/api/web_turntable/:id/rewardList' },
  /** Spec path: a GET that draws and pays (`changesState`: same-site only, no HEAD). */
  getReward: { method: 'GET', path: '/api/web_turntable/:id/get_reward' },
  taskReceive: { method: 'POST', path: '/api/web_turntable/:id/task/:task/receive' },
} as const;
/** Smashing windows and the snowball smash (issue 21): event tokens spent on one provably-fair draw each. */
export const smashRoutes = {
  windows: { method: 'GET', path: '/api/smashing_windows' },
  windowsConfig: { method: 'GET', path: '/api/smashing_windows_config' },
  windowsLog: { method: 'GET', path: '/api/smashing_windows_log' },
  smash: { method: 'POST', path: '/api/smashing_windows/:index/smash' },
  snowball: { method: 'GET', path: '/api/snowball' },
  snowballThrow: { method: 'POST', path: '/api/snowball/:target/throw' },
} as const;
/**
 * Seasonal events (issue 21): Christmas, Thanksgiving and saints on one mechanic. `{event}` is an event key, `{case}`
 * an event case of it, `{milestone}` a milestone's number (1 = the first). `GET /api/thanksgiving_day` is not in the
 * spec: the page's list of the season (the spec gives Thanksgiving no list route).
 */
export const seasonalRoutes = {
  christmas: { method: 'GET', path: '/api/christmas' },
  christmasOpen: { method: 'GET', path: '/api/christmas/open' },
  thanksgiving: { method: 'GET', path: '/api/thanksgiving_day' },
  thanksgivingPrize: { method: 'POST', path: '/api/thanksgiving_day/:event/:milestone/prize' },
  thanksgivingDrop: { method: 'GET', path: '/api/thanksgiving_day/:event/drop' },
  thanksgivingOpen: { method: 'POST', path: '/api/thanksgiving_day/:event/:case/open' },
  thanksgivingDetails: { method: 'GET', path: '/api/thanksgiving_day/:event/:case/details' },
  saints: { method: 'GET', path: '/api/saints' },
  saintsPrize: { method: 'POST', path: '/api/saints/:case/prize' },
} as const;
/** Guess (issue 21, spec §7): players back an outcome of an event with coins; the operator settles it. */
export const guessRoutes = {
  list: { method: 'GET', path: '/api/guess' },
  first: { method: 'GET', path: '/api/guess/first' },
  detail: { method: 'GET', path: '/api/guess/:id/detail' },
  /** Spec path: a GET that pays a winner (`changesState`: same-site only, no HEAD). */
  receive: { method: 'GET', path: '/api/guess/:id/receive' },
  support: { method: 'POST', path: '/api/guess/:id/support/:n' },
} as const;
