import { z } from 'zod';
import { ZGoods } from './catalog';
import { envelope, paged, zBodyInt } from './envelope';
import { withdrawalsRoutes } from './routes';

/** Withdrawal (retrieval) states (spec §5). `in_progress`: buying on the market; `ready`: the trade offer is sent. */
export const WITHDRAWAL_STATES = ['in_progress', 'ready', 'success', 'failed', 'cancelled'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];
/** States a withdrawal leaves only once; the item is locked (`withdrawing`) while in one of them. */
export const ACTIVE_WITHDRAWAL_STATES = ['in_progress', 'ready'] as const satisfies readonly WithdrawalState[];
export const WITHDRAWALS_PAGE_SIZE = 10;
/** Items withdrawn in one request at most. */
export const EXTRACT_MAX_ITEMS = 20;

export const ZExtractBody = z.object({
  knapsack_id: z
    .array(zBodyInt(1, Number.MAX_SAFE_INTEGER))
    .max(EXTRACT_MAX_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'distinct items' }),
});
export type ExtractBody = z.infer<typeof ZExtractBody>;

export const ZWithdrawal = z.object({
  id: z.number().int(),
  knapsack_id: z.number().int(),
  state: z.enum(WITHDRAWAL_STATES),
  goods: ZGoods,
  /** USD value of the item when the withdrawal was requested. */
  price: z.number(),
  /** `sandbox` or the marketplace's name. */
  provider: z.string(),
  /** The Steam trade offer to accept, once `ready`. */
  offer_url: z.string().nullable(),
  /** When a sent offer expires (ISO time), once `ready`. */
  expires_at: z.string().nullable(),
  /** Why it failed or was cancelled (an English reason for support; the web shows the state's text). */
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Withdrawal = z.infer<typeof ZWithdrawal>;

export const ZExtractResult = z.object({ list: z.array(ZWithdrawal) });
export type ExtractResult = z.infer<typeof ZExtractResult>;

export const ZWithdrawalsQuery = z.object({
  state: z.enum(WITHDRAWAL_STATES).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(WITHDRAWALS_PAGE_SIZE),
});
export type WithdrawalsQuery = z.infer<typeof ZWithdrawalsQuery>;

/** `notifications.{userId}` event when one of the player's withdrawals changes state; data: the withdrawal. */
export const WITHDRAWAL_EVENT = 'withdrawal';

export const withdrawalsApi = {
  extract: {
    ...withdrawalsRoutes.extract,
    body: ZExtractBody,
    result: envelope(ZExtractResult),
  },
  list: { ...withdrawalsRoutes.list, query: ZWithdrawalsQuery, result: envelope(paged(ZWithdrawal)) },
} as const;
