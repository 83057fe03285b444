/**
 * The /provablyfair link of one roll of a battle: the battle scheme with its inputs in the query
 * (`game=battle`, the server seed once revealed, the client seeds in slot order as repeated `seeds`, round,
 * slot, beacon, the battle id so the page can name the drop, its published hash and the ticket shown).
 */
import type { BattleDetail } from '@dropforge/shared/contract';

export function verifyHref(
  detail: Pick<BattleDetail, 'id' | 'server_seed' | 'server_seed_hash' | 'slots' | 'beacon' | 'results'>,
  round: number,
  slot: number,
  code: string | null = null,
): string {
  const params = new URLSearchParams({ game: 'battle' });
  if (detail.server_seed) params.set('serverSeed', detail.server_seed);
  params.set('hash', detail.server_seed_hash);
  for (const seat of detail.slots) params.append('seeds', seat?.client_seed ?? '');
  params.set('round', String(round));
  params.set('slot', String(slot));
  if (detail.beacon) params.set('beacon', detail.beacon);
  params.set('battle', String(detail.id));
  if (code) params.set('code', code);
  const ticket = detail.results[round]?.drops.find((drop) => drop.slot === slot)?.ticket;
  if (ticket !== undefined) params.set('ticket', String(ticket));
  return `/provablyfair?${params.toString()}#verify`;
}
