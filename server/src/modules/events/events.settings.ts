import { isTimeZone } from '@dropforge/shared/domain';
import { z } from 'zod';
import { defineSettings } from '../../platform/modules';
import type { SameChecks } from './device-keys';

export type EventsSettings = {
  timeZone: string;
  hotReload: boolean;
  /** Group-grab anti-abuse: one slot per room per address / per device id (`X-Device-Id`). */
  groupGrab: SameChecks;
  /** Bargain anti-abuse: a bargain's asker and helpers hold one address / one device id each. */
  bargain: SameChecks;
};

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * EVENTS_TIME_ZONE: the operator's time zone (IANA name, default `UTC`). An event "day" (check-in, card flip,
 * free coins, per-day limits) starts at midnight there; an event's content may name its own `time_zone`.
 * EVENTS_HOT_RELOAD (`on` | `off`, default `on`): a change under content/events applies without a restart.
 * GROUPGRAB_ONE_PER_ADDRESS (default true): two members of a group-grab room may not share an address (the site's
 * RATE_LIMIT_TRUSTED_IPS are exempt); GROUPGRAB_ONE_PER_DEVICE (default true): nor a device id (the web client's
 * `X-Device-Id`, kept in the browser). Both stop one person filling slots with their own second accounts.
 * BARGAIN_ONE_PER_ADDRESS and BARGAIN_ONE_PER_DEVICE (default true): the same for a bargain's asker and helpers.
 */
export const eventsSettings = defineSettings(
  z.object({
    EVENTS_TIME_ZONE: z.string().refine(isTimeZone, 'an IANA time zone such as UTC or Europe/Warsaw').default('UTC'),
    EVENTS_HOT_RELOAD: z.enum(['on', 'off']).default('on'),
    GROUPGRAB_ONE_PER_ADDRESS: flag.default(true),
    GROUPGRAB_ONE_PER_DEVICE: flag.default(true),
    BARGAIN_ONE_PER_ADDRESS: flag.default(true),
    BARGAIN_ONE_PER_DEVICE: flag.default(true),
  }),
  (env): EventsSettings => ({
    timeZone: env.EVENTS_TIME_ZONE,
    hotReload: env.EVENTS_HOT_RELOAD === 'on',
    groupGrab: { sameAddress: env.GROUPGRAB_ONE_PER_ADDRESS, sameDevice: env.GROUPGRAB_ONE_PER_DEVICE },
    bargain: { sameAddress: env.BARGAIN_ONE_PER_ADDRESS, sameDevice: env.BARGAIN_ONE_PER_DEVICE },
  }),
);
