/**
 * Method and path of every API route, without schemas. The `*Api` tables spread their entries from here, so a
 * path is written once; the web imports this file alone (a value import of the tables would bundle zod) and
 * types its calls from the tables (web/src/lib/client.ts).
 */

export const authRoutes = {
  sendCode: { method: 'POST', path: '/api/user/send_email_code' },
  register: { method: 'POST', path: '/api/email/register' },
  login: { method: 'POST', path: '/api/email/login' },
  forget: { method: 'POST', path: '/api/email/forget' },
  profile: { method: 'GET', path: '/api/user' },
  update: { method: 'POST', path: '/api/user/update' },
  tradeUrl: { method: 'POST', path: '/api/user/trade_url' },
  bindEmail: { method: 'POST', path: '/api/user/bind_email' },
  upload: { method: 'POST', path: '/api/upload_img' },
  logout: { method: 'POST', path: '/api/user/logout' },
  logoutAll: { method: 'POST', path: '/api/user/logout_all' },
} as const;
export const battlesRoutes = {
  list: { method: 'GET', path: '/api/battle' },
  mine: { method: 'GET', path: '/api/battle/mine' },
  history: { method: 'GET', path: '/api/battle/history' },
  detail: { method: 'GET', path: '/api/battle/:id' },
  create: { method: 'POST', path: '/api/battle' },
  join: { method: 'POST', path: '/api/battle/:id/join' },
  leave: { method: 'POST', path: '/api/battle/:id/leave' },
  bots: { method: 'POST', path: '/api/battle/:id/bots' },
  copy: { method: 'POST', path: '/api/battle/:id/copy' },
} as const;
export const captchaRoutes = {
  get: { method: 'POST', path: '/api/captcha/get' },
  check: { method: 'POST', path: '/api/captcha/check' },
  aes: { method: 'POST', path: '/api/aes' },
} as const;
export const casesRoutes = {
  list: { method: 'GET', path: '/api/box' },
  detail: { method: 'GET', path: '/api/box/:id' },
  open: { method: 'POST', path: '/api/box/:id/open' },
} as const;
export const catalogRoutes = {
  goodsConfig: { method: 'GET', path: '/api/goods_config/:class' },
  goods: { method: 'GET', path: '/api/goods/:id' },
} as const;
export const contentRoutes = {
  config: { method: 'GET', path: '/api/config' },
  page: { method: 'GET', path: '/api/page/:slug' },
  footer: { method: 'GET', path: '/api/footer' },
  banner: { method: 'GET', path: '/api/banner' },
  noticeNew: { method: 'GET', path: '/api/notice_new' },
  articles: { method: 'GET', path: '/api/article' },
  article: { method: 'GET', path: '/api/article/:id' },
  rolling: { method: 'GET', path: '/api/rolling_data' },
} as const;
export const feedbackRoutes = {
  send: { method: 'POST', path: '/api/user/feedback' },
  support: { method: 'GET', path: '/api/support' },
} as const;
export const followRoutes = {
  follow: { method: 'POST', path: '/api/orders/follow' },
} as const;
export const dropsRoutes = {
  list: { method: 'GET', path: '/api/drop' },
  top: { method: 'GET', path: '/api/drop_top' },
} as const;
export const fairRoutes = {
  seeds: { method: 'GET', path: '/api/pfv_api' },
  update: { method: 'POST', path: '/api/pfv_api' },
  log: { method: 'GET', path: '/api/pfv_log' },
} as const;
export const eventsRoutes = {
  list: { method: 'GET', path: '/api/events' },
  prizes: { method: 'GET', path: '/api/events/:key/prizes' },
  checkIn: { method: 'GET', path: '/api/check_in' },
  checkInDo: { method: 'POST', path: '/api/check_in' },
  cards: { method: 'GET', path: '/api/cards' },
  flip: { method: 'POST', path: '/api/cards/flip' },
  freeCoins: { method: 'GET', path: '/api/free_coins' },
  freeCoinsClaim: { method: 'POST', path: '/api/free_coins' },
  tasks: { method: 'GET', path: '/api/tasks' },
  taskReceive: { method: 'POST', path: '/api/tasks/:id/receive' },
  timeTask: { method: 'GET', path: '/api/time_task' },
} as const;
/** Onboarding mechanics of the events engine (issue 20): guidance checklist, surveys, pre-registration. */
export const onboardingRoutes = {
  guidance: { method: 'GET', path: '/api/guidance' },
  guidanceOpen: { method: 'GET', path: '/api/guidance_open' },
  guidanceReceive: { method: 'POST', path: '/api/guidance/:step/receive' },
  surveys: { method: 'GET', path: '/api/ques_surveys' },
  surveyStore: { method: 'POST', path: '/api/ques_surveys/:id/store' },
  preRegister: { method: 'GET', path: '/api/pre_register' },
  preRegisterReserve: { method: 'POST', path: '/api/pre_register' },
  preRegisterShow: { method: 'GET', path: '/api/pre_register/show_reward' },
  preRegisterSuccess: { method: 'GET', path: '/api/pre_register/success_register' },
} as const;
export const freeRoutes = {
  list: { method: 'GET', path: '/api/free' },
  open: { method: 'POST', path: '/api/free/:id/open' },
} as const;
export const inventoryRoutes = {
  backpack: { method: 'GET', path: '/api/system_shop/backpack' },
  sell: { method: 'POST', path: '/api/system_shop/sell' },
} as const;
export const mallRoutes = {
  list: { method: 'GET', path: '/api/system_shop' },
  buy: { method: 'GET', path: '/api/system_shop/:id/buy' },
  item: { method: 'GET', path: '/api/system_shop/item/:id' },
} as const;
export const paymentsRoutes = {
  methods: { method: 'GET', path: '/api/payment/methods' },
  recharge: { method: 'POST', path: '/api/system_shop/recharge' },
  order: { method: 'GET', path: '/api/payment/order/:order_sn' },
  transactions: { method: 'GET', path: '/api/wallet/transactions' },
  transactionsCsv: { method: 'GET', path: '/api/wallet/transactions.csv' },
  svip: { method: 'GET', path: '/api/svip' },
} as const;
export const steamRoutes = {
  auth: { method: 'GET', path: '/api/steam_auth' },
  authWithCode: { method: 'GET', path: '/api/steam_auth/:code' },
  callback: { method: 'GET', path: '/api/steam_auth/callback' },
  doneScript: { method: 'GET', path: '/api/steam_auth/done.js' },
  out: { method: 'GET', path: '/api/steam_out' },
} as const;
export const upgradeRoutes = {
  config: { method: 'GET', path: '/api/upgrade/config' },
  targets: { method: 'GET', path: '/api/upgrade/targets' },
  upgrade: { method: 'POST', path: '/api/upgrade' },
  history: { method: 'GET', path: '/api/upgrade/history' },
} as const;
export const withdrawalsRoutes = {
  extract: { method: 'POST', path: '/api/system_shop/extract' },
  list: { method: 'GET', path: '/api/withdrawals' },
} as const;
export const codesRoutes = {
  redeem: { method: 'POST', path: '/api/user/cdkey' },
} as const;
export const affiliatesRoutes = {
  buildSpread: { method: 'POST', path: '/api/user/build_spread' },
  spread: { method: 'GET', path: '/api/user/spread' },
  receive: { method: 'POST', path: '/api/user/spread/receive' },
  poster: { method: 'GET', path: '/api/user/spread/poster' },
  promotion: { method: 'POST', path: '/api/user/promotion' },
} as const;
export const notificationsRoutes = {
  list: { method: 'GET', path: '/api/message/notifications' },
  markAll: { method: 'GET', path: '/api/message/mark_as_read' },
  markOne: { method: 'GET', path: '/api/message/mark_as_read/:id' },
} as const;
// In a file of its own so the web's lazily loaded responsible-gaming code brings it, not the entry (size budget).
export { limitsRoutes } from './routes-limits';
export const giveawaysRoutes = {
  list: { method: 'GET', path: '/api/gift/shop' },
  detail: { method: 'GET', path: '/api/gift/shop/:id' },
  join: { method: 'GET', path: '/api/gift/join/:id' },
  create: { method: 'POST', path: '/api/gift/shop' },
  cancel: { method: 'POST', path: '/api/gift/shop/:id/cancel' },
} as const;
export const vipRoutes = {
  rakeback: { method: 'GET', path: '/api/svip/rakeback' },
  rakebackReceive: { method: 'POST', path: '/api/svip/rakeback/receive' },
  /** Spec §7: GETs; the two receives change state (`changesState`: same-site only, no HEAD). */
  boxes: { method: 'GET', path: '/api/svip/box' },
  boxReceive: { method: 'GET', path: '/api/svip/receive/box' },
  tasks: { method: 'GET', path: '/api/svip/task' },
  taskReceive: { method: 'GET', path: '/api/svip/:id/receive' },
} as const;
export {
  flippingRoutes,
  guessRoutes,
  ladderRoutes,
  seasonalRoutes,
  smashRoutes,
  turntableRoutes,
  wheelRoutes,
} from './routes-events';
export { groupGrabRoutes } from './routes-groupgrab';
export { opsRoutes } from './routes-ops';
// Issue 22's social mechanics, in a file of their own (their pages are lazy chunks).
export { bargainRoutes, oldNewRoutes } from './routes-social';
export const trustRoutes = {
  rtp: { method: 'GET', path: '/api/stats/rtp' },
  withdrawals: { method: 'GET', path: '/api/stats/withdrawals' },
  version: { method: 'GET', path: '/api/box/version/:hash' },
  versions: { method: 'GET', path: '/api/box/versions' },
  liabilities: { method: 'GET', path: '/api/transparency/liabilities' },
  proof: { method: 'GET', path: '/api/transparency/liabilities/proof' },
} as const;
