import { z } from 'zod';
import { envelope, paged } from './envelope';
import { ZOrderParams } from './payments';
import { opsRoutes } from './routes-ops';

/**
 * The operator console (issue 25). Operators are not players: their own accounts (TOTP second factor), their own
 * sessions (`Authorization: Bearer ops_…`, never valid on player routes), and permissions per area.
 */
export const OPS_ROLES = ['admin', 'support', 'finance', 'content'] as const;
export type OpsRole = (typeof OPS_ROLES)[number];
export const OPS_AREAS = [
  'cases',
  'players',
  'payments',
  'withdrawals',
  'events',
  'content',
  'reports',
  'audit',
  'operators',
] as const;
export type OpsArea = (typeof OPS_AREAS)[number];

/** What each role may do: admin everything; the others the areas of their work. */
export const ROLE_AREAS: Record<OpsRole, readonly OpsArea[]> = {
  admin: OPS_AREAS,
  support: ['players', 'withdrawals'],
  finance: ['payments', 'withdrawals', 'reports', 'players'],
  content: ['cases', 'events', 'content', 'reports'],
};

export const opsAmount = z
  .union([z.number(), z.string().regex(/^-?\d{1,12}(\.\d{1,3})?$/)])
  .transform(Number)
  .pipe(z.number().finite());
export const opsReason = z.string().trim().min(3).max(300);
const amount = opsAmount;
const reason = opsReason;

export const ZOperator = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(OPS_ROLES),
  areas: z.array(z.enum(OPS_AREAS)),
});
export type Operator = z.infer<typeof ZOperator>;

export const ZOpsLoginBody = z.object({
  email: z.string().trim().toLowerCase().email().max(200),
  password: z.string().min(1).max(200),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const ZOpsLogin = z.object({ token: z.string(), expires_at: z.string(), operator: ZOperator });
export const ZOpsSession = z.object({
  id: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  ip: z.string(),
  current: z.boolean(),
});
export const ZIdParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
});

// Cases ------------------------------------------------------------------------------------------------------------

export const ZDesignBody = z.object({
  goods_ids: z.array(z.number().int().min(1)).min(2).max(60),
  price: amount.pipe(z.number().min(0.01).max(100_000)),
  target_rtp: z.number().min(0.5).max(0.99),
});
export type DesignBody = z.input<typeof ZDesignBody>;
export const ZDesign = z.object({
  items: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string(),
      picture: z.string(),
      color: z.string(),
      price: z.number(),
      tickets: z.number().int(),
      /** Percent. */
      odds: z.number(),
    }),
  ),
  price: z.number(),
  rtp: z.number(),
  expected_value: z.number(),
  house_edge: z.number(),
  /** Standard deviation of one opening's payout ÷ price. */
  volatility: z.number(),
  /** The house's cumulative profit along one simulated run of 100 000 openings (101 points, every 1 000). */
  curve: z.array(z.object({ n: z.number().int(), profit: z.number() })),
  /** The simulated run's realised RTP. */
  simulated_rtp: z.number(),
});
export type Design = z.infer<typeof ZDesign>;

