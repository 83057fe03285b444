/** Time left until `iso` as `1d 02:03:04` / `02:03:04`; zeros once it is over. */
export function countdown(iso: string | null, now: number): string {
  if (!iso) return '';
  const left = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  const d = Math.floor(left / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const hms = `${pad(Math.floor((left % 86_400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
  return d > 0 ? `${d}d ${hms}` : hms;
}
