/** Number fields of the promotion forms (giveaways, codes, gift cards). */

/** An optional number typed in a field: `undefined` when empty, `NaN` when it is not a number. */
export function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** An empty field passes; a typed one must be a number in [min, max] (a whole one when `int`). */
export function fits(value: number | undefined, min: number, max: number, int = false): boolean {
  if (value === undefined) return true;
  return Number.isFinite(value) && value >= min && value <= max && (!int || Number.isInteger(value));
}