export const OPS_CASE_ID = /^[a-z0-9][a-z0-9-]{1,59}$/;
export const ZCaseDraftBody = ZDesignBody.extend({
  id: z.string().regex(OPS_CASE_ID).optional(),
  name: z.string().trim().min(2).max(60),
  category: z.string().trim().min(1).max(40).default('site'),
  level: z.number().int().min(0).max(10).default(0),
});
export type CaseDraftBody = z.input<typeof ZCaseDraftBody>;
export const ZCaseStateBody = z.object({
  enabled: z.boolean(),
  /** ISO times; null clears. A case opens only between them. */
  available_from: z.iso.datetime({ offset: true }).nullable().optional(),
  available_until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export const ZCaseIdParams = z.object({ id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/) });
export const ZOpsCase = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  /** `official` and `site` cases come from content files; `designed` ones from this console. */
  source: z.enum(['official', 'site', 'designed']),
  /** designed cases: `draft` until published; content cases are always `published`. */
  state: z.enum(['draft', 'published']),
  enabled: z.boolean(),
  price: z.number().nullable(),
  rtp: z.number().nullable(),
  contents_hash: z.string().nullable(),
  items: z.number().int(),
  available_from: z.string().nullable(),
  available_until: z.string().nullable(),
  /** A published designed case whose draft was edited since (publishing makes a new version). */
  draft_pending: z.boolean(),
  version: z.number().int(),
});
export type OpsCase = z.infer<typeof ZOpsCase>;
export const ZOpsCaseDetail = ZOpsCase.extend({
  draft: z
    .object({
      goods_ids: z.array(z.number().int()),
      price: z.number(),
      target_rtp: z.number(),
      name: z.string(),
      category: z.string(),
      level: z.number().int(),
    })
    .nullable(),
});
export type OpsCaseDetail = z.infer<typeof ZOpsCaseDetail>;
export const ZGoodsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZOpsGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  picture: z.string(),
  color: z.string(),
  /** The price is estimated (no market quote). */
  estimated: z.boolean(),
});

// Players ----------------------------------------------------------------------------------------------------------

export const ZPlayersQuery = z.object({
  q: z.string().trim().min(1).max(100),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const ZOpsPlayer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  steam_id: z.string().nullable(),
  created_at: z.string(),
  flagged: z.boolean(),
  money: z.number(),
});
export const ZOpsPlayerDetail = ZOpsPlayer.extend({
  balances: z.object({ money: z.number(), shop_score: z.number(), score: z.number() }),
  held: z.object({ money: z.number(), shop_score: z.number(), score: z.number() }),
  vip_level: z.number().int(),
  responsible: z.object({ state: z.string(), until: z.string().nullable() }),
  host: z.boolean(),
  ledger: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      currency: z.string(),
      amount: z.number(),
      memo: z.string(),
      ref: z.string(),
      created_at: z.string(),
    }),
  ),
  backpack: z.array(
    z.object({ id: z.number().int(), name: z.string(), price: z.number(), state: z.string(), created_at: z.string() }),
  ),
  withdrawals: z.array(
    z.object({ id: z.number().int(), name: z.string(), price: z.number(), state: z.string(), created_at: z.string() }),
  ),
  orders: z.array(
    z.object({
      order_sn: z.string(),
      state: z.string(),
      amount: z.number(),
      bonus: z.number(),
      created_at: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({ id: z.number().int(), created_at: z.string(), last_seen: z.string().nullable(), ip: z.string() }),
  ),
  notes: z.array(z.object({ id: z.number().int(), text: z.string(), operator: z.string(), created_at: z.string() })),
});
export type OpsPlayerDetail = z.infer<typeof ZOpsPlayerDetail>;
export const ZAdjustBody = z.object({
  currency: z.enum(['money', 'shop_score', 'score']),
  amount: amount.pipe(
    z
      .number()
      .min(-1_000_000)
      .max(1_000_000)
      .refine((n) => n !== 0, 'not zero'),
  ),
  reason,
});
export const ZNoteBody = z.object({ text: z.string().trim().min(1).max(2000) });
export const ZFlagsBody = z.object({ withdrawals_blocked: z.boolean(), reason });
export const ZPlayerSessionParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  sid: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

// Withdrawals and payments -----------------------------------------------------------------------------------------

