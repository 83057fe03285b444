/**
 * The /provablyfair link of a room's draw: the giveaway scheme with its inputs in the query (`game=giveaway`,
 * the server seed once drawn, its published hash, the client seeds in join order as repeated `seeds`, the
 * winners count, the beacon and the room id so the page can name the winners). Before the draw the link holds
 * the hash only: the verifier then says the seed is revealed after the draw.
 */
import type { GiftRoomDetail } from '@dropforge/shared/contract';

export function verifyHref(room: Pick<GiftRoomDetail, 'id' | 'gift_user_count' | 'fairness'>): string {
  const f = room.fairness;
  const params = new URLSearchParams({ game: 'giveaway' });
  if (f.server_seed && f.client_seeds && f.client_seeds.length > 0) {
    params.set('serverSeed', f.server_seed);
    params.set('hash', f.server_seed_hash);
    for (const seed of f.client_seeds) params.append('seeds', seed);
  } else {
    params.set('hash', f.server_seed_hash);
  }
  params.set('winners', String(room.gift_user_count));
  if (f.beacon) params.set('beacon', f.beacon);
  params.set('room', String(room.id));
  return `/provablyfair?${params.toString()}#verify`;
}
