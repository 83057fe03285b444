import type { CodesBody } from '@dropforge/shared/contract/ops-promotions';
import { fits, numberOf } from './promo-lib';

export type CodeKind = CodesBody['kind'];
// The contract's CODE_KINDS, copied: a value import would bundle zod with the console.
export const CODE_KINDS: readonly CodeKind[] = ['cash', 'token', 'box'];

/** The new-campaign form as typed. */
export type CodesForm = {
  campaign: string;
  kind: CodeKind;
  amount: string;
  box: string;
  uses: string;
  perAccount: string;
  count: string;
  days: string;
  minDeposit: string;
};

export const EMPTY_CODES: CodesForm = {
  campaign: '',
  kind: 'cash',
  amount: '',
  box: '',
  uses: '1',
  perAccount: '1',
  count: '1',
  days: '',
  minDeposit: '',
};

/** The body the server takes, or the fields in the way: cash and token codes need an amount, box codes a case. */
export function codesBody(f: CodesForm): { body: CodesBody | null; bad: Set<keyof CodesForm> } {
  const bad = new Set<keyof CodesForm>();
  const campaign = f.campaign.trim();
  if (campaign.length < 1 || campaign.length > 64) bad.add('campaign');
  const amount = numberOf(f.amount);
  if (f.kind !== 'box' && (amount === undefined || amount <= 0 || !fits(amount, 0, 100_000))) bad.add('amount');
  if (f.kind === 'box' && !f.box) bad.add('box');
  const required = (field: keyof CodesForm, min: number, max: number) => {
    const value = numberOf(f[field]);
    if (value === undefined || !fits(value, min, max, true)) bad.add(field);
    return value ?? 0;
  };
  const uses = required('uses', 1, 100_000_000);
  const perAccount = required('perAccount', 1, 1000);
  const made = required('count', 1, 1000);
  const days = numberOf(f.days);
  if (!fits(days, 1, 3650, true)) bad.add('days');
  const minDeposit = numberOf(f.minDeposit);
  if (!fits(minDeposit, 0, 1_000_000)) bad.add('minDeposit');
  if (bad.size > 0) return { body: null, bad };
  return {
    body: {
      campaign,
      kind: f.kind,
      amount: f.kind === 'box' ? undefined : amount,
      box: f.kind === 'box' ? f.box : undefined,
      uses,
      per_account: perAccount,
      count: made,
      valid_days: days,
      min_deposit: minDeposit || undefined,
    },
    bad,
  };
}
