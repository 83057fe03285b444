import type {
  GuidanceInfo,
  GuidanceResult,
  GuidanceStep,
  PreRegisterCampaign,
  Reservation,
  Survey,
  SurveyResult,
} from '@dropforge/shared/contract';
import { onboardingRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, newIdempotencyKey } from '../../../lib/client';
import { loadProfile } from '../../../lib/user';

export type { GuidanceInfo, GuidanceResult, GuidanceStep, PreRegisterCampaign, Reservation, Survey, SurveyResult };

const GUIDANCE = ['onboarding', 'guidance'];

/** `GET /api/guidance`: the onboarding checklist of the signed-in player. */
export function useGuidance(enabled: boolean, staleTime = 0) {
  return useQuery({
    queryKey: GUIDANCE,
    queryFn: ({ signal }) => call(onboardingRoutes.guidance, { signal }),
    enabled,
    staleTime,
  });
}

/** `GET /api/guidance_open`: records that the guide was opened (the new-player card stays closed after). */
export function useGuidanceOpened() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(onboardingRoutes.guidanceOpen),
    onSuccess: ({ opened_at }) =>
      client.setQueryData<GuidanceInfo>(GUIDANCE, (info) => (info ? { ...info, opened_at } : info)),
  });
}

/** `POST /api/guidance/{step}/receive`: the reward of a done step. */
export function useReceiveStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (step: GuidanceStep) =>
      call(onboardingRoutes.guidanceReceive, { params: { step }, idempotencyKey: newIdempotencyKey() }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: GUIDANCE });
      void loadProfile();
    },
  });
}

/** `GET /api/ques_surveys`: the running surveys. */
export function useSurveys(enabled: boolean) {
  return useQuery({
    queryKey: ['onboarding', 'surveys'],
    queryFn: ({ signal }) => call(onboardingRoutes.surveys, { signal }),
    enabled,
  });
}

/** `POST /api/ques_surveys/{id}/store`: one answer set. */
export function useStoreSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; answers: Array<{ id: string; answer: string }> }) =>
      call(onboardingRoutes.surveyStore, {
        params: { id: v.id },
        body: { answers: v.answers },
        idempotencyKey: newIdempotencyKey(),
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['onboarding', 'surveys'] });
      void loadProfile();
    },
  });
}

/** `GET /api/pre_register`: running pre-registration campaigns (visitors too). */
export function usePreRegister() {
  return useQuery({
    queryKey: ['onboarding', 'pre_register'],
    queryFn: ({ signal }) => call(onboardingRoutes.preRegister, { signal }),
  });
}

/** `GET /api/pre_register/show_reward`: a reservation by its code. */
export function useReservation(key: string | null, code: string | null) {
  return useQuery({
    queryKey: ['onboarding', 'reservation', key, code],
    queryFn: ({ signal }) =>
      call(onboardingRoutes.preRegisterShow, { query: { key: key ?? '', code: code ?? '' }, signal }),
    enabled: Boolean(key && code),
    retry: false,
  });
}

/** `POST /api/pre_register`: reserves a campaign's reward for an e-mail. */
export function useReserve() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; email: string }) =>
      call(onboardingRoutes.preRegisterReserve, { body: v, idempotencyKey: newIdempotencyKey() }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['onboarding', 'pre_register'] }),
  });
}

/** `GET /api/pre_register/success_register`: receives a reservation on the signed-in account. */
export function useReceiveReservation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { key: string; code: string }) => call(onboardingRoutes.preRegisterSuccess, { query: v }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['onboarding', 'reservation'] });
      void loadProfile();
    },
  });
}
