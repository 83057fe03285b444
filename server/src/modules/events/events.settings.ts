import { isTimeZone } from '@dropforge/shared/domain';
import { z } from 'zod';
import { defineSettings } from '../../platform/modules';

export type EventsSettings = { timeZone: string; hotReload: boolean };

/**
 * EVENTS_TIME_ZONE: the operator's time zone (IANA name, default `UTC`). An event "day" (check-in, card flip,
 * free coins, per-day limits) starts at midnight there; an event's content may name its own `time_zone`.
 * EVENTS_HOT_RELOAD (`on` | `off`, default `on`): a change under content/events applies without a restart.
 */
export const eventsSettings = defineSettings(
  z.object({
    EVENTS_TIME_ZONE: z.string().refine(isTimeZone, 'an IANA time zone such as UTC or Europe/Warsaw').default('UTC'),
    EVENTS_HOT_RELOAD: z.enum(['on', 'off']).default('on'),
  }),
  (env): EventsSettings => ({ timeZone: env.EVENTS_TIME_ZONE, hotReload: env.EVENTS_HOT_RELOAD === 'on' }),
);
