import { z } from 'zod';
import { envelope } from './envelope';
import { ZGrant, ZPrizeView } from './events';
import { onboardingRoutes } from './routes';

/** The onboarding checklist in its published order (content `rewards` has one reward per step, same order). */
export const GUIDANCE_STEPS = ['email', 'trade_url', 'deposit', 'case', 'battle'] as const;
export type GuidanceStep = (typeof GUIDANCE_STEPS)[number];

/** `todo`: not done yet; `ready`: done, its reward waits to be received; `received`: reward granted. */
export const GUIDANCE_STATES = ['todo', 'ready', 'received'] as const;
export const ZGuidanceInfo = z.object({
  key: z.string(),
  steps: z.array(z.object({ step: z.enum(GUIDANCE_STEPS), state: z.enum(GUIDANCE_STATES), reward: ZPrizeView })),
  done: z.number().int(),
  total: z.number().int(),
  /** When the player first opened (or dismissed) the guide, or null: the new-player card shows until then. */
  opened_at: z.string().nullable(),
});
export type GuidanceInfo = z.infer<typeof ZGuidanceInfo>;
export const ZGuidanceOpenResult = z.object({ opened_at: z.string() });
export const ZGuidanceStepParams = z.object({ step: z.enum(GUIDANCE_STEPS) });
export const ZGuidanceResult = ZGrant.extend({ step: z.enum(GUIDANCE_STEPS) });
export type GuidanceResult = z.infer<typeof ZGuidanceResult>;

export const ZSurveyQuestion = z.object({
  id: z.string(),
  text: z.string(),
  options: z.array(z.object({ id: z.string(), text: z.string() })),
});
export const ZSurvey = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questions: z.array(ZSurveyQuestion),
  reward: ZPrizeView,
  /** Whether this player has answered it (one answer set per account). */
  done: z.boolean(),
  ends_at: z.string().nullable(),
});
export type Survey = z.infer<typeof ZSurvey>;
export const ZSurveysResult = z.object({ list: z.array(ZSurvey) });
export type SurveysResult = z.infer<typeof ZSurveysResult>;
export const ZSurveyParams = z.object({ id: z.string().max(64) });
export const ZSurveyBody = z.object({
  answers: z.array(z.object({ id: z.string().max(64), answer: z.string().max(64) })).max(50),
});
export type SurveyBody = z.infer<typeof ZSurveyBody>;
export const ZSurveyResult = ZGrant.extend({ id: z.string() });
export type SurveyResult = z.infer<typeof ZSurveyResult>;

export const PRE_REGISTER_STATES = ['reserved', 'received'] as const;
export const ZPreRegisterCampaign = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  picture: z.string(),
  reward: ZPrizeView,
  /** Reservations close (the launch) at this time (ISO), or null. */
  ends_at: z.string().nullable(),
  /** E-mails that reserved so far. */
  reserved: z.number().int(),
});
export type PreRegisterCampaign = z.infer<typeof ZPreRegisterCampaign>;
export const ZPreRegisterResult = z.object({ list: z.array(ZPreRegisterCampaign) });
export type PreRegisterResult = z.infer<typeof ZPreRegisterResult>;
export const ZPreRegisterBody = z.object({
  key: z.string().max(64),
  email: z.string().trim().max(254).email({ message: 'email_invalid' }),
});
export type PreRegisterBody = z.infer<typeof ZPreRegisterBody>;
export const ZPreRegisterCodeQuery = z.object({ key: z.string().max(64), code: z.string().max(32) });
/** A reservation: its code (keep it to look the reward up), the masked e-mail, the reward and its state. */
export const ZReservation = z.object({
  key: z.string(),
  code: z.string(),
  email: z.string(),
  reward: ZPrizeView,
  state: z.enum(PRE_REGISTER_STATES),
});
export type Reservation = z.infer<typeof ZReservation>;
export const ZPreRegisterGrant = ZGrant.extend({ key: z.string() });
export type PreRegisterGrant = z.infer<typeof ZPreRegisterGrant>;

export const onboardingApi = {
  guidance: { ...onboardingRoutes.guidance, result: envelope(ZGuidanceInfo) },
  guidanceOpen: { ...onboardingRoutes.guidanceOpen, result: envelope(ZGuidanceOpenResult) },
  guidanceReceive: {
    ...onboardingRoutes.guidanceReceive,
    params: ZGuidanceStepParams,
    result: envelope(ZGuidanceResult),
  },
  surveys: { ...onboardingRoutes.surveys, result: envelope(ZSurveysResult) },
  surveyStore: {
    ...onboardingRoutes.surveyStore,
    params: ZSurveyParams,
    body: ZSurveyBody,
    result: envelope(ZSurveyResult),
  },
  preRegister: { ...onboardingRoutes.preRegister, result: envelope(ZPreRegisterResult) },
  preRegisterReserve: {
    ...onboardingRoutes.preRegisterReserve,
    body: ZPreRegisterBody,
    result: envelope(ZReservation),
  },
  preRegisterShow: {
    ...onboardingRoutes.preRegisterShow,
    query: ZPreRegisterCodeQuery,
    result: envelope(ZReservation),
  },
  preRegisterSuccess: {
    ...onboardingRoutes.preRegisterSuccess,
    query: ZPreRegisterCodeQuery,
    result: envelope(ZPreRegisterGrant),
  },
} as const;
