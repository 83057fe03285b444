import { z } from 'zod';
import { envelope, paged, zBodyInt } from './envelope';
import { paymentsRoutes, vipRoutes } from './routes';
import { ZVipBoxes, ZVipBoxQuery, ZVipBoxReceive, ZVipTaskParams, ZVipTaskReceive, ZVipTasks } from './vip';

/** The largest amount (USD) any request may name; far below where thousandths stop being exact integers. */
export const AMOUNT_MAX = 1_000_000_000;
/**
 * API amounts: JSON numbers with at most 3 decimals (DESIGN §4), bounded so thousandths stay exact integers.
 * Exactly: the number must be the double nearest to a whole count of thousandths, so 5.0000000001 is refused
 * rather than taken as 5.000.
 */
export const zAmount = z
  .number()
  .finite()
  .min(-AMOUNT_MAX)
  .max(AMOUNT_MAX)
  .refine((v) => Math.round(v * 1000) / 1000 === v, { message: 'amount_decimals' });

export const ZPaymentMethod = z.object({
  id: z.string(),
  kind: z.enum(['card', 'giftcard', 'crypto']),
  name: z.string(),
  min: z.number(),
  max: z.number(),
  /** Handling fee rate added on top of the recharge (crypto); not included in the credited amount. */
  fee_rate: z.number(),
});
export type PaymentMethod = z.infer<typeof ZPaymentMethod>;
export const ZMethodsQuery = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
});
export const ZMethodsResult = z.object({
  country: z.string(),
  min_recharge: z.number(),
  bonus_rate: z.number(),
  methods: z.array(ZPaymentMethod),
});

export const ZRechargeBody = z.object({
  amount: zAmount.positive(),
  payment_id: z.string().min(1).max(40),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .optional(),
  /** 1 when started from the mall, the sell dialog or an item page: credits shop score. */
  od: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional(),
  /** Gift card code, for the gift card method. */
  code: z.string().trim().max(64).optional(),
  /** A ready top-up coupon of the player (group-grab reward): its amount is added when the order is paid, once. */
  coupon_id: zBodyInt(1, 2_147_483_647).optional(),
});
export type RechargeBody = z.infer<typeof ZRechargeBody>;
export const ZRechargeResult = z.object({ order_sn: z.string(), pay_url: z.string() });

