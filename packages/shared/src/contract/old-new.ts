import { z } from 'zod';
import { envelope } from './envelope';
import { ZGrant, ZPrizeView } from './events';
import { oldNewRoutes } from './routes';

/**
 * `new`: the account was made at most `new_days` before the event started (or during it); `old`: earlier — a
 * returning player. Fixed per account for the whole run.
 */
export const OLD_NEW_GROUPS = ['old', 'new'] as const;
export type OldNewGroup = (typeof OLD_NEW_GROUPS)[number];

/** `todo`: not enough points yet; `ready`: reached, waiting to be received; `received`. */
export const ZOldNewExtra = z.object({
  id: z.number().int(),
  group: z.enum(['all', ...OLD_NEW_GROUPS]),
  points: z.number().int(),
  reward: ZPrizeView,
  state: z.enum(['todo', 'ready', 'received', 'other_group']),
});
export type OldNewExtra = z.infer<typeof ZOldNewExtra>;

export const ZOldNewInfo = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** The viewer's group (null: a visitor). */
  group: z.enum(OLD_NEW_GROUPS).nullable(),
  /** Accounts made at most this many days before the start are new players. */
  new_days: z.number().int(),
  points: z.number().int(),
  /** Points per USD wagered and deposited, and per friend invited (bound to the player's code in the window). */
  per_stake: z.number().nullable(),
  per_deposit: z.number().nullable(),
  per_invite: z.number().int(),
  extra: z.array(ZOldNewExtra),
  /** The viewer's place in the ranking, or null. */
  rank: z.number().int().nullable(),
});
export type OldNewInfo = z.infer<typeof ZOldNewInfo>;

export const ZOldNewRow = z.object({
  rank: z.number().int(),
  name: z.string(),
  avatar: z.string(),
  points: z.number().int(),
  group: z.enum(OLD_NEW_GROUPS),
  me: z.boolean(),
});
export type OldNewRow = z.infer<typeof ZOldNewRow>;
export const ZOldNewRanking = z.object({
  list: z.array(ZOldNewRow),
  mine: ZOldNewRow.nullable(),
  ends_at: z.string(),
});
export type OldNewRanking = z.infer<typeof ZOldNewRanking>;

export const ZOldNewRankingReward = z.object({
  /** Rewards by place: ranks `from`…`to` each receive `reward`. */
  list: z.array(z.object({ from: z.number().int(), to: z.number().int(), reward: ZPrizeView })),
  /** When the ranking rewards were paid (ISO), or null while the event runs. */
  paid_at: z.string().nullable(),
  /** The viewer's ranking reward: `pending` until the end, `paid` once paid, `none` outside the rewarded places. */
  mine: z
    .object({ rank: z.number().int(), reward: ZPrizeView.nullable(), state: z.enum(['pending', 'paid', 'none']) })
    .nullable(),
});
export type OldNewRankingReward = z.infer<typeof ZOldNewRankingReward>;

export const ZOldNewExtraParams = z.object({ id: z.coerce.number().int().min(1).max(1_000_000) });
export const ZOldNewExtraResult = ZGrant.extend({ id: z.number().int(), points: z.number().int() });
export type OldNewExtraResult = z.infer<typeof ZOldNewExtraResult>;

export const oldNewApi = {
  info: { ...oldNewRoutes.info, result: envelope(ZOldNewInfo) },
  extraReceive: { ...oldNewRoutes.extraReceive, params: ZOldNewExtraParams, result: envelope(ZOldNewExtraResult) },
  ranking: { ...oldNewRoutes.ranking, result: envelope(ZOldNewRanking) },
  rankingReward: { ...oldNewRoutes.rankingReward, result: envelope(ZOldNewRankingReward) },
} as const;
