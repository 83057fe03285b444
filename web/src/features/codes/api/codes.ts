import type { CdkeyResult } from '@dropforge/shared/contract';
import { affiliatesRoutes, codesRoutes } from '@dropforge/shared/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/client';
import { BACKPACK_KEY } from '../../../lib/queries';
import { loadProfile } from '../../../lib/user';

export type { CdkeyResult };

/** `POST /api/user/cdkey`: one Idempotency-Key per attempt; balances and the backpack follow. */
export function useRedeemCode() {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (code: string) =>
      call(codesRoutes.redeem, {
        body: { code },
        idempotencyKey: crypto.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`,
      }),
    onSuccess: (result) => {
      void loadProfile();
      if (result.open) void client.invalidateQueries({ queryKey: [BACKPACK_KEY] });
    },
  });
}

/** `POST /api/user/promotion`: binds an invitation code (once; the dialog then shows it locked). */
export function useBindInvite() {
  return useMutation({
    meta: { inlineError: true },
    mutationFn: (code: string) => call(affiliatesRoutes.promotion, { body: { code } }),
    onSuccess: () => void loadProfile(),
  });
}
