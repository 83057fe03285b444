/** Responsible gaming's routes (see routes.ts); the web imports this file from the `/my` chunk only. */
export const limitsRoutes = {
  get: { method: 'GET', path: '/api/user/limits' },
  set: { method: 'POST', path: '/api/user/limits' },
  coolOff: { method: 'POST', path: '/api/user/cool_off' },
  selfExclusion: { method: 'POST', path: '/api/user/self_exclusion' },
} as const;
