import {
  GIFT_WON_EVENT,
  type GiftCancelEvent,
  type GiftDrawEvent,
  type GiftJoinEvent,
  type GiftWonEvent,
  giftChannel,
} from '@dropforge/shared/contract';
import type { Bus } from '../../platform/bus';
import type { Log } from './giveaways.deps';

/**
 * The realtime side of rooms (DESIGN §7): `join`, `draw` and `cancel` on the public `gift.{id}` channel, and a
 * winner's `giveaway.won` on their own `notifications.{id}` (the notifications module stores it once per room).
 * Published after commit; a failed publish is logged, never undoes anything.
 */
export function createGiftEvents(bus: Bus, log: Log) {
  const send = (channel: string, event: string, data: unknown) =>
    bus.publish({ channel, event, data }).catch((e) => log.warn({ err: e }, `giveaway event ${event} not published`));
  return {
    joined: (data: GiftJoinEvent) => send(giftChannel(data.room_id), 'join', data),
    drawn: (data: GiftDrawEvent) => send(giftChannel(data.room_id), 'draw', data),
    cancelled: (data: GiftCancelEvent) => send(giftChannel(data.room_id), 'cancel', data),
    won: (userId: number, data: GiftWonEvent) => send(`notifications.${userId}`, GIFT_WON_EVENT, data),
  };
}

export type GiftEvents = ReturnType<typeof createGiftEvents>;
