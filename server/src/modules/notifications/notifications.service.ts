import {
  NOTIFICATION_EVENT,
  type Notification,
  type NotificationEvent,
  type NotificationsQuery,
  type NotificationsResult,
} from '@dropforge/shared/contract';
import { isLang, type Lang } from '@dropforge/shared/domain';
import type { Bus, BusMessage } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import { type Db, isoTime } from '../../platform/db';
import { AppError } from '../../platform/http';
import { externalPictureUrl } from '../../platform/images';
import { personalOf } from './notifications.events';
import * as repo from './notifications.repo';
import type { NotificationsSettings } from './notifications.settings';
import { isPersonalKind, pickText, renderPersonal } from './notifications.texts';

type Log = { warn: (obj: unknown, msg?: string) => void };

export type NotificationsDeps = {
  db: Db;
  bus: Bus;
  clock: Clock;
  log: Log;
  settings: NotificationsSettings;
  /** The player's VIP level (the `levels` extension point; 0 when no module tells). */
  levelOf: (userId: number) => Promise<number>;
  /** When the player's account was created (the auth module). */
  joinedAt: (userId: number) => Promise<Date | undefined>;
};

/** The contract's notification of a row, in `lang`. */
export function notificationView(row: repo.NotificationRow, lang: Lang): Notification {
  const content =
    row.type === 0
      ? { title: pickText(row.params.title, lang), text: pickText(row.params.text, lang) }
      : isPersonalKind(row.kind)
        ? renderPersonal(row.kind, row.params, lang)
        : { title: row.kind, text: '' };
  return {
    id: row.id,
    type: row.type === 0 ? 0 : 1,
    is_read: row.is_read ? 1 : 0,
    created_at: isoTime(row.created_at),
    content: { ...content, image: externalPictureUrl(row.image), sign_contract: row.link },
  };
}

/**
 * Personal notifications from other modules' events on `notifications.{id}`, platform notifications from content,
 * read marks, and the unread count pushed back on the player's channel after every change.
 */
export function createNotifications(deps: NotificationsDeps) {
  const { db, bus, clock, log, settings } = deps;

  async function reader(userId: number, joined?: Date): Promise<repo.Reader> {
    const [level, joinedAt] = await Promise.all([
      deps.levelOf(userId).catch(() => 0),
      joined ? Promise.resolve(joined) : deps.joinedAt(userId),
    ]);
    return { userId, level, joinedAt: joinedAt ?? new Date(0), now: new Date(clock.now()) };
  }

  async function push(userId: number, item: Notification | null, r?: repo.Reader) {
    const unread = await repo.unreadOf(db, r ?? (await reader(userId)));
    const data: NotificationEvent = { item, unread };
    await bus.publish({ channel: `notifications.${userId}`, event: NOTIFICATION_EVENT, data });
    return unread;
  }

  /** One event → at most one row: the unique source key decides which delivery (or instance) inserts it. */
  async function onEvent(message: BusMessage) {
    const made = personalOf(message, settings, new Date(clock.now()));
    if (!made) return;
    const row = await repo.insertPersonal(db, made);
    if (!row) return;
    const stored = await repo.langOfUser(db, made.userId);
    await push(made.userId, notificationView(row, isLang(stored) ? stored : 'en'));
  }

  return {
    onEvent,
    async list(
      player: { id: number; createdAt: Date },
      q: NotificationsQuery,
      lang: Lang,
    ): Promise<NotificationsResult> {
      const r = await reader(player.id, player.createdAt);
      await repo.rememberLang(db, player.id, lang);
      const [{ rows, total }, unread] = await Promise.all([
        repo.listFor(db, r, {
          type: q.type,
          isRead: q.is_read === undefined ? undefined : q.is_read === 1,
          limit: q.limit,
          offset: (q.page - 1) * q.limit,
        }),
        repo.unreadOf(db, r),
      ]);
      return { list: rows.map((row) => notificationView(row, lang)), page: q.page, total, unread };
    },
    async unread(userId: number): Promise<number> {
      return repo.unreadOf(db, await reader(userId));
    },
    /** Someone else's id (or one not aimed at the player) changes nothing and answers 404. */
    async markOne(player: { id: number; createdAt: Date }, id: number) {
      const r = await reader(player.id, player.createdAt);
      if (!(await repo.markOne(db, r, id))) throw new AppError('not_found');
      return { unread: await push(player.id, null, r) };
    },
    async markAll(player: { id: number; createdAt: Date }) {
      const r = await reader(player.id, player.createdAt);
      await repo.markAll(db, r);
      return { unread: await push(player.id, null, r) };
    },
    subscribe() {
      return bus.subscribe((message) => {
        if (message.event === NOTIFICATION_EVENT || !message.channel.startsWith('notifications.')) return;
        onEvent(message).catch((e) => log.warn({ err: e }, `notification of ${message.event} not stored`));
      });
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotifications>;
