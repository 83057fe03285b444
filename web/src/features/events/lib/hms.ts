/** Time left until `iso` as `hh:mm:ss` (hours not wrapped at a day, spec §4); `00:00:00` once it is over. */
export function hms(iso: string, now: number): string {
  const left = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
}
