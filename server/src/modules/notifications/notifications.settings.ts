import { type Milli, parseMilli } from '@dropforge/shared/domain';
import { z } from 'zod';
import { defineSettings } from '../../platform/modules';

export type NotificationsSettings = { upgradeMinValue: Milli };

/** NOTIFY_UPGRADE_MIN_VALUE: a won upgrade makes a personal notification when the item is worth at least this (USD, 10). */
export const notificationsSettings = defineSettings(
  z.object({ NOTIFY_UPGRADE_MIN_VALUE: z.coerce.number().min(0).max(1_000_000).default(10) }),
  (env): NotificationsSettings => ({ upgradeMinValue: parseMilli(env.NOTIFY_UPGRADE_MIN_VALUE) }),
);
