import type { DropType, EventPrizes, EventSummary, Grant, PrizeOdds, PrizeView } from '@dropforge/shared/contract';
import {
  dayOf,
  drawPrize,
  type Game,
  type Lang,
  type Milli,
  milli,
  nextDayStart,
  type Prize,
  parseMilli,
  prizeRanges,
  scheduleAt,
  type TicketRange,
  toAmount,
  weekOf,
} from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database, Executor, Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import { countryOf } from '../../platform/http/country';
import type { Player, PlayerRef, PlayGate, ReferralCodeHook } from '../../platform/ports';
import type { Referrals } from '../auth';
import type { CasesService, Opened, Opening } from '../cases';
import type { CatalogService, GoodsRow } from '../catalog';
import type { DrawnRoll, Fair } from '../fair';
import type { Inventory } from '../inventory';
import type { DropRow, Drops } from '../realtime';
import { wallet } from '../wallet';
import { type EventFile, loadEventContent } from './events.content';
import * as repo from './events.repo';
import type { EventsSettings } from './events.settings';
import { createEventTally } from './events.tally';

export type EngineDeps = {
  database: Database;
  fair: Fair;
  inventory: Inventory;
  catalog: CatalogService;
  cases: CasesService;
  opening: Opening;
  /** The live drop feed: prizes of mechanics that show on it (smashing windows: type `windows`). */
  drops: Drops;
  clock: Clock;
  settings: EventsSettings;
  contentDir: string;
  trustProxy: boolean;
  /** Addresses exempt from per-address limits (RATE_LIMIT_TRUSTED_IPS: the site's own proxies, monitoring). */
  trustedIps: readonly string[];
  levelOf: (userId: number) => Promise<number>;
  lastDepositAt: (userId: number) => Promise<Date | null>;
  /** Whether an account uses an e-mail (pre-registration); absent: none does. */
  emailTaken?: (email: string) => Promise<boolean>;
  /** Paid deposits of a player in thousandths, ever or since `since` (missions, the top-up task). */
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  /** Paid deposits of a player since `since` with their order ids, oldest first (recharge-open boxes). */
  deposits?: (userId: number, since: Date, via?: Executor) => Promise<Deposit[]>;
  log: { warn: (msg: string) => void };
  /** Responsible gaming (the limits module's `playGate`); absent: open. */
  gate?: PlayGate;
  /** Applies a referral code brought to an action (the `referralCode` extension); absent: not applied. */
  referralCode?: ReferralCodeHook;
  /** Invitation bindings (group-grab friends bind to the room creator's code); absent: nobody can join a room. */
  referrals?: Referrals;
  /** The site's public address (group-grab invite links). */
  publicUrl?: string;
};

export type Deposit = { id: number; orderSn: string; amount: Milli; paidAt: Date };

/** A loaded event: its content, its time zone and its prize table's ticket ranges. */
export type EventDef = EventFile & { zone: string; ranges: TicketRange[] };
export type EventControl = { enabled: boolean | null; schedule: EventFile['schedule'] | null };
export type EventOverlay = { definitions: EventFile[]; controls: ReadonlyMap<string, EventControl> };

/** What a mechanic is: its name, its fair game when it draws, its content checks and its cost per day. */
export type MechanicSpec = {
  name: string;
  game?: Game;
  /** Throws naming what is wrong with an event of this mechanic (at boot). */
  validate: (event: EventDef) => void;
  /** Expected payout per participant per day in thousandths, given each prize's worth; `level`: a VIP level. */
  dailyCost: (event: EventDef, worth: (prize: Prize) => number, level: number) => number;
};

/** The operator calendar of an event at the clock's time. */
export type Calendar = { day: string; week: string; nextAt: string; now: number };

const DAY_MS = 86_400_000;

/** Takes a day allowed by content `limits` (per day plus VIP extras). */
export function takesPerDay(event: EventDef, level: number): number {
  const base = event.limits.per_day ?? 1;
  const extra = event.limits.vip_extra.filter((v) => v.level <= level).reduce((m, v) => Math.max(m, v.extra), 0);
  return base + extra;
}

