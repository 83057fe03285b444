import { randomBytes, randomUUID } from 'node:crypto';
import type { BattleCreateBody, BattleJoinBody, BattleState } from '@dropforge/shared/contract';
import {
  BattleRuleError,
  botClientSeed,
  expectedValue,
  hashServerSeed,
  type Milli,
  SERVER_SEED_BYTES,
  seedFromBytes,
  toAmount,
  validateBattle,
  ZERO_MILLI,
} from '@dropforge/shared/domain';
import { type Database, isoTime, readMilli, type Tx } from '../../platform/db';
import { AppError, noteInTx } from '../../platform/http';
import { recordMetric } from '../../platform/metrics';
import { PLAY } from '../../platform/modules';
import type { BetHook, PlayerRef, PlayGate } from '../../platform/ports';
import type { Fair } from '../fair';
import { wallet } from '../wallet';
import { checkCode } from './battles.access';
import type { BattleBoxes } from './battles.boxes';
import type { BattleEvents } from './battles.events';
import type { BattleJobs } from './battles.jobs';
import * as repo from './battles.repo';
import type { BattleSettings } from './battles.settings';
import { seatView, summaryView } from './battles.view';

export type LobbyDeps = {
  database: Database;
  fair: Fair;
  boxes: BattleBoxes;
  events: BattleEvents;
  jobs: Pick<BattleJobs, 'schedule'>;
  settings: BattleSettings;
  log: { warn: (obj: unknown, msg?: string) => void };
  bets?: () => readonly BetHook[];
  gate?: PlayGate;
};

/** What changed in a lobby transaction, published after commit. */
type Change = {
  battle: repo.BattleRow;
  seats: repo.SeatRow[];
  joined: repo.SeatRow[];
  left?: number;
  started: boolean;
};

/**
 * The waiting room of battles (issue 7): create, join, leave, bots and copy. Each is one transaction on the
 * locked battle row, so joins, leaves and bots of one battle run one after another on every instance.
 * Entries are held from the balance on create/join (`wallet.hold`), released on leave or cancel, and paid
 * to `house:revenue` when the last slot fills and the battle starts; a bot's entry is paid by
 * `house:promotions`.
 */
