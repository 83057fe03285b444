import { z } from 'zod';
import { envelope, paged } from './envelope';
import { notificationsRoutes } from './routes';

/** Spec §3: 0 platform (content, for every player it targets), 1 personal (from the player's own events). */
export const NOTIFICATION_TYPE = { platform: 0, personal: 1 } as const;
export const NOTIFICATIONS_PAGE_SIZE = 10;

export const ZNotification = z.object({
  id: z.number().int(),
  type: z.union([z.literal(0), z.literal(1)]),
  /** 0 unread, 1 read (spec §3). */
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  content: z.object({
    /** Plain text: render as text, never as HTML. */
    title: z.string(),
    text: z.string(),
    /** A picture URL or ''. */
    image: z.string(),
    /** Where Go leads: a site path (`/my/history`) or an https link (a Steam trade offer), or '' for none. */
    sign_contract: z.string(),
  }),
});
export type Notification = z.infer<typeof ZNotification>;

const flag = z.enum(['0', '1']).transform(Number);
export const ZNotificationsQuery = z.object({
  is_read: flag.pipe(z.union([z.literal(0), z.literal(1)])).optional(),
  type: flag.pipe(z.union([z.literal(0), z.literal(1)])).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationsQuery = z.infer<typeof ZNotificationsQuery>;

export const ZNotificationsResult = paged(ZNotification).extend({ unread: z.number().int() });
export type NotificationsResult = z.infer<typeof ZNotificationsResult>;
export const ZMarkResult = z.object({ unread: z.number().int() });

/**
 * `notifications.{userId}` event of the notifications module: a new notification (`item`) or a changed read
 * state (`item` null), with the player's unread count after it.
 */
export const NOTIFICATION_EVENT = 'notification';
export type NotificationEvent = { item: Notification | null; unread: number };

/** Events other modules publish on `notifications.{userId}`; each carries the id the notification is keyed by. */
export const DEPOSIT_EVENT = 'deposit';
export type DepositEvent = { order_sn: string; currency: string; amount: number };
export const VIP_LEVEL_EVENT = 'vip.level_up';
export type VipLevelEvent = { level: number };
export const BATTLE_WON_EVENT = 'battle.won';
export type BattleWonEvent = { battle_id: number; received: number };
export const UPGRADE_WON_EVENT = 'upgrade.won';
export type UpgradeWonEvent = { upgrade_id: number; name: string; picture: string; value: number };
export const CODE_REDEEMED_EVENT = 'code.redeemed';
/** `id`: the redemption; USD `amount` (cash), coins `tokens` (token), `box_id` (box). */
export type CodeRedeemedEvent = {
  id: number;
  type: 'cash' | 'token' | 'box';
  amount: number;
  tokens: number;
  box_id: string | null;
};
export const REFERRAL_EARNED_EVENT = 'referral.earned';
/** A rebate on a referred player's deposit (`order_sn`), USD `amount`. */
export type ReferralEarnedEvent = { order_sn: string; amount: number };

export const notificationsApi = {
  list: { ...notificationsRoutes.list, query: ZNotificationsQuery, result: envelope(ZNotificationsResult) },
  markAll: { ...notificationsRoutes.markAll, result: envelope(ZMarkResult) },
  markOne: {
    ...notificationsRoutes.markOne,
    params: z.object({ id: z.coerce.number().int().min(1).max(2147483647) }),
    result: envelope(ZMarkResult),
  },
} as const;