/**
 * The event engine (issue 20): loads the events of `content/events`, tells which run for whom, and gives mechanics
 * the parts every event shares — the operator's day, limits as unique keys, the fair draw with the mechanic's game
 * and grants through the wallet, the inventory or a free case open, inside the caller's transaction.
 */
export function createEngine(deps: EngineDeps, mechanics: ReadonlyMap<string, MechanicSpec>) {
  const { clock, settings } = deps;
  /** What the console wrote (events.controls.ts): its own events, and schedule changes of any event. */
  let overlay: EventOverlay = { definitions: [], controls: new Map() };
  /** Every event file and console event, checked by its mechanic too; throws naming the first bad one. */
  const load = (): EventDef[] =>
    [...loadEventContent(deps.contentDir, new Set(mechanics.keys())), ...overlay.definitions].map((source) => {
      const control = overlay.controls.get(source.key);
      const file = control
        ? { ...source, enabled: control.enabled ?? source.enabled, schedule: control.schedule ?? source.schedule }
        : source;
      const event: EventDef = {
        ...file,
        zone: file.time_zone ?? settings.timeZone,
        ranges: file.prizes.length ? prizeRanges(file.prizes) : [],
      };
      try {
        mechanics.get(event.mechanic)!.validate(event);
      } catch (e) {
        throw new Error(`content/events/${event.key}.json: ${(e as Error).message}`);
      }
      return event;
    });
  let events = load();
  const goodsCache = new Map<string, { row: GoodsRow; at: number }>();

  function calendar(event: EventDef): Calendar {
    const now = clock.now();
    return {
      now,
      day: dayOf(now, event.zone),
      week: weekOf(now, event.zone),
      nextAt: new Date(nextDayStart(now, event.zone)).toISOString(),
    };
  }

  const running = (event: EventDef) => event.enabled && scheduleAt(event.schedule, clock.now(), event.zone).running;

  /** Why a player may not take part, or null. Visitors are refused by the routes' auth. */
  async function refusal(event: EventDef, player: Player, req: FastifyRequest): Promise<AppError | null> {
    const a = event.audience;
    if (a.new_days !== undefined && clock.now() - player.createdAt.getTime() > a.new_days * DAY_MS)
      return new AppError('event_audience');
    if (a.countries && !a.countries.includes(countryOf(req, deps.trustProxy))) return new AppError('event_audience');
    if (a.vip_level !== undefined && (await deps.levelOf(player.id)) < a.vip_level)
      return new AppError('event_audience');
    if (a.deposit_days !== undefined) {
      const last = await deps.lastDepositAt(player.id);
      if (!last || clock.now() - last.getTime() > a.deposit_days * DAY_MS) return new AppError('event_conditions');
    }
    return null;
  }

  async function goodsByName(names: string[]): Promise<Map<string, GoodsRow>> {
    const fresh = clock.now() - 60_000;
    const missing = names.filter((n) => (goodsCache.get(n)?.at ?? 0) < fresh);
    if (missing.length) {
      for (const row of await deps.catalog.findGoodsByHashNames(missing))
        goodsCache.set(row.hashName, { row, at: clock.now() });
    }
    return new Map(names.flatMap((n) => (goodsCache.has(n) ? [[n, goodsCache.get(n)!.row] as const] : [])));
  }
  async function prizeValue(prize: Prize): Promise<Milli> {
    switch (prize.kind) {
      case 'case':
        return (await deps.cases.byId(prize.case_id)).ev;
      case 'item':
        return (await goodsByName([prize.hash_name])).get(prize.hash_name)?.price ?? milli(0);
      default:
        return parseMilli(String(prize.amount));
    }
  }
  const drawTally = createEventTally({ valueOf: prizeValue });

  async function views(prizes: readonly Prize[], lang: Lang): Promise<PrizeView[]> {
    const names = prizes.flatMap((p) => (p.kind === 'item' ? [p.hash_name] : []));
    const goods = names.length ? await goodsByName(names) : new Map<string, GoodsRow>();
    return Promise.all(
      prizes.map(async (p): Promise<PrizeView> => {
        if (p.kind === 'case') {
          const box = await deps.cases.byId(p.case_id).catch(() => undefined);
          return {
            kind: 'case',
            amount: box ? toAmount(box.ev) : null,
            name: box ? (box.names[lang] ?? box.names.en) : p.case_id,
            picture: box?.picture ?? null,
            case_id: p.case_id,
          };
        }
        if (p.kind === 'item') {
          const row = goods.get(p.hash_name);
          const view = row ? deps.catalog.goodsView(row, lang) : undefined;
          return {
            kind: 'item',
            amount: row ? toAmount(row.price) : null,
            name: view?.hash_name ?? p.hash_name,
            picture: view?.picture ?? null,
            case_id: null,
          };
        }
        return { kind: p.kind, amount: p.amount, name: null, picture: null, case_id: null };
      }),
    );
  }

  return {
    get events(): readonly EventDef[] {
      return events;
    },
    /**
     * Reads content/events again (the hot reload): the new set replaces the old only when every file is valid;
     * otherwise the running events stay and the error names the file.
     */
    reload(next?: EventOverlay): { ok: true; count: number } | { ok: false; error: string } {
      const before = overlay;
      try {
        if (next) overlay = next;
        events = load();
        return { ok: true, count: events.length };
      } catch (e) {
        overlay = before;
        return { ok: false, error: (e as Error).message };
      }
    },
    calendar,
    /** The clock's time (ms). */
    now: () => clock.now(),
    running,
    refusal,
    views,

    /** An event's published prize table by key, running or not (verifying a past draw); 404 when it has none. */
    async prizeTable(key: string, lang: Lang): Promise<EventPrizes> {
      const event = events.find((e) => e.key === key && e.prizes.length > 0);
      if (!event) throw new AppError('event_not_found');
      const shown = await views(event.prizes, lang);
      return {
        key: event.key,
        mechanic: event.mechanic,
        game: mechanics.get(event.mechanic)?.game ?? null,
        title: event.title[lang],
        prizes: shown.map((v, i) => ({ ...v, tickets: event.prizes[i]!.tickets })),
      };
    },

    /** A player's latest drawn takes of an event with their rolls and prizes as shown (prize histories). */
    async drawHistory(event: EventDef, userId: number, lang: Lang, limit = 20) {
      const game = mechanics.get(event.mechanic)?.game ?? event.mechanic;
      const rows = await repo.latestDraws(deps.database.db, userId, event.key, game, limit);
      const shown = await views(
        rows.map((r) => r.prize as Prize),
        lang,
      );
      return rows.map((r, i) => ({ ...r, view: shown[i]! }));
    },

    /** The prize table with its odds, as players see it. */
    async odds(event: EventDef, lang: Lang): Promise<PrizeOdds[]> {
      const shown = await views(event.prizes, lang);
      return shown.map((v, i) => ({ ...v, tickets: event.prizes[i]!.tickets }));
    },

    /** `GET /api/events`: the running events, hot-events order first, with the player's eligibility. */
    async list(player: Player | undefined, req: FastifyRequest, lang: Lang): Promise<EventSummary[]> {
      const now = clock.now();
      const live = events.filter(running).sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
      return Promise.all(
        live.map(async (e): Promise<EventSummary> => {
          const ends = scheduleAt(e.schedule, now, e.zone).endsAt;
          return {
            key: e.key,
            mechanic: e.mechanic,
            title: e.title[lang],
            description: e.description[lang],
            picture: e.picture,
            path: e.path,
            needs: {
              vip_level: e.audience.vip_level ?? null,
              deposit_days: e.audience.deposit_days ?? null,
              new_days: e.audience.new_days ?? null,
              countries: e.audience.countries ?? null,
              cost: e.cost ?? null,
            },
            eligible: player ? (await refusal(e, player, req)) === null : false,
            ends_at: ends === null ? null : new Date(ends).toISOString(),
            priority: e.priority,
          };
        }),
      );
    },

    /**
     * The running event of a mechanic this player may take part in: `key` names one; without it the first by
     * priority whose audience admits the player (none: the first one's refusal).
     */
    async find(mechanic: string, key: string | undefined, player: Player, req: FastifyRequest): Promise<EventDef> {
      const candidates = events
        .filter((e) => e.mechanic === mechanic && (key === undefined || e.key === key) && running(e))
        .sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key));
      if (candidates.length === 0) throw new AppError('event_not_found');
      let first: AppError | null = null;
      for (const event of candidates) {
        const refused = await refusal(event, player, req);
        if (!refused) return event;
        first ??= refused;
      }
      throw first!;
    },

    /** The running event of a mechanic for showing (no audience check), or undefined. */
    shown(mechanic: string, key?: string): EventDef | undefined {
      return events.find((e) => e.mechanic === mechanic && (key === undefined || e.key === key) && running(e));
    },

    /**
     * The limits beyond the day's slot, in the take's transaction: per week, per account, per address and day.
     * "Limit exceeded" when one is reached (the whole take rolls back).
     */
    async takeLimits(tx: Tx, event: EventDef, take: { userId: number; claimId: number; ip: string; cal: Calendar }) {
      const l = event.limits;
      const base = { eventKey: event.key, claimId: take.claimId };
      const u = `u:${take.userId}`;
      const limits: Array<[number | undefined, string, string]> = [
        [l.per_week, u, `w:${take.cal.week}`],
        [l.per_account, u, 'ever'],
        [deps.trustedIps.includes(take.ip) ? undefined : l.per_ip_day, `ip:${take.ip}`, `d:${take.cal.day}`],
      ];
      for (const [max, subject, period] of limits) {
        if (max && !(await repo.takeLimitSlot(tx, { ...base, subject, period }, max)))
          throw new AppError('event_limit');
      }
    },

    /** Debits what one go costs (`cost`), from the player to `house:revenue`; nothing when the event is free. */
    async charge(tx: Tx, event: EventDef, userId: number, claimId: number): Promise<void> {
      if (!event.cost) return;
      const amount = parseMilli(String(event.cost.amount));
      drawTally.charged(tx, claimId, amount);
      await wallet.debit(tx, {
        userId,
        to: 'revenue',
        currency: event.cost.currency,
        amount,
        kind: 'event',
        key: `event:${event.key}:${claimId}:cost`,
        ref: { kind: 'event', id: claimId },
        memo: event.key,
      });
    },

    /** One roll of the player's seed pair with the mechanic's game, and the prize it owns. */
    async draw(tx: Tx, event: EventDef, userId: number): Promise<{ index: number; prize: Prize; roll: DrawnRoll }> {
      const game = mechanics.get(event.mechanic)?.game;
      if (!game || event.ranges.length === 0) throw new Error(`event ${event.key} does not draw`);
      const [roll] = await deps.fair.nextRolls(tx, userId, game, 1);
      const index = drawPrize(event.ranges, roll!.ticket);
      return { index, prize: event.prizes[index]!, roll: roll! };
    },

    /** One roll of the player's seed pair with the mechanic's game, for mechanics that read the ticket themselves. */
    async roll(tx: Tx, event: EventDef, userId: number): Promise<DrawnRoll> {
      const game = mechanics.get(event.mechanic)?.game;
      if (!game) throw new Error(`event ${event.key} does not draw`);
      const [roll] = await deps.fair.nextRolls(tx, userId, game, 1);
      return roll!;
    },

    /** Lists a roll in `/api/pfv_log` that `grant` does not record (a ladder step, won or lost). */
    async recordRoll(tx: Tx, userId: number, roll: DrawnRoll, refId: string): Promise<void> {
      await deps.fair.recordRolls(tx, userId, [{ roll, refKind: 'event', refId }]);
    },

    /**
     * Grants a prize in the caller's transaction, idempotent by the claim: balances from `house:promotions`
     * (ledger key `event:<key>:<claim>`), an item into the backpack, or a free case open (its own roll).
     * Records the event's roll (listed in `/api/pfv_log`) and the prize on the claim.
     */
    async grant(
      tx: Tx,
      event: EventDef,
      player: PlayerRef,
      given: {
        prize: Prize;
        claimId: number;
        index: number | null;
        roll: DrawnRoll | null;
        /** An item or case prize goes on the live drop feed with this type, once its animation has landed. */
        feed?: { type: DropType; revealMs: number };
      },
      lang: Lang,
    ): Promise<{ grant: Grant; opened?: Opened; feed?: DropRow[] }> {
      const { prize, claimId } = given;
      const key = `event:${event.key}:${claimId}`;
      const ref = { kind: 'event', id: claimId };
      let knapsackIds: number[] = [];
      let opened: Opened | undefined;
      let goodsId: number | undefined;
      let feed: DropRow[] | undefined;
      let paid = 0;
      if (prize.kind === 'cash' || prize.kind === 'coins' || prize.kind === 'shop_score') {
        paid = parseMilli(String(prize.amount));
        const currency = prize.kind === 'cash' ? 'money' : prize.kind === 'coins' ? 'score' : 'shop_score';
        await wallet.credit(tx, {
          userId: player.id,
          from: 'promotions',
          currency,
          amount: parseMilli(String(prize.amount)),
          kind: 'event',
          key,
          ref,
          memo: event.key,
        });
      } else if (prize.kind === 'case') {
        const box = await deps.cases.byId(prize.case_id);
        opened = await deps.opening.draw(tx, player, box, 1, 'event', given.feed);
        knapsackIds = opened.items.map((i) => i.knapsack_id);
        paid = opened.items.reduce((sum, i) => sum + i.price, 0);
      } else if (prize.kind === 'item') {
        const row = (await goodsByName([prize.hash_name])).get(prize.hash_name);
        if (!row) throw new Error(`event ${event.key}: unknown item ${prize.hash_name}`);
        goodsId = row.id;
        const items = await deps.inventory.grant(tx, player.id, [row.id], 'event', 'money', new Map([[row.id, row]]));
        knapsackIds = items.map((i) => i.knapsack_id);
        paid = items.reduce((sum, i) => sum + i.price, 0);
        if (given.feed) {
          const { type, revealMs } = given.feed;
          const drops = items.map((i) => ({
            type,
            user: player,
            boxId: null,
            goodsId: row.id,
            price: i.price,
            knapsackId: i.knapsack_id,
            revealMs,
          }));
          feed = await deps.drops.record(tx, drops);
        }
      }
      // A draw from the table counts toward the mechanic's realised RTP, at what the prize was worth.
      if (given.index !== null) await drawTally.draw(tx, event, claimId, paid);
      if (given.roll) {
        await deps.fair.recordRolls(tx, player.id, [
          { roll: given.roll, refKind: 'event', refId: `${event.key}:${claimId}`, goodsId },
        ]);
      }
      await repo.setClaimPrize(tx, claimId, prize, given.index);
      const [view] = await views([prize], lang);
      const roll = given.roll;
      return {
        grant: {
          prize: view!,
          knapsack_ids: knapsackIds,
          roll: roll
            ? {
                game: roll.game,
                nonce: roll.nonce,
                round: roll.round,
                ticket: roll.ticket,
                serverSeedHash: roll.serverSeedHash,
                clientSeed: roll.clientSeed,
              }
            : null,
        },
        opened,
        feed,
      };
    },

    /** After commit: a case prize's drop goes to the live strip, and an item prize's when it has one (`feed`). */
    delivered(opened: Opened | undefined, lang: Lang, feed?: DropRow[]): void {
      if (opened) deps.opening.delivered(opened, lang);
      if (feed?.length)
        deps.drops.publish(feed).catch((e) => deps.log.warn(`drop publish failed: ${(e as Error).message}`));
    },

    /** A prize's value in thousandths for `events:cost` (cases: their expected value; unknown items: 0). */
    valueOf: prizeValue,
  };
}

export type Engine = ReturnType<typeof createEngine>;
