import { onboardingApi, type Survey, type SurveyBody, type SurveyResult } from '@dropforge/shared/contract';
import { type Lang, scheduleAt } from '@dropforge/shared/domain';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, answerInTx, langOf, ok } from '../../../platform/http';
import type { Player } from '../../../platform/ports';
import type { EventDef, MechanicSpec } from '../events.engine';
import * as repo from '../events.repo';
import * as onboarding from '../onboarding.repo';
import type { Mechanic } from './mechanic';

const NAME = 'survey';
const tags = ['events'];

export const surveySpec: MechanicSpec = {
  name: NAME,
  validate(event) {
    if (event.questions.length === 0) throw new Error('a survey needs questions');
    if (event.rewards.length !== 1) throw new Error('a survey needs one reward (its completion reward)');
    const ids = new Set(event.questions.map((q) => q.id));
    if (ids.size !== event.questions.length) throw new Error('survey question ids must be unique');
    for (const q of event.questions) {
      if (new Set(q.options.map((o) => o.id)).size !== q.options.length)
        throw new Error(`survey question ${q.id}: option ids must be unique`);
    }
  },
  // Answered once per account: at most the reward, on the day a player answers.
  dailyCost: (event, worth) => worth(event.rewards[0]!),
};

/** Checks an answer set: every question answered once, with one of its options; the set in question order. */
export function checkAnswers(event: EventDef, body: SurveyBody): Array<{ id: string; answer: string }> {
  const given = new Map<string, string>();
  for (const a of body.answers) {
    if (given.has(a.id)) throw new AppError('survey_bad_answer');
    given.set(a.id, a.answer);
  }
  const questions = new Set(event.questions.map((q) => q.id));
  if ([...given.keys()].some((id) => !questions.has(id))) throw new AppError('survey_bad_answer');
  return event.questions.map((q) => {
    const answer = given.get(q.id);
    if (answer === undefined) throw new AppError('survey_incomplete');
    if (!q.options.some((o) => o.id === answer)) throw new AppError('survey_bad_answer');
    return { id: q.id, answer };
  });
}

/**
 * Questionnaire surveys (spec §1): content events of mechanic `survey` with `questions` and one `rewards` entry.
 * One answer set per account: the claim (`ever`, slot 0) and the answer row are unique keys, written with the
 * reward in one transaction. Operators export answers with `npm run ops -- surveys export --id <key>`.
 */
export const survey: Mechanic = (ctx) => {
  const { engine, database } = ctx;

  async function list(player: Player, req: FastifyRequest, lang: Lang): Promise<Survey[]> {
    const live = engine.events.filter((e) => e.mechanic === NAME && engine.running(e));
    const answered = await onboarding.answeredSurveys(database.db, player.id);
    const shown: Survey[] = [];
    for (const e of live.sort((a, b) => b.priority - a.priority || a.key.localeCompare(b.key))) {
      if (await engine.refusal(e, player, req)) continue;
      const [reward] = await engine.views(e.rewards, lang);
      const ends = scheduleAt(e.schedule, engine.calendar(e).now, e.zone).endsAt;
      shown.push({
        id: e.key,
        title: e.title[lang],
        description: e.description[lang],
        questions: e.questions.map((q) => ({
          id: q.id,
          text: q.text[lang] ?? q.text.en!,
          options: q.options.map((o) => ({ id: o.id, text: o.text[lang] ?? o.text.en! })),
        })),
        reward: reward!,
        done: answered.has(e.key),
        ends_at: ends === null ? null : new Date(ends).toISOString(),
      });
    }
    return shown;
  }

  async function store(player: Player, req: FastifyRequest, lang: Lang, id: string, body: SurveyBody) {
    const event = await engine.find(NAME, id, player, req);
    const answers = checkAnswers(event, body);
    const cal = engine.calendar(event);
    const done = await database.withTx(async (tx) => {
      const claimId = await repo.takeClaim(tx, {
        userId: player.id,
        eventKey: event.key,
        mechanic: NAME,
        period: 'ever',
        slot: 0,
        day: cal.day,
      });
      if (claimId === undefined) throw new AppError('survey_done');
      if (!(await onboarding.storeAnswers(tx, { eventKey: event.key, userId: player.id, claimId, answers })))
        throw new AppError('survey_done');
      await engine.takeLimits(tx, event, { userId: player.id, claimId, ip: req.ip, cal });
      const prize = event.rewards[0]!;
      const given = await engine.grant(tx, event, player, { prize, claimId, index: null, roll: null }, lang);
      const result: SurveyResult = { ...given.grant, id: event.key };
      await answerInTx(tx, result);
      return { result, opened: given.opened };
    });
    engine.delivered(done.opened, lang);
    return done.result;
  }

  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    app.get(
      onboardingApi.surveys.path,
      { config: { auth: 'player' }, schema: { tags, response: { 200: onboardingApi.surveys.result } } },
      async (req) => ok({ list: await list(req.player, req, langOf(req)) }),
    );
    app.post(
      onboardingApi.surveyStore.path,
      {
        config: { auth: 'player' },
        schema: {
          tags,
          params: onboardingApi.surveyStore.params,
          body: onboardingApi.surveyStore.body,
          response: { 200: onboardingApi.surveyStore.result },
        },
      },
      async (req) => ok(await store(req.player, req, langOf(req), req.params.id, req.body)),
    );
  };
};
