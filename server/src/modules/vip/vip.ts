import { paymentsApi, VIP_REWARD_EVENT, type VipInfo, type VipRewardEvent } from '@dropforge/shared/contract';
import { addMilli, type Lang, type Milli, parseMilli, toAmount, ZERO_MILLI } from '@dropforge/shared/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Bus } from '../../platform/bus';
import type { Database, Executor, Tx } from '../../platform/db';
import { langOf, ok } from '../../platform/http';
import { defineModule } from '../../platform/modules';
import { casesModule } from '../cases';
import { paymentsModule } from '../payments';
import { wallet } from '../wallet';
import { createLevelBoxes } from './vip.boxes';
import { type Level, levelFor, loadLevels } from './vip.levels';
import { createRakeback } from './vip.rakeback';
import { insertReward, paidLevels, raiseLevel } from './vip.repo';
import { createTasks } from './vip.tasks';
import { loadTasks } from './vip.tasks.content';

/** VIP levels 0–10 from cumulative deposits; thresholds and colours are configuration (content/vip.json). */
export function createVipModule(deps: {
  database: Database;
  bus: Bus;
  contentDir: string;
  depositTotal: (userId: number, since?: Date, via?: Executor) => Promise<Milli>;
  /** A level's box picture (its own, else its level box's case picture). */
  boxPicture?: (level: Level, lang: Lang) => Promise<string>;
}) {
  const levels = loadLevels(deps.contentDir);

  async function info(userId: number | undefined, lang: Lang = 'en'): Promise<VipInfo> {
    const [total, paid, pictures] = await Promise.all([
      userId ? deps.depositTotal(userId) : ZERO_MILLI,
      userId ? paidLevels(deps.database.db, userId) : [],
      Promise.all(levels.map((l) => (deps.boxPicture ? deps.boxPicture(l, lang) : l.boxPicture))),
    ]);
    const pictureOf = (l: Level) => pictures[levels.indexOf(l)] ?? l.boxPicture;
    const current = levelFor(levels, total);
    const next = levels.find((l) => l.level === current.level + 1);
    return {
      level: current.level,
      color: current.color,
      level_exp: toAmount(total),
      next_level_exp: next ? toAmount(next.exp) : null,
      next_level: next ? { level: next.level, red_money: next.redMoney, box: { picture: pictureOf(next) } } : null,
      levels: levels.map((l) => ({
        level: l.level,
        color: l.color,
        exp: toAmount(l.exp),
        red_money: l.redMoney,
        box: { picture: pictureOf(l) },
      })),
      paid,
    };
  }

  /** Rises paid inside deposits' transactions on this instance, announced once the deposit event says it committed. */
  const unannounced = new Map<number, { level: number; paid: Milli }>();

  /**
   * Inside a credited deposit's transaction (extension point `deposited`): records a rise once (conditional upsert)
   * and pays the reward of every level passed (`red_money`, from `house:promotions`, history type `vip`; once per
   * player and level), so the deposit and its rewards commit together.
   */
  async function deposited(tx: Tx, userId: number) {
    const { level } = levelFor(levels, await deps.depositTotal(userId, undefined, tx));
    if (level <= 0) return;
    const from = await raiseLevel(tx, userId, level);
    if (from === null) return;
    let paid = ZERO_MILLI;
    for (const l of levels) {
      if (l.level <= from || l.level > level || l.redMoney <= 0) continue;
      const amount = parseMilli(String(l.redMoney));
      if (!(await insertReward(tx, userId, l.level, amount))) continue;
      await wallet.credit(tx, {
        userId,
        from: 'promotions',
        currency: 'money',
        amount,
        kind: 'vip',
        key: `vip-reward:${userId}:${l.level}`,
        ref: { kind: 'vip_level', id: l.level },
        memo: `VIP level ${l.level}`,
      });
      paid = addMilli(paid, amount);
    }
    unannounced.set(userId, { level, paid });
  }

  /** After the deposit committed: the level on `notifications.{id}`, the reward on `FallingGoods.{id}`. */
  async function announce(userId: number) {
    const rise = unannounced.get(userId);
    if (!rise) return;
    unannounced.delete(userId);
    await deps.bus.publish({ channel: `notifications.${userId}`, event: 'vip.level_up', data: { level: rise.level } });
    const reward: VipRewardEvent = { level: rise.level, red_money: toAmount(rise.paid) };
    await deps.bus.publish({ channel: `FallingGoods.${userId}`, event: VIP_REWARD_EVENT, data: reward });
  }

  const unsubscribe = deps.bus.subscribe((message) => {
    if (message.event === 'deposit' && message.channel.startsWith('notifications.')) {
      const userId = Number(message.channel.split('.')[1]);
      if (userId) announce(userId).catch(() => {});
    }
  });

  return {
    info,
    deposited,
    stop: unsubscribe,
    async profileExtras(userId: number) {
      const { level, color } = levelFor(levels, await deps.depositTotal(userId));
      return { svip: { level, color } };
    },
    async routes(fastify: FastifyInstance) {
      const app = fastify.withTypeProvider<ZodTypeProvider>();
      for (const path of [paymentsApi.svip.path, '/api/svip/level']) {
        app.get(
          path,
          { config: { auth: 'optional' }, schema: { tags: ['vip'], response: { 200: paymentsApi.svip.result } } },
          async (req) => ok(await info(req.viewer?.id, langOf(req))),
        );
      }
    },
  };
}

/** VIP levels from cumulative deposits, level boxes, tasks and rakeback; rises are announced on the player's channel. */
export const vipModule = defineModule({
  name: 'vip',
  needs: { payments: paymentsModule, cases: casesModule },
  create({ platform, needs }) {
    const { database, bus, clock } = platform;
    const { contentDir } = platform.config;
    const levels = loadLevels(contentDir);
    const depositTotal = needs.payments.depositTotal;
    const boxes = createLevelBoxes({
      database,
      clock,
      levels,
      depositTotal,
      cases: needs.cases.service,
      opening: needs.cases.opening,
    });
    const vip = createVipModule({ database, bus, contentDir, depositTotal, boxPicture: boxes.pictureOf });
    const rakeback = createRakeback({
      database,
      clock,
      levels,
      depositTotal,
      depositTotalSql: needs.payments.depositTotalSql,
    });
    const tasks = createTasks({
      database,
      bus,
      clock,
      levels,
      tasks: loadTasks(contentDir),
      depositTotal,
      log: platform.log,
    });
    return {
      provides: { ...vip, rakeback, boxes, tasks },
      async routes(app: FastifyInstance) {
        await app.register(vip.routes);
        await app.register(rakeback.routes);
        await app.register(boxes.routes);
        await app.register(tasks.routes);
      },
      listens: ['notifications.*'],
      stop: () => {
        vip.stop();
        tasks.stop();
      },
      contributes: {
        profile: vip.profileExtras,
        levels: async (userId: number) => levelFor(levels, await depositTotal(userId)).level,
        deposited: vip.deposited,
        bets: [rakeback.bet, tasks.bet],
      },
    };
  },
});
