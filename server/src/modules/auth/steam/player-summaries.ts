import { z } from 'zod';
import { readCapped } from './provider';

const ZSummaries = z.object({
  response: z.object({
    players: z.array(
      z.object({
        steamid: z.string(),
        personaname: z.string().optional(),
        avatarfull: z.string().optional(),
        avatarmedium: z.string().optional(),
      }),
    ),
  }),
});

export type PlayerSummary = { name?: string; avatar?: string };

const MAX_BYTES = 64 * 1024;
// Visible characters only: no control characters, no bidi overrides in a name shown to others.
const UNSAFE_NAME_CHARS = /[\p{Cc}\p{Cf}]/gu;

function safeAvatar(url: string | undefined): string | undefined {
  if (!url || url.length > 500) return undefined;
  try {
    return new URL(url).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Name and avatar from the Steam Web API (`GetPlayerSummaries` v2). Any failure answers `{}` with a
 * reason, so sign-in goes on without them. The key is in the URL: never log the URL.
 */
export async function fetchPlayerSummary(
  fetcher: typeof fetch,
  apiUrl: string,
  apiKey: string,
  steamId: string,
  timeoutMs: number,
): Promise<{ summary: PlayerSummary; failure?: string }> {
  const url = new URL(`${apiUrl.replace(/\/+$/, '')}/ISteamUser/GetPlayerSummaries/v2/`);
  url.searchParams.set('key', apiKey);
  url.searchParams.set('steamids', steamId);
  try {
    const res = await fetcher(url, {
      headers: { accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (res.status !== 200) {
      await res.body?.cancel().catch(() => {});
      return { summary: {}, failure: `player summaries answered ${res.status}` };
    }
    const parsed = ZSummaries.safeParse(JSON.parse(await readCapped(res, MAX_BYTES)));
    if (!parsed.success) return { summary: {}, failure: 'player summaries malformed' };
    const player = parsed.data.response.players.find((p) => p.steamid === steamId);
    if (!player) return { summary: {}, failure: 'player summaries without the player' };
    const name = player.personaname?.replace(UNSAFE_NAME_CHARS, '').trim().slice(0, 20) || undefined;
    return { summary: { name, avatar: safeAvatar(player.avatarfull ?? player.avatarmedium) } };
  } catch (e) {
    return { summary: {}, failure: `player summaries failed (${(e as Error).name})` };
  }
}
