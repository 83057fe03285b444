const ELLIPSIS = '…';

/**
 * Masks a player name to its first 2 characters plus an ellipsis (spec §9). Idempotent: a name
 * the server already masked (`Jo…`) comes back unchanged. Counts code points, so emoji and CJK
 * names are not cut in half.
 */
export function maskName(name: string): string {
  const head = Array.from(name.trim()).slice(0, 2).join('');
  return `${head}${ELLIPSIS}`;
}
