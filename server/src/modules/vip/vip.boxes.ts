import { type VipBox, type VipBoxes, type VipBoxReceive, vipApi } from '@dropforge/shared/contract';
import { type Lang, type Milli, toAmount } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import type { Database, Executor } from '../../platform/db';
import { AppError, answerInTx, langOf, ok } from '../../platform/http';
import type { PlayerRef } from '../../platform/ports';
import type { CasesService, Opening, ResolvedCase } from '../cases';
import * as repo from './vip.boxes.repo';
import { type Level, levelFor } from './vip.levels';

type BoxesDeps = {
  database: Database;
  clock: Clock;
  levels: Level[];
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  cases: CasesService;
  opening: Opening;
};

/**
 * VIP level boxes (issue 18, spec §7 `/api/svip/box`): each level may name a case (content/vip.json `box`); a player
 * who reached the level opens it once for free. The claim row (primary key player + level), the roll, the backpack
 * item and the drop feed commit in one transaction, so parallel claims open it once.
 */
export function createLevelBoxes(deps: BoxesDeps) {
  const { database, clock, cases } = deps;
  const levelOf = async (userId: number) => levelFor(deps.levels, await deps.depositTotal(userId)).level;

  /** The configured boxes whose case exists and is enabled (a missing case hides its level's box). */
  async function configured(): Promise<Array<{ level: Level; box: ResolvedCase }>> {
    const out: Array<{ level: Level; box: ResolvedCase }> = [];
    for (const level of deps.levels) {
      if (!level.box) continue;
      const box = await cases.byId(level.box).catch(() => null);
      if (box?.enabled) out.push({ level, box });
    }
    return out;
  }

  /** Without a level asked for: the lowest box not taken (refused below when not reached yet). */
  function pick(all: Array<{ level: Level; box: ResolvedCase }>, claimed: Map<number, string>) {
    const open = all.find((b) => !claimed.has(b.level.level));
    if (!open) throw new AppError(all.length > 0 ? 'vip_box_claimed' : 'vip_box_none');
    return open;
  }

  async function list(userId: number | undefined, lang: Lang): Promise<VipBoxes> {
    const [all, level, claimed] = await Promise.all([
      configured(),
      userId ? levelOf(userId) : 0,
      userId ? repo.claimedBoxes(database.db, userId) : new Map<number, string>(),
    ]);
    return {
      level,
      list: all.map(({ level: l, box }): VipBox => {
        const at = claimed.get(l.level) ?? null;
        const summary = cases.summary(box, lang);
        return {
          level: l.level,
          color: l.color,
          box: { id: box.id, name: summary.name, picture: summary.picture, value: toAmount(box.ev) },
          state: at ? 'claimed' : userId && l.level <= level ? 'claimable' : 'locked',
          claimed_at: at,
        };
      }),
    };
  }

  async function receive(player: PlayerRef, wanted: number | undefined, lang: Lang): Promise<VipBoxReceive> {
    const [all, level, claimed] = await Promise.all([
      configured(),
      levelOf(player.id),
      repo.claimedBoxes(database.db, player.id),
    ]);
    const chosen = wanted === undefined ? pick(all, claimed) : all.find((b) => b.level.level === wanted);
    if (!chosen) throw new AppError('vip_box_none');
    if (chosen.level.level > level) throw new AppError('vip_box_locked', { level: chosen.level.level });
    const opened = await database.withTx(async (tx) => {
      if (!(await repo.takeBox(tx, player.id, chosen.level.level, chosen.box.id, new Date(clock.now()))))
        throw new AppError('vip_box_claimed');
      const drawn = await deps.opening.draw(tx, player, chosen.box, 1, 'promotion');
      await repo.setBoxItem(tx, player.id, chosen.level.level, drawn.items[0]!.knapsack_id);
      await answerInTx(tx, { level: chosen.level.level, open: deps.opening.answerOf(drawn, lang) });
      return drawn;
    });
    return { level: chosen.level.level, open: deps.opening.delivered(opened, lang) };
  }

  return {
    list,
    receive,
    /** A level's box picture for `/api/svip` (`next_level.box.picture`), empty when it has none. */
    async pictureOf(level: Level, lang: Lang): Promise<string> {
      if (level.boxPicture || !level.box) return level.boxPicture;
      const box = await cases.byId(level.box).catch(() => null);
      return box ? cases.summary(box, lang).picture : '';
    },
    async routes(fastify: FastifyInstance) {
      const app = fastify.withTypeProvider<ZodTypeProvider>();
      const tags = ['vip'];
      app.get(
        vipApi.boxes.path,
        { config: { auth: 'optional' }, schema: { tags, response: { 200: vipApi.boxes.result } } },
        async (req) => ok(await list(req.viewer?.id, langOf(req))),
      );
      app.get(
        vipApi.boxReceive.path,
        {
          config: { auth: 'player', changesState: true },
          schema: { tags, querystring: vipApi.boxReceive.query, response: { 200: vipApi.boxReceive.result } },
        },
        async (req) => ok(await receive(req.player, req.query.level, langOf(req))),
      );
    },
  };
}

export type LevelBoxes = ReturnType<typeof createLevelBoxes>;
