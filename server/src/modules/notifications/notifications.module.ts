import { defineModule } from '../../platform/modules';
import { authModule } from '../auth';
import { loadPlatformNotifications } from './notifications.content';
import { insertBroadcast, replacePlatform } from './notifications.repo';
import { notificationsRoutes } from './notifications.routes';
import { createNotifications } from './notifications.service';
import { notificationsSettings } from './notifications.settings';

/**
 * Notifications (issue 17): listens on `notifications.*` for other modules' events and stores each once as a
 * personal notification; platform notifications come from `content/notifications/`. Imported by nobody but app.ts.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  needs: { auth: authModule },
  settings: notificationsSettings,
  create({ platform, settings, extensions, needs }) {
    const { database, bus, clock, log, config } = platform;
    const platformList = loadPlatformNotifications(config.contentDir);
    const notifications = createNotifications({
      db: database.db,
      bus,
      clock,
      log,
      settings,
      levelOf: async (userId) => (extensions.levels[0] ? extensions.levels[0](userId) : 0),
      joinedAt: needs.auth.joinedAt,
    });
    let unsubscribe: (() => void) | undefined;
    return {
      provides: { service: notifications },
      routes: notificationsRoutes({ notifications }),
      listens: ['notifications.*'],
      async start() {
        await replacePlatform(database.db, platformList);
        unsubscribe = notifications.subscribe();
      },
      stop: () => unsubscribe?.(),
      contributes: {
        profile: async (userId: number) => ({ unread: await notifications.unread(userId) }),
        // The console's platform notifications live beside content/notifications' (`ops:` keys, kept at boot).
        broadcast: (tx, n) =>
          insertBroadcast(tx, {
            sourceKey: `ops:${n.key}`,
            params: { title: n.title, text: n.text },
            image: '',
            link: n.link,
            audience: n.audience,
            minLevel: n.audience === 'vip' ? n.min_level : 0,
            newDays: n.audience === 'new' ? n.new_days : 0,
            createdAt: n.at,
          }),
      },
    };
  },
});
