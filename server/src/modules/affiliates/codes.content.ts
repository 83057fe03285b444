import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CODE_KINDS } from '@dropforge/shared/contract';
import { parseMilli, ZERO_MILLI } from '@dropforge/shared/domain';
import { z } from 'zod';
import type { NewCode } from './codes.repo';

const zDecimal = z.string().regex(/^\d{1,9}(\.\d{1,3})?$/, 'a decimal with at most 3 decimals, as a string');

/** `content/codes/<campaign>.json`: a campaign's public codes (typed in clear by players, stored hashed). */
export const ZCodeCampaign = z.object({
  campaign: z.string().min(1).max(64),
  codes: z
    .array(
      z
        .object({
          code: z.string().regex(/^[A-Za-z0-9-]{4,40}$/),
          kind: z.enum(CODE_KINDS),
          amount: zDecimal.optional(),
          box: z.string().min(1).optional(),
          uses: z.number().int().min(1).max(100_000_000),
          per_account: z.number().int().min(1).max(1000).default(1),
          valid_from: z.iso.datetime().optional(),
          valid_until: z.iso.datetime().optional(),
          min_deposit: zDecimal.optional(),
          min_deposit_days: z.number().int().min(1).max(3650).optional(),
          min_vip: z.number().int().min(0).max(100).default(0),
          new_accounts: z.boolean().default(false),
        })
        .refine((c) => (c.kind === 'box' ? c.box !== undefined : c.amount !== undefined && Number(c.amount) > 0), {
          message: 'a box code names its case (box); cash and token codes a positive amount',
        }),
    )
    .min(1),
});

export type ContentCode = { code: string; row: Omit<NewCode, 'codeHash'> };

/** Every campaign file of `content/codes/`; a malformed file stops the start with its name. */
export function loadCodeCampaigns(contentDir: string): ContentCode[] {
  const dir = join(contentDir, 'codes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const parsed = ZCodeCampaign.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) throw new Error(`content/codes/${file}: ${parsed.error.message}`);
      const { campaign, codes } = parsed.data;
      return codes.map((c) => ({
        code: c.code,
        row: {
          kind: c.kind,
          amount: c.amount ? parseMilli(c.amount) : ZERO_MILLI,
          boxId: c.box ?? null,
          uses: c.uses,
          perAccount: c.per_account,
          validFrom: c.valid_from ? new Date(c.valid_from) : new Date(0),
          validUntil: c.valid_until ? new Date(c.valid_until) : null,
          minDeposit: c.min_deposit ? parseMilli(c.min_deposit) : ZERO_MILLI,
          minDepositDays: c.min_deposit_days ?? null,
          minVip: c.min_vip,
          newAccounts: c.new_accounts,
          campaign,
          source: 'content',
        },
      }));
    });
}
