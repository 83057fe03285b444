import { z } from 'zod';
import { envelope, paged } from './envelope';
import { trustRoutes } from './routes';

/** Games whose stakes and payouts are counted: `case` rows carry the case id, the others null. */
export const ZRtpRow = z.object({
  game: z.string(),
  box_id: z.string().nullable(),
  /** What the odds promised over the counted bets (expected payout ÷ staked); null before the first bet. */
  published_rtp: z.number().nullable(),
  /** Paid ÷ staked; null before the first bet. */
  realised_rtp: z.number().nullable(),
  bets: z.number().int(),
  /** USD staked (coins for coin games: see `currency`). */
  wagered: z.number(),
  /** USD paid out, items at their price when won. */
  paid: z.number(),
  /** The 95 % band of `realised_rtp` from the odds' variance. */
  ci_low: z.number().nullable(),
  ci_high: z.number().nullable(),
  currency: z.enum(['money', 'score']),
});
export type RtpRow = z.infer<typeof ZRtpRow>;
export const ZRtpResult = z.object({ list: z.array(ZRtpRow), updated_at: z.string().nullable() });
export type RtpResult = z.infer<typeof ZRtpResult>;

export const ZWithdrawalFigure = z.object({
  provider: z.string(),
  window: z.enum(['24h', '30d']),
  /** Finished withdrawals in the window (delivered + failed). */
  finished: z.number().int(),
  delivered: z.number().int(),
  /** Delivered ÷ finished; null when none finished. */
  success_rate: z.number().nullable(),
  /** Seconds from request to delivery, over the delivered ones. */
  median_seconds: z.number().nullable(),
  p90_seconds: z.number().nullable(),
});
export type WithdrawalFigure = z.infer<typeof ZWithdrawalFigure>;
export const ZWithdrawalFigures = z.object({ list: z.array(ZWithdrawalFigure) });
export type WithdrawalFigures = z.infer<typeof ZWithdrawalFigures>;

export const ZCaseVersion = z.object({
  hash: z.string(),
  box_id: z.string(),
  created_at: z.string(),
});
export type CaseVersion = z.infer<typeof ZCaseVersion>;
export const ZCaseVersionDetail = ZCaseVersion.extend({
  /** The hashed text: `goods_id:ticket_from:ticket_to` lines in ticket order. */
  contents: z.string(),
  items: z.array(z.object({ goods_id: z.number().int(), ticket_from: z.number().int(), ticket_to: z.number().int() })),
});
export type CaseVersionDetail = z.infer<typeof ZCaseVersionDetail>;
export const ZCaseVersionsQuery = z.object({
  box_id: z.string().max(80).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const ZHashParams = z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) });

export const LIABILITY_CURRENCIES = ['money', 'shop_score', 'score'] as const;
export const ZLiabilityRoot = z.object({
  currency: z.enum(LIABILITY_CURRENCIES),
  /** When the snapshot was taken (ISO time). */
  date: z.string(),
  root: z.string(),
  /** Sum of every leaf, thousandths. */
  total: z.number().int(),
  leaves: z.number().int(),
});
export type LiabilityRoot = z.infer<typeof ZLiabilityRoot>;
export const ZLiabilitiesResult = z.object({ list: z.array(ZLiabilityRoot) });
export const ZProofQuery = z.object({ currency: z.enum(LIABILITY_CURRENCIES).default('money') });
export const ZLiabilityProof = z.object({
  currency: z.enum(LIABILITY_CURRENCIES),
  date: z.string(),
  /** The balance counted for the player, thousandths. */
  leaf: z.object({ user_hash: z.string(), balance: z.number().int() }),
  /** The player's own salt and id: `user_hash` = sha256("${user_id}:${salt}"). */
  user_id: z.number().int(),
  salt: z.string(),
  path: z.array(z.object({ hash: z.string(), sum: z.number().int(), side: z.enum(['left', 'right']) })),
  root: z.string(),
  total: z.number().int(),
});
export type LiabilityProof = z.infer<typeof ZLiabilityProof>;

export const trustApi = {
  rtp: { ...trustRoutes.rtp, result: envelope(ZRtpResult) },
  withdrawals: { ...trustRoutes.withdrawals, result: envelope(ZWithdrawalFigures) },
  version: { ...trustRoutes.version, params: ZHashParams, result: envelope(ZCaseVersionDetail) },
  versions: { ...trustRoutes.versions, query: ZCaseVersionsQuery, result: envelope(paged(ZCaseVersion)) },
  liabilities: { ...trustRoutes.liabilities, result: envelope(ZLiabilitiesResult) },
  proof: { ...trustRoutes.proof, query: ZProofQuery, result: envelope(ZLiabilityProof) },
} as const;
