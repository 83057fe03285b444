import {
  GUIDANCE_STEPS,
  type GuidanceInfo,
  type GuidanceResult,
  type GuidanceStep,
  onboardingApi,
} from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Executor, Tx } from '../../../platform/db';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { BetHook, Player } from '../../../platform/ports';
import type { MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import * as marks from '../onboarding.repo';
import type { Mechanic } from './mechanic';

const NAME = 'guidance';
const tags = ['events'];
export const GUIDANCE_OPEN = 'guidance:open';
const markOf = (step: 'case' | 'battle') => `guidance:${step}`;

export const guidanceSpec: MechanicSpec = {
  name: NAME,
  validate(event) {
    if (event.rewards.length !== GUIDANCE_STEPS.length)
      throw new Error(`guidance needs ${GUIDANCE_STEPS.length} rewards, one per step (${GUIDANCE_STEPS.join(', ')})`);
  },
  // Each step pays once per account: a new player finishing the list in a day is the most it costs that day.
  dailyCost: (event, worth) => event.rewards.reduce((sum, r) => sum + worth(r), 0),
};

/**
 * The first case open and the first battle, seen inside their bet's transaction (the `bets` extension point):
 * a mark per player, written once, so the checklist never rescans game history.
 */
export const guidanceBets: BetHook = async (tx: Tx, bet) => {
  if (bet.game === 'case' || bet.game === 'battle') await marks.markInTx(tx, bet.userId, markOf(bet.game));
};

/**
 * The onboarding checklist (spec §1 "guidance"): verify the e-mail (an account registered with an e-mail code has
 * one), set a trade URL, a first deposit, a first case open, a first battle. Each done step's reward is received by
 * the player (`POST /api/guidance/{step}/receive`), once per account: the claim's unique key is (`ever`, step).
 * Receiving instead of an automatic grant keeps the games' transactions free of event grants, and shows the reward.
 */
export const guidance: Mechanic = (ctx) => {
  const { engine, database } = ctx;

  async function doneSteps(db: Executor, player: Player): Promise<Set<GuidanceStep>> {
    const [m, deposit] = await Promise.all([marks.marksOf(db, player.id), ctx.lastDepositAt(player.id)]);
    const done = new Set<GuidanceStep>();
    if (player.email) done.add('email');
    if (player.tradeUrl) done.add('trade_url');
    if (deposit) done.add('deposit');
    if (m.has(markOf('case'))) done.add('case');
    if (m.has(markOf('battle'))) done.add('battle');
    return done;
  }

  async function info(player: Player, req: FastifyRequest, lang: Lang): Promise<GuidanceInfo> {
    const event = await engine.find(NAME, undefined, player, req);
    const [done, received, rewards, m] = await Promise.all([
      doneSteps(database.db, player),
      marks.everSlots(database.db, player.id, event.key),
      engine.views(event.rewards, lang),
      marks.marksOf(database.db, player.id),
    ]);
    const steps = GUIDANCE_STEPS.map((step, i) => ({
      step,
      state: received.has(i) ? ('received' as const) : done.has(step) ? ('ready' as const) : ('todo' as const),
      reward: rewards[i]!,
    }));
    return {
      key: event.key,
      steps,
      done: steps.filter((s) => s.state !== 'todo').length,
      total: steps.length,
      opened_at: m.get(GUIDANCE_OPEN)?.toISOString() ?? null,
    };
  }

  async function receive(player: Player, req: FastifyRequest, lang: Lang, step: GuidanceStep): Promise<GuidanceResult> {
    const event = await engine.find(NAME, undefined, player, req);
    const cal = engine.calendar(event);
    if (!(await doneSteps(database.db, player)).has(step)) throw new AppError('guidance_not_done');
    const index = GUIDANCE_STEPS.indexOf(step);
    const done = await database.withTx(async (tx) => {
      const claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: NAME,
        period: 'ever',
        slot: index,
        day: cal.day,
      });
      if (claimId === undefined) throw new AppError('guidance_received');
      const prize = event.rewards[index]!;
      const given = await engine.grant(tx, event, player, { prize, claimId, index: null, roll: null }, lang);
      const result: GuidanceResult = { ...given.grant, step };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      onboardingApi.guidance.path,
      { config: { auth: 'player' }, schema: { tags, response: { 200: onboardingApi.guidance.result } } },
      async (req) => ok(await info(req.player, req, langOf(req))),
    );
    // Spec path: a GET that records the guide was opened (the new-player card then stays closed).
    app.get(
      onboardingApi.guidanceOpen.path,
      {
        config: { auth: 'player', changesState: true },
        schema: { tags, response: { 200: onboardingApi.guidanceOpen.result } },
      },
      async (req) => {
        await marks.mark(database.db, req.player.id, GUIDANCE_OPEN);
        const at = (await marks.marksOf(database.db, req.player.id)).get(GUIDANCE_OPEN)!;
        return ok({ opened_at: at.toISOString() });
      },
    );
    app.post(
      onboardingApi.guidanceReceive.path,
      {
        config: { auth: 'player' },
        schema: {
          tags,
          params: onboardingApi.guidanceReceive.params,
          response: { 200: onboardingApi.guidanceReceive.result },
        },
      },
      async (req) => ok(await receive(req.player, req, langOf(req), req.params.step)),
    );
  };
};
