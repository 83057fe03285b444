/** Group-grab coupon rooms and coupons (issue 22, spec §7 `/api/coupon/*`), apart from `routes.ts` (see routes-events.ts). */
export const groupGrabRoutes = {
  room: { method: 'GET', path: '/api/coupon/room/create' },
  create: { method: 'POST', path: '/api/coupon/room/create' },
  look: { method: 'GET', path: '/api/coupon/room/join' },
  join: { method: 'POST', path: '/api/coupon/room/join' },
  parent: { method: 'POST', path: '/api/coupon/room/parent' },
  backpack: { method: 'GET', path: '/api/coupon/room_backpack' },
  receive: { method: 'GET', path: '/api/coupon/room_receive/:id' },
  offers: { method: 'GET', path: '/api/coupon' },
  offer: { method: 'GET', path: '/api/coupon/:id/details' },
  invite: { method: 'GET', path: '/api/coupon/:id/get_invite' },
  offerJoin: { method: 'POST', path: '/api/coupon/:a/:b/join' },
  offerLook: { method: 'GET', path: '/api/coupon/:a/:b/look' },
} as const;