export function createBattleLobby(deps: LobbyDeps) {
  const { database, fair, boxes, events, settings } = deps;

  const hold = (tx: Tx, battle: repo.BattleRow, player: PlayerRef) =>
    wallet.hold(tx, {
      userId: player.id,
      currency: 'money',
      amount: readMilli(battle.cost),
      kind: 'battle',
      key: `battle:${battle.id}:hold:${player.id}:${randomUUID()}`,
      ref: { kind: 'battle', id: battle.id },
      memo: `battle #${battle.id} entry`,
    });

  /**
   * The last slot is taken: every hold is paid to the house and round 0 is due in `roundMs`. This is when a human
   * entry is spent (decision 66), so each is a bet then (VIP rakeback and tasks); bots' entries are no one's bet.
   */
  async function start(tx: Tx, battle: repo.BattleRow, seats: repo.SeatRow[]): Promise<repo.BattleRow> {
    const rtp = rtpOf(battle);
    for (const seat of seats) {
      if (seat.hold_id === null || seat.user_id === null) continue;
      await wallet.settle(tx, Number(seat.hold_id), { house: 'revenue' }, 'battle');
      const bet = {
        userId: seat.user_id,
        game: 'battle' as const,
        stake: readMilli(battle.cost),
        rtp,
        key: `battle:${battle.id}:${seat.slot}`,
      };
      for (const hook of deps.bets?.() ?? []) await hook(tx, bet);
    }
    const started = await repo.markStarted(tx, battle.id, settings.roundMs);
    if (!started) throw new AppError('battle_cannot_join');
    return started;
  }

  /** The battle's return to player: the frozen boxes' expected values over the entry. */
  function rtpOf(battle: repo.BattleRow): number {
    const cost = readMilli(battle.cost);
    if (cost <= 0) return 1;
    const ev = battle.box_ids.reduce((sum, id) => sum + expectedValue(battle.boxes[id]?.items ?? []), 0);
    return ev / cost;
  }

  /** Responsible gaming inside the entry's transaction (a cool-off committed before it commits refuses it). */
  const gate = (tx: Tx, player: PlayerRef) => deps.gate?.(player.id, PLAY, tx);

  /** After commit: the events of the change, and the job of round 0 when it started. */
  async function announce(change: Change): Promise<void> {
    const { battle, seats, joined } = change;
    const totals = Array.from({ length: battle.players }, () => ZERO_MILLI);
    await events.joined(
      battle,
      joined.map((s) => seatView(battle, s, ZERO_MILLI)),
    );
    if (change.left !== undefined) await events.left(battle, change.left);
    if (battle.state === 'cancelled') await events.cancelled(battle);
    if (change.started) {
      const at = new Date(isoTime(battle.next_at!));
      await events.started(battle, {
        started_at: isoTime(battle.started_at!),
        slots: seats.map((s) => seatView(battle, s, ZERO_MILLI)),
        server_seed_hash: battle.server_seed_hash,
        next_round_at: at.toISOString(),
      });
      await deps.jobs
        .schedule(battle.id, 0, at)
        .catch((e) => deps.log.warn({ err: e }, `battle ${battle.id}: round 0 not scheduled (the sweep will)`));
    }
    await events.listed(summaryView(battle, seats, totals, 'en'));
  }

  /** Cancels a waiting battle and refunds every seat; null when it is not waiting any more. */
  async function cancel(tx: Tx, battle: repo.BattleRow, seats: repo.SeatRow[]): Promise<repo.BattleRow | null> {
    if (!(await repo.markCancelled(tx, battle.id))) return null;
    for (const seat of seats) {
      if (seat.hold_id !== null) await wallet.release(tx, Number(seat.hold_id), 'battle_refund');
    }
    return { ...battle, state: 'cancelled' as const };
  }

  async function locked(tx: Tx, id: number): Promise<repo.BattleRow> {
    const battle = await repo.lockBattle(tx, id);
    if (!battle) throw new AppError('battle_not_found');
    return battle;
  }

  async function create(player: PlayerRef, body: BattleCreateBody): Promise<number> {
    try {
      validateBattle(
        { boxes: body.boxes.length, players: body.players, mode: body.mode },
        { maxBoxes: settings.maxBoxes },
      );
    } catch (e) {
      if (e instanceof BattleRuleError) throw new AppError(e.code, { needed: e.needed ?? '', max: e.max ?? '' });
      throw e;
    }
    const frozen = await boxes.snapshot(body.boxes);
    const { clientSeed } = await fair.current(player.id);
    const serverSeed = seedFromBytes(randomBytes(SERVER_SEED_BYTES));
    const change = await database.withTx(async (tx) => {
      await gate(tx, player);
      const battle = await repo.insertBattle(tx, {
        creator_id: player.id,
        mode: body.mode,
        players: body.players,
        code: body.private ? randomBytes(4).toString('hex') : null,
        box_ids: body.boxes,
        boxes: frozen.boxes,
        cost: frozen.cost,
        server_seed: serverSeed,
        server_seed_hash: hashServerSeed(serverSeed),
      });
      await noteInTx(tx, battle.id);
      const seat = {
        battle_id: battle.id,
        slot: 0,
        user_id: player.id,
        name: player.name,
        avatar: player.avatar,
        client_seed: clientSeed,
        hold_id: await hold(tx, battle, player),
      };
      await repo.insertSeat(tx, seat);
      const seats = [{ ...seat, total: null, received: null, won: null }];
      return { battle, seats, joined: [], started: false };
    });
    recordMetric.bet('battle', 1, change.battle.cost);
    await announce(change);
    return change.battle.id;
  }

  return {
    create,

    /** Takes `slot` (all of them taken: the battle starts). Refusals change nothing. */
    async join(player: PlayerRef, id: number, body: BattleJoinBody): Promise<void> {
      const { clientSeed } = await fair.current(player.id);
      const change = await database.withTx(async (tx): Promise<Change> => {
        await gate(tx, player);
        const battle = await locked(tx, id);
        checkCode(battle, body.code);
        if (battle.state !== 'waiting' || body.slot >= battle.players) throw new AppError('battle_cannot_join');
        const seats = await repo.seatsOf(tx, [id]);
        if (seats.some((s) => s.user_id === player.id || s.slot === body.slot))
          throw new AppError('battle_cannot_join');
        const seat = {
          battle_id: id,
          slot: body.slot,
          user_id: player.id,
          name: player.name,
          avatar: player.avatar,
          client_seed: clientSeed,
          hold_id: await hold(tx, battle, player),
        };
        if (!(await repo.insertSeat(tx, seat))) throw new AppError('battle_cannot_join');
        const joined = { ...seat, total: null, received: null, won: null };
        const all = [...seats, joined].sort((a, b) => a.slot - b.slot);
        if (all.length < battle.players) return { battle, seats: all, joined: [joined], started: false };
        return { battle: await start(tx, battle, all), seats: all, joined: [joined], started: true };
      });
      recordMetric.bet('battle', 1, change.battle.cost);
      await announce(change);
    },

    /** The creator fills every empty slot with a bot (entries paid by `house:promotions`); the battle starts. */
    async bots(player: PlayerRef, id: number): Promise<void> {
      const change = await database.withTx(async (tx): Promise<Change> => {
        await gate(tx, player);
        const battle = await locked(tx, id);
        if (battle.creator_id !== player.id) throw new AppError('battle_not_creator');
        if (battle.state !== 'waiting') throw new AppError('battle_cannot_join');
        const seats = await repo.seatsOf(tx, [id]);
        const taken = new Set(seats.map((s) => s.slot));
        const joined: repo.SeatRow[] = [];
        for (let slot = 0; slot < battle.players; slot++) {
          if (taken.has(slot)) continue;
          const bot = {
            battle_id: id,
            slot,
            user_id: null,
            name: `Bot ${slot}`,
            avatar: '',
            client_seed: botClientSeed(id, slot),
            hold_id: null,
          };
          if (!(await repo.insertSeat(tx, bot))) throw new AppError('battle_cannot_join');
          await wallet.transfer(tx, {
            from: { house: 'promotions' },
            to: { house: 'revenue' },
            currency: 'money',
            amount: readMilli(battle.cost),
            kind: 'battle_bot',
            key: `battle:${id}:bot:${slot}`,
            ref: { kind: 'battle', id },
            memo: `battle #${id} bot entry (slot ${slot})`,
          });
          joined.push({ ...bot, total: null, received: null, won: null });
        }
        const all = [...seats, ...joined].sort((a, b) => a.slot - b.slot);
        return { battle: await start(tx, battle, all), seats: all, joined, started: true };
      });
      await announce(change);
    },

    /**
     * Leaves a waiting battle with a refund of the entry. The creator leaving cancels the battle and refunds
     * every player. A hold closes once, so a repeated leave refunds nothing ("Sorry, you cannot leave").
     */
    async leave(player: PlayerRef, id: number): Promise<{ id: number; state: BattleState; refund: number }> {
      const change = await database.withTx(async (tx): Promise<Change & { refund: Milli }> => {
        const battle = await locked(tx, id);
        if (battle.state !== 'waiting') throw new AppError('battle_cannot_leave');
        const seats = await repo.seatsOf(tx, [id]);
        const mine = seats.find((s) => s.user_id === player.id);
        if (!mine || mine.hold_id === null) throw new AppError('battle_cannot_leave');
        if (battle.creator_id === player.id) {
          const cancelled = await cancel(tx, battle, seats);
          if (!cancelled) throw new AppError('battle_cannot_leave');
          return { battle: cancelled, seats, joined: [], started: false, refund: readMilli(battle.cost) };
        }
        const gone = await repo.deleteSeat(tx, id, player.id);
        if (!gone?.hold_id) throw new AppError('battle_cannot_leave');
        await wallet.release(tx, Number(gone.hold_id), 'battle_refund');
        const rest = seats.filter((s) => s.slot !== gone.slot);
        return { battle, seats: rest, joined: [], left: gone.slot, started: false, refund: readMilli(battle.cost) };
      });
      await announce(change);
      return { id, state: change.battle.state, refund: toAmount(change.refund) };
    },

    /**
     * Cancels and refunds battles that waited for players longer than `settings.waitMs` (none when 0), each in
     * its own transaction on the locked row, so a join that got there first wins. Answers how many it cancelled.
     */
    async expireWaiting(): Promise<number> {
      if (settings.waitMs <= 0) return 0;
      let cancelled = 0;
      for (const id of await repo.staleWaiting(database.db, settings.waitMs)) {
        const change = await database.withTx(async (tx): Promise<Change | null> => {
          const battle = await locked(tx, id);
          if (battle.state !== 'waiting') return null;
          const seats = await repo.seatsOf(tx, [id]);
          const done = await cancel(tx, battle, seats);
          return done && { battle: done, seats, joined: [], started: false };
        });
        if (change) {
          cancelled++;
          await announce(change);
        }
      }
      return cancelled;
    },

    /** A new battle with the same boxes, players, mode and privacy, created by the caller. */
    async copy(player: PlayerRef, id: number, code: string | undefined): Promise<number> {
      const source = await repo.findBattle(database.db, id);
      if (!source) throw new AppError('battle_not_found');
      checkCode(source, code, await repo.seatsOf(database.db, [id]), player.id);
      return create(player, {
        boxes: source.box_ids,
        players: source.players,
        mode: source.mode,
        private: source.code !== null,
      });
    },
  };
}

export type BattleLobby = ReturnType<typeof createBattleLobby>;
