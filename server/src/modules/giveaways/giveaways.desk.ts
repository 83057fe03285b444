import type { GiveawayBody, OpsGiveaway } from '@dropforge/shared/contract';
import { type Milli, parseMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db';
import { AppError } from '../../platform/http';
import type { GiveawaysDeps } from './giveaways.deps';
import * as repo from './giveaways.repo';
import { createOfficialRoom } from './giveaways.rooms';

const STATES = ['open', 'closed', 'drawn', 'cancelled'] as const;
const PAGE = 30;
const milliOf = (v: number | string | undefined): Milli => (v === undefined ? ZERO_MILLI : parseMilli(String(v)));

type Priced = { prize: repo.NewPrize; name: string; value: Milli };
type Cost = { per_winner: number; total: number; coins: number; prizes: OpsGiveaway['prizes'] };
type State = (typeof STATES)[number];
export type Prepared = { body: GiveawayBody; priced: Priced[] };

/** Declared, not inferred: the giveaways module's provides stay short enough for app.ts (TS7056). */
export interface GiveawayDesk {
  cost(body: GiveawayBody): Promise<Cost>;
  list(q: { state?: State; page: number }): Promise<{ list: OpsGiveaway[]; page: number; total: number }>;
  /** Values the prizes (reads the catalogue: before the transaction, never while holding one). */
  prepare(body: GiveawayBody): Promise<Prepared>;
  create(tx: Tx, prepared: Prepared): Promise<{ id: number; endTime: Date | null; cost: Cost }>;
  created(room: { id: number; endTime: Date | null }): Promise<void>;
  end(tx: Tx, id: number): Promise<{ state: State }>;
  ended(id: number): Promise<void>;
  one(id: number): Promise<OpsGiveaway>;
}

/**
 * The console's giveaways (issue 25): official rooms with their prizes valued before they exist (cash and items at
 * their price, a case at its expected value, coins apart), ended early by closing them (the draw then runs as for a
 * room that reached its target), and every room listed by state.
 */
export function createGiveawayDesk(
  deps: Pick<GiveawaysDeps, 'database' | 'catalog' | 'cases' | 'clock'>,
  schedule: (roomId: number, at?: Date) => Promise<void>,
): GiveawayDesk {
  const { database } = deps;

  /** One winner's prizes, each valued; a case or item that does not exist is refused. */
  async function prizesOf(body: GiveawayBody): Promise<Priced[]> {
    const base = { amount: ZERO_MILLI, goods_id: null, box_id: null, knapsack_id: null, hold_id: null };
    const out: Priced[] = [];
    const cash = milliOf(body.prize_cash);
    const coins = milliOf(body.prize_coins);
    if (cash > 0) out.push({ prize: { ...base, kind: 'cash', amount: cash, price: cash }, name: 'cash', value: cash });
    if (coins > 0)
      out.push({ prize: { ...base, kind: 'coins', amount: coins, price: coins }, name: 'coins', value: coins });
    if (body.prize_box !== undefined) {
      const box = await deps.cases.byId(body.prize_box).catch(() => undefined);
      if (!box) throw new AppError('prize_not_found');
      out.push({
        prize: { ...base, kind: 'box', box_id: box.id, price: box.price },
        name: box.names.en ?? box.id,
        value: box.ev,
      });
    }
    if (body.prize_goods !== undefined) {
      const [g] = await deps.catalog.findGoods([body.prize_goods]);
      if (!g) throw new AppError('prize_not_found');
      out.push({ prize: { ...base, kind: 'goods', goods_id: g.id, price: g.price }, name: g.hashName, value: g.price });
    }
    return out;
  }

  function costOf(body: GiveawayBody, priced: Priced[]): Cost {
    const money = priced.filter((p) => p.prize.kind !== 'coins').reduce((s, p) => s + p.value, 0);
    const coins = priced.filter((p) => p.prize.kind === 'coins').reduce((s, p) => s + p.value, 0);
    return {
      per_winner: toAmount(money as Milli),
      total: toAmount((money * body.winners) as Milli),
      coins: toAmount((coins * body.winners) as Milli),
      prizes: priced.map((p) => ({ kind: p.prize.kind, name: p.name, value: toAmount(p.value) })),
    };
  }

  async function views(rows: repo.RoomRow[]): Promise<OpsGiveaway[]> {
    const prizes = rows.length
      ? await repo.prizesOf(
          database.db,
          rows.map((r) => r.id),
        )
      : [];
    const goods = new Map(
      (await deps.catalog.findGoods(prizes.flatMap((p) => (p.goods_id ? [p.goods_id] : [])))).map((g) => [g.id, g]),
    );
    const boxIds = [...new Set(prizes.flatMap((p) => (p.box_id ? [p.box_id] : [])))];
    const boxNames = new Map(
      await Promise.all(
        boxIds.map(async (id) => [id, (await deps.cases.byId(id).catch(() => undefined))?.names.en ?? id] as const),
      ),
    );
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      kind: r.kind,
      state: STATES[r.state - 1] ?? 'open',
      winners: r.winners,
      people: r.total_people,
      people_target: r.people_target ?? null,
      ends_at: r.end_time ? new Date(r.end_time).toISOString() : null,
      ticket: toAmount(r.ticket),
      prizes: prizes
        .filter((p) => p.room_id === r.id)
        .map((p) => ({
          kind: p.kind,
          name:
            p.kind === 'box'
              ? (boxNames.get(p.box_id ?? '') ?? p.box_id ?? '')
              : p.kind === 'goods'
                ? (goods.get(p.goods_id!)?.hashName ?? String(p.goods_id))
                : p.kind,
          value: toAmount(p.kind === 'cash' || p.kind === 'coins' ? p.amount : p.price),
        })),
      created_at: new Date(r.created_at).toISOString(),
    }));
  }

  async function one(id: number): Promise<OpsGiveaway> {
    const row = await repo.findRoom(database.db, id);
    if (!row) throw new AppError('gift_not_found');
    return (await views([row]))[0]!;
  }

  return {
    async cost(body: GiveawayBody) {
      return costOf(body, await prizesOf(body));
    },
    async list(q) {
      const where = q.state ? sql`where state = ${STATES.indexOf(q.state) + 1}` : sql``;
      const [rows, total] = await Promise.all([
        database.db.execute(
          sql`select * from gift_rooms ${where} order by id desc limit ${PAGE} offset ${(q.page - 1) * PAGE}`,
        ),
        database.db.execute<{ n: number }>(sql`select count(*)::int as n from gift_rooms ${where}`),
      ]);
      return { list: await views(rows.rows.map(repo.roomOf)), page: q.page, total: total.rows[0]?.n ?? 0 };
    },
    /** An official room, funded by house:promotions when drawn; its draw is scheduled after commit by `created`. */
    prepare: async (body) => ({ body, priced: await prizesOf(body) }),
    async create(tx, { body, priced }) {
      const now = deps.clock.now();
      const endTime = body.ends_in_minutes ? new Date(now + body.ends_in_minutes * 60_000) : null;
      const id = await createOfficialRoom(
        tx,
        {
          title: body.title,
          timing: endTime ? { endTime } : { people: body.people! },
          winners: body.winners,
          ticket: milliOf(body.ticket),
          password: body.password ?? null,
          minDeposit: milliOf(body.min_deposit),
          depositDays: body.days ?? null,
          minVip: body.vip ?? 0,
        },
        Array.from({ length: body.winners }, () => priced.map((p) => p.prize)).flat(),
      );
      return { id: id!, endTime, cost: costOf(body, priced) };
    },
    created: async (room: { id: number; endTime: Date | null }) => {
      if (room.endTime) await schedule(room.id, room.endTime);
    },
    /** Closes an open official room now (a host's room is the host's): the draw runs on whoever joined; a room nobody joined is cancelled instead. */
    async end(tx: Tx, id: number) {
      const res = await tx.execute<{ state: number }>(sql`
        update gift_rooms set state = case when total_people = 0 then 4 else 2 end,
          closed_at = ${new Date(deps.clock.now())}
        where id = ${id} and state = 1 and kind = 'official' returning state`);
      if (res.rows.length === 0) {
        const row = await repo.findRoom(tx, id);
        throw new AppError(row ? 'gift_not_open' : 'gift_not_found');
      }
      return { state: STATES[Number(res.rows[0]!.state) - 1]! };
    },
    ended: (id: number) => schedule(id),
    one,
  };
}
