/** Money in integer thousandths: $12.345 is 12345. No float ever stores money. */
export type Milli = number & { readonly __milli?: never };

const SCALE = 1000;

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
