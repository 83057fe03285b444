import { authRoutes } from '@dropforge/shared/contract/routes';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { setProfile } from '../../../lib/user';

/** Mirror of contract TRADE_URL (spec §5): partner 1…4294967295, an 8-character token. */
export const TRADE_URL =
  /^https:\/\/steamcommunity\.com\/tradeoffer\/new\/\?partner=(\d{1,10})&token=([A-Za-z0-9_-]{8})$/;
/** Avatar uploads: images only, at most 2 MB (the server re-encodes and re-checks). */
export const MAX_AVATAR_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

export type TradeUrlProblem = 'required' | 'invalid';

export function tradeUrlProblem(value: string): TradeUrlProblem | null {
  const url = value.trim();
  if (!url) return 'required';
  const match = TRADE_URL.exec(url);
  const partner = Number(match?.[1] ?? 0);
  return match && partner >= 1 && partner <= 4_294_967_295 ? null : 'invalid';
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (body: { name?: string; avatar?: string }) => call(authRoutes.update, { body }),
    onSuccess: setProfile,
  });
}

/** Uploads the picture, then makes it the avatar. */
export function useAvatarUpload() {
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      const { url } = await call(authRoutes.upload, { body: form });
      return call(authRoutes.update, { body: { avatar: url } });
    },
    onSuccess: setProfile,
  });
}

export function useSaveTradeUrl() {
  return useMutation({
    mutationFn: (trade_url: string) => call(authRoutes.tradeUrl, { body: { trade_url } }),
    onSuccess: setProfile,
  });
}

export function useLogoutAll() {
  return useMutation({
    mutationFn: () => call(authRoutes.logoutAll),
  });
}