export const OPS_WITHDRAWAL_STATES = ['in_progress', 'ready', 'success', 'failed', 'cancelled'] as const;
export const ZOpsWithdrawalsQuery = z.object({
  state: z.enum(OPS_WITHDRAWAL_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const ZOpsWithdrawal = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_name: z.string(),
  name: z.string(),
  price: z.number(),
  provider: z.string(),
  state: z.enum(OPS_WITHDRAWAL_STATES),
  attempts: z.number().int(),
  reason: z.string().nullable(),
  purchased: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const ZWithdrawalCounts = z.object({
  counts: z.record(z.string(), z.number().int()),
  providers: z.array(
    z.object({
      name: z.string(),
      configured: z.boolean(),
      active: z.number().int(),
      failed_24h: z.number().int(),
      /** USD the site's account on the market holds (null: no account, as the sandbox, or unreadable). */
      balance: z.number().nullable(),
      balance_error: z.string().nullable(),
    }),
  ),
});
export const ZOpsOrdersQuery = z.object({
  state: z.string().max(20).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const ZOpsOrder = z.object({
  order_sn: z.string(),
  user_id: z.number().int(),
  user_name: z.string(),
  state: z.string(),
  amount: z.number(),
  bonus: z.number(),
  currency: z.string(),
  method: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export const ZRefundBody = z.object({ reason });
export const ZRefund = z.object({
  order_sn: z.string(),
  /** Taken back from the player: the deposit and every bonus it paid. */
  reversed: z.number(),
  /** Referral rebates cancelled (unpaid) or taken back (paid). */
  rebates_reversed: z.number(),
});

// Catalogue and prices ---------------------------------------------------------------------------------------------

export const ZCatalogStatus = z.object({
  /** The configured market source (`file`, `skinport`, `estimate`). */
  source: z.string(),
  /** The refresh schedule (cron) when the source refreshes, else null. */
  refresh_cron: z.string().nullable(),
  /** The newest price change of any item. */
  last_refresh: z.string().nullable(),
  goods: z.number().int(),
  /** Items by where their price comes from (`estimate` is not market data; `override` is an operator's). */
  by_source: z.record(z.string(), z.number().int()),
  overrides: z.array(
    z.object({
      goods_id: z.number().int(),
      name: z.string(),
      price: z.number(),
      previous_price: z.number(),
      reason: z.string(),
      expires_at: z.string(),
      operator: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type CatalogStatus = z.infer<typeof ZCatalogStatus>;
export const ZCatalogGoodsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  /** Only items whose price is an estimate. */
  estimated: z.enum(['0', '1']).default('0'),
  page: z.coerce.number().int().min(1).max(10000).default(1),
});
export const ZCatalogGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  source: z.string(),
  price_updated_at: z.string(),
  picture: z.string(),
  color: z.string(),
});
export const ZOverrideBody = z.object({
  goods_id: z.number().int().min(1),
  price: amount.pipe(z.number().min(0.01).max(1_000_000)),
  reason,
  /** When the override ends and the market price applies again (at most 90 days ahead). */
  expires_at: z.iso.datetime({ offset: true }),
});

// Reports and audit ------------------------------------------------------------------------------------------------

export const ZReportQuery = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export const ZReportDay = z.object({
  day: z.string(),
  deposits: z.number(),
  deposit_count: z.number().int(),
  wagered: z.number(),
  paid: z.number(),
  ggr: z.number(),
  promotions: z.number(),
  ngr: z.number(),
  active_players: z.number().int(),
});
export const ZReportGame = z.object({
  game: z.string(),
  box_id: z.string().nullable(),
  bets: z.number().int(),
  wagered: z.number(),
  paid: z.number(),
  realised_rtp: z.number().nullable(),
  published_rtp: z.number().nullable(),
});
export const ZDailyReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(ZReportDay),
  games: z.array(ZReportGame),
  withdrawals: z.record(z.string(), z.number().int()),
  totals: z.object({ deposits: z.number(), ggr: z.number(), ngr: z.number(), promotions: z.number() }),
});
export type DailyReport = z.infer<typeof ZDailyReport>;
export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  q: z.string().trim().max(100).optional(),
});
export const ZAuditEntry = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

export const opsOk = envelope(z.object({ ok: z.literal(true) }));
const ok = opsOk;

export const opsApi = {
  login: { ...opsRoutes.login, body: ZOpsLoginBody, result: envelope(ZOpsLogin) },
  logout: { ...opsRoutes.logout, result: ok },
  me: { ...opsRoutes.me, result: envelope(ZOperator) },
  sessions: { ...opsRoutes.sessions, result: envelope(z.object({ list: z.array(ZOpsSession) })) },
  revokeSession: { ...opsRoutes.revokeSession, params: ZIdParams, result: ok },
  cases: { ...opsRoutes.cases, result: envelope(z.object({ list: z.array(ZOpsCase) })) },
  caseDetail: { ...opsRoutes.caseDetail, params: ZCaseIdParams, result: envelope(ZOpsCaseDetail) },
  design: { ...opsRoutes.design, body: ZDesignBody, result: envelope(ZDesign) },
  createCase: { ...opsRoutes.createCase, body: ZCaseDraftBody, result: envelope(ZOpsCase) },
  editCase: {
    ...opsRoutes.editCase,
    params: ZCaseIdParams,
    body: ZCaseDraftBody.omit({ id: true }),
    result: envelope(ZOpsCase),
  },
  publishCase: { ...opsRoutes.publishCase, params: ZCaseIdParams, result: envelope(ZOpsCase) },
  caseState: { ...opsRoutes.caseState, params: ZCaseIdParams, body: ZCaseStateBody, result: envelope(ZOpsCase) },
  goods: { ...opsRoutes.goods, query: ZGoodsQuery, result: envelope(z.object({ list: z.array(ZOpsGoods) })) },
  players: { ...opsRoutes.players, query: ZPlayersQuery, result: envelope(paged(ZOpsPlayer)) },
  player: { ...opsRoutes.player, params: ZIdParams, result: envelope(ZOpsPlayerDetail) },
  adjust: {
    ...opsRoutes.adjust,
    params: ZIdParams,
    body: ZAdjustBody,
    result: envelope(z.object({ tx_id: z.number().int(), balance: z.number() })),
  },
  note: { ...opsRoutes.note, params: ZIdParams, body: ZNoteBody, result: ok },
  flags: { ...opsRoutes.flags, params: ZIdParams, body: ZFlagsBody, result: ok },
  revokePlayerSession: { ...opsRoutes.revokePlayerSession, params: ZPlayerSessionParams, result: ok },
  withdrawals: { ...opsRoutes.withdrawals, query: ZOpsWithdrawalsQuery, result: envelope(paged(ZOpsWithdrawal)) },
  withdrawalCounts: { ...opsRoutes.withdrawalCounts, result: envelope(ZWithdrawalCounts) },
  retryWithdrawal: { ...opsRoutes.retryWithdrawal, params: ZIdParams, result: ok },
  cancelWithdrawal: { ...opsRoutes.cancelWithdrawal, params: ZIdParams, body: ZRefundBody, result: ok },
  orders: { ...opsRoutes.orders, query: ZOpsOrdersQuery, result: envelope(paged(ZOpsOrder)) },
  refund: { ...opsRoutes.refund, params: ZOrderParams, body: ZRefundBody, result: envelope(ZRefund) },
  catalog: { ...opsRoutes.catalog, result: envelope(ZCatalogStatus) },
  catalogGoods: { ...opsRoutes.catalogGoods, query: ZCatalogGoodsQuery, result: envelope(paged(ZCatalogGoods)) },
  setOverride: { ...opsRoutes.setOverride, body: ZOverrideBody, result: ok },
  removeOverride: { ...opsRoutes.removeOverride, params: ZIdParams, body: ZRefundBody, result: ok },
  daily: { ...opsRoutes.daily, query: ZReportQuery, result: envelope(ZDailyReport) },
  audit: { ...opsRoutes.audit, query: ZAuditQuery, result: envelope(paged(ZAuditEntry)) },
} as const;
