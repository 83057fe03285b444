import type { GIVEAWAY_CONDITION as CONDITION, GiftRoom, GIVEAWAY_STATE as STATE } from '@dropforge/shared/contract';

/** The contract's constants, restated: importing values from the contract would bundle zod into the page. */
export const GIVEAWAY_STATE = { active: 1, drawing: 2, ended: 3 } as const satisfies typeof STATE;
/** A host room cancelled before its draw (escrow returned): only its own page shows it. */
export const GIVEAWAY_CANCELLED = 4;
const GIVEAWAY_CONDITION = {
  free: 0,
  ticket: 1,
  deposit: 2,
  vip: 3,
  password: 4,
  invite: 5,
} as const satisfies typeof CONDITION;

export type JoinState =
  /** A visitor: the button opens the sign-in layer. */
  | 'signIn'
  | 'join'
  | 'joining'
  | 'joined'
  /** The viewer hosts the room (a host cannot join their own). */
  | 'host'
  /** Below the room's VIP level: the button says what it takes. */
  | 'vip'
  /** Joining has closed; the draw is running or about to. */
  | 'drawing'
  | 'ended';

export const isEnded = (room: Pick<GiftRoom, 'state'>): boolean => room.state !== GIVEAWAY_STATE.active;
export const isDrawn = (room: Pick<GiftRoom, 'state'>): boolean => room.state === GIVEAWAY_STATE.ended;

/** `state.<key>` of the room's state pill. */
export function stateKey(state: number): 'active' | 'drawing' | 'ended' | 'cancelled' {
  return state === GIVEAWAY_STATE.active
    ? 'active'
    : state === GIVEAWAY_STATE.drawing
      ? 'drawing'
      : state === GIVEAWAY_CANCELLED
        ? 'cancelled'
        : 'ended';
}

/** Whether joining has closed while the room is still active (its end passed, or its people target is met). */
export function isClosing(
  room: Pick<GiftRoom, 'state' | 'end_time' | 'time_slot_end' | 'people_target' | 'total_people'>,
  now: number,
): boolean {
  if (room.state !== GIVEAWAY_STATE.active) return false;
  const end = room.time_slot_end ?? room.end_time;
  if (end && Date.parse(end) <= now) return true;
  return room.people_target !== null && room.total_people >= room.people_target;
}

/** The join button's state (spec §4 giveaway; the server has the last word on every condition). */
export function joinState(
  room: Pick<
    GiftRoom,
    'state' | 'joined' | 'end_time' | 'time_slot_end' | 'people_target' | 'total_people' | 'conditions' | 'host'
  >,
  viewer: { signedIn: boolean; vip: number; pending: boolean; now: number; userId?: number | null },
): JoinState {
  if (room.state === GIVEAWAY_STATE.drawing) return room.joined ? 'joined' : 'drawing';
  if (room.state !== GIVEAWAY_STATE.active) return 'ended';
  if (room.joined) return 'joined';
  if (isClosing(room, viewer.now)) return 'drawing';
  if (viewer.userId != null && room.host?.user_id === viewer.userId) return 'host';
  if (!viewer.signedIn) return 'signIn';
  if (viewer.pending) return 'joining';
  if (room.conditions.vip !== null && viewer.vip < room.conditions.vip) return 'vip';
  return 'join';
}

/**
 * How often the page asks for the room again (ms), or false: every 10 s while open, every 2 s in the last
 * minute and while the draw runs, never once drawn. A continuous room close to its target counts as near.
 */
export function pollInterval(
  room: Pick<GiftRoom, 'state' | 'end_time' | 'people_target' | 'total_people'> | undefined,
  now: number,
): number | false {
  if (!room || (room.state !== GIVEAWAY_STATE.active && room.state !== GIVEAWAY_STATE.drawing)) return false;
  if (room.state === GIVEAWAY_STATE.drawing) return 2000;
  const left = room.end_time ? Date.parse(room.end_time) - now : Number.POSITIVE_INFINITY;
  const nearTarget = room.people_target !== null && room.people_target - room.total_people <= 2;
  return left <= 60_000 || nearTarget ? 2000 : 10_000;
}

/** The card's condition badge: the strictest entry condition (spec `condition`, 4 = password). */
export const CONDITION_KEYS = {
  [GIVEAWAY_CONDITION.free]: 'free',
  [GIVEAWAY_CONDITION.ticket]: 'ticket',
  [GIVEAWAY_CONDITION.deposit]: 'deposit',
  [GIVEAWAY_CONDITION.vip]: 'vip',
  [GIVEAWAY_CONDITION.password]: 'password',
  [GIVEAWAY_CONDITION.invite]: 'invite',
} as const satisfies Record<number, string>;
export type ConditionKey = (typeof CONDITION_KEYS)[keyof typeof CONDITION_KEYS];

export function conditionKey(condition: number): ConditionKey {
  return (CONDITION_KEYS as Record<number, ConditionKey>)[condition] ?? 'free';
}