export const ORDER_STATES = ['pending', 'paid', 'declined', 'cancelled', 'refunded'] as const;
export const ZOrder = z.object({
  order_sn: z.string(),
  state: z.enum(ORDER_STATES),
  amount: z.number(),
  fee: z.number(),
  bonus: z.number(),
  /** USD a top-up coupon added (0: none). */
  coupon: z.number(),
  currency: z.enum(['money', 'shop_score']),
  method: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Order = z.infer<typeof ZOrder>;
export const ZOrderParams = z.object({ order_sn: z.string().regex(/^DF[0-9A-Z]{8,40}$/) });

export const TRANSACTION_TYPES = [
  'sell',
  'deposit',
  'withdrawal',
  'upgrade',
  'case',
  'battle',
  'mall',
  'code',
  'referral',
  'vip',
  'event',
  'adjustment',
] as const;
export const ZTransactionsQuery = z.object({
  type: z.enum(TRANSACTION_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
});
/** An item a history entry is about (a sale, a withdrawal, a mall purchase), named in the request's language. */
export const ZTransactionItem = z.object({
  knapsack_id: z.number().int(),
  goods_id: z.number().int(),
  name: z.string(),
  hash_name: z.string(),
  picture: z.string(),
  quality: z.object({ value: z.string(), color: z.string() }),
  /** Current catalogue price (USD). */
  price: z.number(),
});
export type TransactionItem = z.infer<typeof ZTransactionItem>;
/** Items listed on one history entry at most (`item_count` says how many it is about). */
export const TRANSACTION_ITEMS_MAX = 5;

export const ZTransaction = z.object({
  id: z.number().int(),
  type: z.string(),
  /** Signed change of the balance; 0 for a withdrawal (an item leaves, no money moves). */
  amount: z.number(),
  currency: z.enum(['money', 'shop_score', 'score']),
  date: z.string(),
  state: z.string(),
  order_sn: z.string(),
  memo: z.string(),
  /** The items the entry is about (at most TRANSACTION_ITEMS_MAX), when it is about items. */
  items: z.array(ZTransactionItem).optional(),
  item_count: z.number().int().optional(),
  /**
   * Ledger entries: this entry's link of the player's hash chain of that balance and the link before it ('' for the
   * first); null for entries from before the chain (docs/trust.md). Absent on entries that are not ledger entries.
   */
  hash: z.string().nullable().optional(),
  prev_hash: z.string().nullable().optional(),
});
export type Transaction = z.infer<typeof ZTransaction>;

export const ZVipLevel = z.object({
  level: z.number().int(),
  color: z.string(),
  exp: z.number(),
  red_money: z.number(),
  box: z.object({ picture: z.string() }),
});
export const ZVipInfo = z.object({
  level: z.number().int(),
  color: z.string(),
  level_exp: z.number(),
  next_level_exp: z.number().nullable(),
  next_level: z
    .object({ level: z.number().int(), red_money: z.number(), box: z.object({ picture: z.string() }) })
    .nullable(),
  levels: z.array(ZVipLevel),
  /** Levels whose reward (`red_money`) has been paid to the player, ascending. */
  paid: z.array(z.number().int()),
});
export type VipInfo = z.infer<typeof ZVipInfo>;
/** `FallingGoods.{userId}` event `vip.reward`: a level reached and its reward (USD), for the falling-prize popup. */
export const VIP_REWARD_EVENT = 'vip.reward';
export type VipRewardEvent = { level: number; red_money: number };

/** `GET /api/svip/rakeback`: the share of the house edge paid back at the player's level, and what is claimable. */
export const ZRakeback = z.object({
  rate: z.number(),
  /** USD accrued and not claimed yet. */
  claimable: z.number(),
  /** USD accrued ever. */
  total: z.number(),
  /** Whether today's (UTC) claim was made; the next is possible from `next_claim_at`. */
  claimed_today: z.boolean(),
  next_claim_at: z.string(),
});
export type Rakeback = z.infer<typeof ZRakeback>;
export const ZRakebackReceive = z.object({ amount: z.number() });

export const vipApi = {
  rakeback: { ...vipRoutes.rakeback, result: envelope(ZRakeback) },
  rakebackReceive: { ...vipRoutes.rakebackReceive, result: envelope(ZRakebackReceive) },
  boxes: { ...vipRoutes.boxes, result: envelope(ZVipBoxes) },
  boxReceive: { ...vipRoutes.boxReceive, query: ZVipBoxQuery, result: envelope(ZVipBoxReceive) },
  tasks: { ...vipRoutes.tasks, result: envelope(ZVipTasks) },
  taskReceive: { ...vipRoutes.taskReceive, params: ZVipTaskParams, result: envelope(ZVipTaskReceive) },
} as const;

export const paymentsApi = {
  methods: { ...paymentsRoutes.methods, query: ZMethodsQuery, result: envelope(ZMethodsResult) },
  recharge: {
    ...paymentsRoutes.recharge,
    body: ZRechargeBody,
    result: envelope(ZRechargeResult),
  },
  order: { ...paymentsRoutes.order, params: ZOrderParams, result: envelope(ZOrder) },
  transactions: {
    ...paymentsRoutes.transactions,
    query: ZTransactionsQuery,
    result: envelope(paged(ZTransaction)),
  },
  /** The same history as CSV (at most 5000 rows; a file, not an envelope). */
  transactionsCsv: { ...paymentsRoutes.transactionsCsv, query: ZTransactionsQuery },
  svip: { ...paymentsRoutes.svip, result: envelope(ZVipInfo) },
} as const;
