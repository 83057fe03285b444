import { addMilli, type Milli, mulRate, parseMilli, toAmount } from '@dropforge/shared/domain';

/** Amount presets of the top-up page, in dollars. */
export const PRESETS = [5, 10, 25, 50, 100, 250] as const;

/** Parses what the player typed ("25", "25.5", "25,50") into thousandths; null when it is not an amount. */
export function parseInput(text: string): Milli | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{0,2})?$/.test(clean)) return null;
  try {
    return parseMilli(clean.endsWith('.') ? clean.slice(0, -1) : clean);
  } catch {
    return null;
  }
}

export interface Quote {
  amount: Milli;
  bonus: Milli;
  /** What the account receives: the amount plus the top-up bonus. */
  receive: Milli;
  /** Handling fee on top (crypto), not part of the recharge. */
  fee: Milli;
  /** What the processor charges: amount + fee. */
  charge: Milli;
}

export function quote(amount: Milli, bonusRate: number, feeRate: number): Quote {
  const bonus = mulRate(amount, bonusRate);
  const fee = mulRate(amount, feeRate);
  return { amount, bonus, receive: addMilli(amount, bonus), fee, charge: addMilli(amount, fee) };
}

export type AmountProblem = { kind: 'empty' } | { kind: 'min'; min: number } | { kind: 'max'; max: number };

/** Client-side limits: the configured minimum recharge and the chosen method's own bounds. */
export function amountProblem(
  amount: Milli | null,
  limits: { minRecharge: number; min?: number; max?: number },
): AmountProblem | null {
  if (amount === null || amount <= 0) return { kind: 'empty' };
  const min = Math.max(limits.minRecharge, limits.min ?? 0);
  if (amount < parseMilli(min)) return { kind: 'min', min };
  if (limits.max !== undefined && amount > parseMilli(limits.max)) return { kind: 'max', max: limits.max };
  return null;
}

export function milliToInput(milli: Milli): string {
  const value = toAmount(milli);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** 0.2 → "20", 0.015 → "1.5". */
export function ratePercent(rate: number): string {
  return String(Math.round(rate * 1000) / 10);
}

/** Countries offered in the picker (ISO 3166 alpha-2); the visitor's own country is added when missing. */
export const COUNTRIES = [
  'US',
  'GB',
  'CA',
  'AU',
  'DE',
  'FR',
  'ES',
  'IT',
  'NL',
  'PL',
  'RO',
  'PT',
  'BR',
  'RU',
  'UA',
  'TR',
  'SE',
  'NO',
  'DK',
  'FI',
  'CZ',
  'AT',
  'CH',
  'BE',
  'IE',
  'IN',
  'CN',
  'TW',
  'HK',
  'VN',
  'JP',
  'KR',
  'SG',
  'PH',
  'TH',
  'ID',
  'MX',
  'AR',
  'CL',
  'CO',
  'ZA',
] as const;
