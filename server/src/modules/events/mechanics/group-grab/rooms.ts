import { randomInt } from 'node:crypto';
import type { Coupon, Room } from '@dropforge/shared/contract';
import { type Lang, type Milli, minMilli, parseMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../../../platform/clock';
import type { Database, Tx } from '../../../../platform/db';
import { AppError, answerInTx } from '../../../../platform/http';
import type { CouponUse, DepositHook, Player } from '../../../../platform/ports';
import type { Referrals } from '../../../auth';
import { keysOf as deviceKeys } from '../../device-keys';
import type { Engine, EventDef } from '../../events.engine';
import * as claims from '../../events.repo';
import type { EventsSettings } from '../../events.settings';
import * as repo from '../../groupgrab.repo';

export const GROUP_GRAB = 'group_grab';
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type GroupGrabDeps = {
  engine: Engine;
  database: Database;
  clock: Clock;
  settings: EventsSettings['groupGrab'];
  referrals?: Referrals;
  publicUrl: string;
  /** Days after registration a player may still bind an invitation code (content/affiliates.json `bind_days`). */
  bindDays: number;
  trustedIps: readonly string[];
};

const newCode = () => Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

/**
 * Group-grab coupon rooms (issue 22). A player opens a room; friends bound to the creator's invitation code fill its
 * slots (Mission 1) and top up (Mission 2: their deposits since joining, counted by the `deposited` hook). When both
 * are done before `room_close`, every member wins the room's coupon, received once and used once at a case open.
 */
/** The reward a new room stores: the event's case coupon, with its top-up coupon when it has one. */
export function storedReward(cfg: NonNullable<EventDef['group_grab']>): repo.StoredReward {
  return cfg.topup_coupon ? { ...cfg.coupon, topup: { target: 'recharge', ...cfg.topup_coupon } } : cfg.coupon;
}

export function createGroupGrab(deps: GroupGrabDeps) {
  const { engine, database, clock } = deps;
  const now = () => new Date(clock.now());
  const linkOf = (code: string) => `${deps.publicUrl.replace(/\/$/, '')}/event/groupgrab?code=${code}`;
  const configOf = (event: EventDef) => event.group_grab!;

  function stateOf(r: repo.RoomRow): Room['state'] {
    if (r.completed_at) return 'completed';
    return r.closes_at.getTime() <= clock.now() ? 'closed' : 'open';
  }

  async function view(r: repo.RoomRow, viewer: number | undefined, via = database.db): Promise<Room> {
    const list = await repo.members(via, r.id);
    const creator = list.find((m) => m.slot === 0);
    const role = viewer === r.creator_id ? 'creator' : list.some((m) => m.user_id === viewer) ? 'member' : 'visitor';
    return {
      key: r.event_key,
      code: r.code,
      link: linkOf(r.code),
      room_close: r.closes_at.toISOString(),
      state: stateOf(r),
      task1: { user: r.slots, recharge: list.length },
      task2: r.recharge > 0 ? { recharge: toAmount(r.recharge), recharge_over: toAmount(r.recharge_over) } : [],
      users: list.map((m) => ({ slot: m.slot, name: m.name, avatar: m.avatar, me: m.user_id === viewer })),
      creator: { name: creator?.name ?? '', avatar: creator?.avatar ?? '' },
      role,
      reward: repo.rewardsOf(r.reward)[0]!,
      rewards: repo.rewardsOf(r.reward),
      completed_at: r.completed_at?.toISOString() ?? null,
    };
  }

  /** The address and device keys a member's slot holds (null: not checked, or a trusted address). */
  const keysOf = (req: FastifyRequest) => deviceKeys(req, deps.settings, deps.trustedIps);

  async function completeIn(tx: Tx, room: repo.RoomRow, at: Date): Promise<void> {
    if (await repo.complete(tx, room.id, at)) await repo.insertCoupons(tx, room);
  }

  async function roomByCode(code: string, key?: string): Promise<repo.RoomRow> {
    const room = await repo.byCode(database.db, code);
    if (!room || (key !== undefined && room.event_key !== key)) throw new AppError('room_not_found');
    return room;
  }

  function couponView(c: repo.CouponRow, lang: Lang): Coupon {
    const event = engine.events.find((e) => e.key === c.event_key);
    const expired = c.state === 'ready' && c.expires_at !== null && c.expires_at.getTime() <= clock.now();
    return {
      id: c.id,
      key: c.event_key,
      title: event?.title[lang] ?? c.event_key,
      room_code: c.room_code,
      target: c.target,
      amount: toAmount(c.amount),
      min: toAmount(c.min_price),
      valid_days: c.valid_days,
      state: expired ? 'expired' : c.state,
      expires_at: c.expires_at?.toISOString() ?? null,
      received_at: c.received_at?.toISOString() ?? null,
      used_at: c.used_at?.toISOString() ?? null,
    };
  }

  return {
    view,
    roomByCode,
    linkOf,

    /** `GET /api/coupon/room/create`: the player's newest room (of event `key`), or null. */
    async mine(player: Player, key?: string): Promise<Room | null> {
      const room = await repo.latestOf(database.db, player.id, key);
      return room ? view(room, player.id) : null;
    },

    /**
     * `POST /api/coupon/room/create`: the player's live room of the event, or a new one (the creator in slot 0).
     * New rooms per operator day are the event's `limits.per_day` (a unique claim key, default 1).
     */
    async create(player: Player, req: FastifyRequest, key: string | undefined): Promise<Room> {
      const event = await engine.find(GROUP_GRAB, key, player, req);
      const cfg = configOf(event);
      const cal = engine.calendar(event);
      return database.withTx(async (tx) => {
        await repo.lockCreator(tx, player.id);
        const live = await repo.latestOf(tx, player.id, event.key);
        if (live && stateOf(live) === 'open') return view(live, player.id, tx);
        const mineToday = await claims.claimsIn(tx, player.id, event.key, `d:${cal.day}`);
        const claimId = await claims.takeClaim(tx, {
          userId: player.id,
          eventKey: event.key,
          mechanic: GROUP_GRAB,
          period: `d:${cal.day}`,
          slot: mineToday.length,
          day: cal.day,
        });
        if (claimId === undefined || mineToday.length >= (event.limits.per_day ?? 1)) throw new AppError('event_limit');
        await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
        const at = now();
        let room: repo.RoomRow | undefined;
        for (let attempt = 0; !room && attempt < 5; attempt++) {
          room = await repo.insertRoom(tx, {
            eventKey: event.key,
            code: newCode(),
            creatorId: player.id,
            slots: cfg.slots,
            recharge: parseMilli(String(cfg.recharge)) as Milli,
            reward: storedReward(cfg),
            closesAt: new Date(at.getTime() + Math.round(cfg.hours * 3_600_000)),
            now: at,
          });
        }
        if (!room) throw new Error('no free room code after 5 attempts');
        const keys = keysOf(req);
        await repo.insertMember(tx, { roomId: room.id, slot: 0, userId: player.id, ...keys, now: at });
        const result = await view(room, player.id, tx);
        await answerInTx(tx, result);
        return result;
      });
    },

    /** `POST /api/coupon/room/parent {code}`: binds the player to the room creator's invitation code. */
    async bindParent(player: Player, code: string) {
      const room = await roomByCode(code);
      if (room.creator_id === player.id) throw new AppError('room_own');
      if (!deps.referrals) throw new AppError('room_parent');
      const [me, creator] = await Promise.all([
        deps.referrals.accounts([player.id]).then((a) => a[0]),
        deps.referrals.accounts([room.creator_id]).then((a) => a[0]),
      ]);
      if (!creator) throw new AppError('room_not_found');
      if (me?.parent_id === room.creator_id) return { code: creator.extension_code, bound: true };
      if (me?.parent_id) throw new AppError('room_other_parent');
      await deps.referrals.bind(player.id, creator.extension_code, deps.bindDays);
      return { code: creator.extension_code, bound: true };
    },

    /**
     * `POST /api/coupon/room/join {code}`: the next free slot. Joins of a room run one after another under its row
     * lock and each slot, player, address and device is a unique key, so racing friends fill exactly the free slots.
     */
    async join(player: Player, req: FastifyRequest, code: string, key?: string): Promise<Room> {
      await roomByCode(code, key);
      return database.withTx(async (tx) => {
        const room = (await repo.byCode(tx, code, true))!;
        const at = now();
        if (room.completed_at) throw new AppError('room_full');
        if (room.closes_at.getTime() <= at.getTime()) throw new AppError('room_closed');
        if (room.creator_id === player.id) throw new AppError('room_own');
        const list = await repo.members(tx, room.id);
        if (list.some((m) => m.user_id === player.id)) throw new AppError('room_joined');
        if (list.length >= room.slots) throw new AppError('room_full');
        const [me] = deps.referrals ? await deps.referrals.accounts([player.id], tx) : [];
        if (me?.parent_id !== room.creator_id) throw new AppError(me?.parent_id ? 'room_other_parent' : 'room_parent');
        const keys = keysOf(req);
        if ((keys.ipKey || keys.deviceKey) && (await repo.takenKeys(tx, room.id, keys.ipKey, keys.deviceKey)))
          throw new AppError('room_same_device');
        if (!(await repo.insertMember(tx, { roomId: room.id, slot: list.length, userId: player.id, ...keys, now: at })))
          throw new AppError('room_full');
        await completeIn(tx, room, at);
        const result = await view((await repo.byCode(tx, code))!, player.id, tx);
        await answerInTx(tx, result);
        return result;
      });
    },

    /** `GET /api/coupon/room_backpack`: the player's coupons, newest first. */
    async backpack(player: Player, lang: Lang) {
      return { list: (await repo.couponsOf(database.db, player.id)).map((c) => couponView(c, lang)) };
    },

    /** `GET /api/coupon/room_receive/{id}`: receives a won coupon once (then valid `valid_days`). */
    async receive(player: Player, id: number, lang: Lang): Promise<Coupon> {
      const received = await repo.receive(database.db, player.id, id, now());
      const c = await repo.couponOf(database.db, player.id, id);
      if (!c) throw new AppError('coupon_not_found');
      if (!received) throw new AppError('coupon_received');
      return couponView(c, lang);
    },

    /**
     * Coupons at a case open or a paid top-up (extension point `coupons`): used once, inside that transaction. A case
     * coupon takes at most the price off; a top-up coupon adds its amount, and is held for its order from checkout.
     */
    use: (async (tx, u) => {
      const at = now();
      if (u.release) {
        await repo.release(tx, { userId: u.userId, id: u.couponId, ref: u.ref });
        return ZERO_MILLI;
      }
      const which = { userId: u.userId, id: u.couponId, target: u.target, now: at };
      const used = u.hold
        ? await repo.hold(tx, { ...which, ref: u.ref, until: u.hold })
        : u.check
          ? await repo.usable(tx, which)
          : await repo.use(tx, { ...which, ref: u.ref });
      if (!used) {
        const c = await repo.couponOf(tx, u.userId, u.couponId);
        if (!c) throw new AppError('coupon_not_found');
        if (c.state === 'ready' && c.expires_at && c.expires_at <= at) throw new AppError('coupon_expired');
        throw new AppError('coupon_not_usable');
      }
      if (u.price < used.min) throw new AppError('coupon_not_usable');
      return u.target === 'case' ? minMilli(used.amount, u.price) : used.amount;
    }) satisfies CouponUse,

    /**
     * Inside a credited deposit's transaction (`deposited`): the deposit counts towards Mission 2 of every open room
     * where the player holds a friend's slot, once per deposit key; a room reaching both missions completes there.
     */
    deposited: (async (tx, userId, deposit) => {
      const at = now();
      for (const roomId of await repo.openRoomsOfFriend(tx, userId, at)) {
        if (!(await repo.countDeposit(tx, { roomId, key: deposit.key, userId, amount: deposit.amount }))) continue;
        const room = await repo.byId(tx, roomId);
        if (room) await completeIn(tx, room, at);
      }
    }) satisfies DepositHook,
  };
}

export type GroupGrab = ReturnType<typeof createGroupGrab>;
