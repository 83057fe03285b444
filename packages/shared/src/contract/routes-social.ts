/** Help-a-friend bargains and the old-player / new-player event (issue 22; see routes.ts). */
export const bargainRoutes = {
  mine: { method: 'GET', path: '/api/bargain' },
  create: { method: 'POST', path: '/api/bargain/create' },
  detail: { method: 'GET', path: '/api/bargain/:id' },
  help: { method: 'POST', path: '/api/bargain/:id/help' },
  open: { method: 'POST', path: '/api/bargain/:id/open' },
} as const;
export const oldNewRoutes = {
  info: { method: 'GET', path: '/api/old_new' },
  /** Spec §7: a GET that pays (`changesState`: same-site only, no HEAD). */
  extraReceive: { method: 'GET', path: '/api/old_new/extra_receive/:id' },
  ranking: { method: 'GET', path: '/api/old_new/ranking' },
  rankingReward: { method: 'GET', path: '/api/old_new/ranking_reward' },
} as const;
