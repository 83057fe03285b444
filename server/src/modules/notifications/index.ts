export { notificationsModule } from './notifications.module';
export type { NotificationsService } from './notifications.service';
