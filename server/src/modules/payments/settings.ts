import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Milli, maxMilli, parseMilli } from '@dropforge/shared/domain';
import { z } from 'zod';

const ZMethod = z.object({
  id: z.string(),
  kind: z.enum(['card', 'giftcard', 'crypto']),
  provider: z.enum(['sandbox', 'stripe', 'giftcard']),
  name: z.string(),
  countries: z.array(z.string()),
  min: z.number().positive(),
  max: z.number().positive(),
  fee_rate: z.number().min(0).max(0.5),
});
const ZMethods = z.object({ min_recharge: z.number().positive(), methods: z.array(ZMethod) });
const ZPromotions = z.object({
  topup_bonus_rate: z.number().min(0).max(5),
  // The offer's "up to" figure is not configured: it is the case's dearest item at current prices (payments
  // module `firstBoxValue`), so the copy and the case always agree.
  first_box: z.object({ case_id: z.string(), hours: z.number().positive() }),
});

export type Method = z.infer<typeof ZMethod> & { minMilli: Milli; maxMilli: Milli };
export type PaymentSettings = {
  minRecharge: Milli;
  methods: Method[];
  bonusRate: number;
  firstBox: { caseId: string; hours: number };
};

/** Deposit rules are operator configuration in content/payments/ (methods, limits, promotions). */
export function loadPaymentSettings(contentDir: string, minRechargeOverride?: number): PaymentSettings {
  const read = (file: string) => JSON.parse(readFileSync(join(contentDir, 'payments', file), 'utf8'));
  const methods = ZMethods.parse(read('methods.json'));
  const promotions = ZPromotions.parse(read('promotions.json'));
  const minRecharge = parseMilli(minRechargeOverride ?? methods.min_recharge);
  return {
    minRecharge,
    methods: methods.methods.map((m) => ({
      ...m,
      minMilli: maxMilli(parseMilli(m.min), minRecharge),
      maxMilli: parseMilli(m.max),
    })),
    bonusRate: promotions.topup_bonus_rate,
    firstBox: {
      caseId: promotions.first_box.case_id,
      hours: promotions.first_box.hours,
    },
  };
}

export function methodsFor(settings: PaymentSettings, country: string): Method[] {
  const code = country.toUpperCase();
  return settings.methods.filter((m) => m.countries.includes('*') || m.countries.includes(code));
}
