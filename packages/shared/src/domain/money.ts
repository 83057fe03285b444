/**
 * Money in integer thousandths: $12.345 is 12345. No float ever stores money. The brand is required: a
 * plain number is not money; values come from the parsers and helpers below (and the db layer's reader).
 */
export type Milli = number & { readonly __milli: true };

const SCALE = 1000;

/** An integer count of thousandths as money; refuses fractions and unsafe integers. */
export function milli(value: number): Milli {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an amount in thousandths: ${value}`);
  return value as Milli;
}

export const ZERO_MILLI: Milli = milli(0);

/** The sum of amounts (0 for none). */
export function sumMilli(amounts: Iterable<Milli>): Milli {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total as Milli;
}

export function addMilli(a: Milli, b: Milli): Milli {
  return (a + b) as Milli;
}

export function subMilli(a: Milli, b: Milli): Milli {
  return (a - b) as Milli;
}

export function negMilli(a: Milli): Milli {
  return -a as Milli;
}

/** An amount times a whole count (a price × a number of opens). */
export function timesMilli(a: Milli, count: number): Milli {
  if (!Number.isInteger(count)) throw new RangeError(`not a count: ${count}`);
  return (a * count) as Milli;
}

export function maxMilli(...amounts: Milli[]): Milli {
  return Math.max(...amounts) as Milli;
}

export function minMilli(...amounts: Milli[]): Milli {
  return Math.min(...amounts) as Milli;
}

/** Dollars (a JSON number or a float sum of them) to the nearest thousandth; never throws (NaN and ±∞ give 0). */
export function roundToMilli(amount: number): Milli {
  return (Number.isFinite(amount) ? Math.round(amount * SCALE) : 0) as Milli;
}

/** Parses an API amount (a number or string with at most 3 decimals) into thousandths. */
export function parseMilli(value: number | string): Milli {
  const text = typeof value === 'number' ? value.toFixed(6) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${value}`);
  const [, sign, whole, frac = ''] = match;
  if (frac.replace(/0+$/, '').length > 3) throw new RangeError(`more than 3 decimals: ${value}`);
  const milli = Number(whole) * SCALE + Number(frac.padEnd(3, '0').slice(0, 3));
  if (!Number.isSafeInteger(milli)) throw new RangeError(`amount out of range: ${value}`);
  return (sign ? -milli : milli) as Milli;
}

/** Thousandths to the JSON number the API answers with (at most 3 decimals). */
export function toAmount(milli: Milli): number {
  return milli / SCALE;
}

/** Two-decimal display string, rounding half away from zero. */
export function formatMilli(milli: Milli, decimals = 2): string {
  const step = 10 ** (3 - decimals);
  const rounded = Math.sign(milli) * Math.round(Math.abs(milli) / step);
  const abs = Math.abs(rounded);
  const whole = Math.floor(abs / 10 ** decimals);
  const frac = String(abs % 10 ** decimals).padStart(decimals, '0');
  return `${rounded < 0 ? '-' : ''}${whole}${decimals > 0 ? `.${frac}` : ''}`;
}

/** Multiplies by a rate (e.g. a fee of 0.05) rounding half away from zero to the thousandth. */
export function mulRate(milli: Milli, rate: number): Milli {
  const exact = milli * rate;
  return (Math.sign(exact) * Math.round(Math.abs(exact))) as Milli;
}

/** Rounds to the cent as the UI shows it (half away from zero), staying in thousandths: 4941 → 4940. */
export function roundToCent(milli: Milli): Milli {
  return (Math.sign(milli) * Math.round(Math.abs(milli) / 10) * 10) as Milli;
}

/** Rounds up to the next cent (a top-up that must cover an amount): 4941 → 4950, 4940 → 4940. */
export function ceilToCent(milli: Milli): Milli {
  return (Math.ceil(milli / 10) * 10) as Milli;
}

/**
 * `a − b` as the page shows it: each side rounded to the cent first, then subtracted in integers, so the
 * figures on screen add up ($0.134 shown as $0.13, minus $1.136 shown as $1.14, is −$1.01, not −$1.00).
 */
export function shownDifference(a: Milli, b: Milli): Milli {
  return (roundToCent(a) - roundToCent(b)) as Milli;
}
