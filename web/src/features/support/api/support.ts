import type { FeedbackBody } from '@dropforge/shared/contract';
import { authRoutes, feedbackRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/client';

/** What `/api/upload_img` accepts (the server sniffs the bytes and re-encodes; this only spares a round trip). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 5000;

export function useSupportInfoQuery() {
  return useQuery({
    queryKey: ['support'],
    queryFn: ({ signal }) => call(feedbackRoutes.support, { signal }),
    staleTime: 10 * 60_000,
  });
}

/** Uploads one picture; answers its `/uploads/…` URL. */
export async function uploadImage(file: File, signal?: AbortSignal): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  return (await call(authRoutes.upload, { body: form, signal })).url;
}

export function useSendFeedback() {
  return useMutation({
    mutationFn: (body: FeedbackBody) => call(feedbackRoutes.send, { body }),
  });
}
