import { z } from 'zod';
import { ZOpenResult } from './cases';
import { envelope } from './envelope';
import { codesRoutes } from './routes';

export const CODE_KINDS = ['cash', 'token', 'box'] as const;
export type CodeKind = (typeof CODE_KINDS)[number];

/** A promo, event or invitation code as typed (spaces and dashes are ignored, case does not matter). */
export const ZCdkeyBody = z.object({ code: z.string().trim().min(1).max(64) });
export type CdkeyBody = z.infer<typeof ZCdkeyBody>;

/**
 * What a redeemed code gave (spec §7 `/api/user/cdkey`): `amount` USD credited to the balance (cash codes),
 * `tokens` coins credited (token codes), and for box codes the case opened for free and what it dropped.
 */
export const ZCdkeyResult = z.object({
  type: z.enum(CODE_KINDS),
  data: z.object({ amount: z.number(), token: z.number() }),
  amount: z.number(),
  tokens: z.number(),
  open: ZOpenResult.nullable(),
});
export type CdkeyResult = z.infer<typeof ZCdkeyResult>;

export const codesApi = {
  redeem: { ...codesRoutes.redeem, body: ZCdkeyBody, result: envelope(ZCdkeyResult) },
} as const;
