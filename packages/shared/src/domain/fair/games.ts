/** The products that draw provably-fair rolls: one word per mechanic, the first field of a roll message. */
export const GAMES = [
  'case',
  'upgrade',
  'battle',
  'giveaway',
  'wheel',
  'cards',
  'freecoins',
  'ladder',
  'rechargebox',
  'flipping',
  'turntable',
  'windows',
  'snowball',
  'seasonal',
  'bargain',
] as const;

export type Game = (typeof GAMES)[number];

/** The games whose rolls use a per-room seed and the ordered client seeds of all players (DESIGN §5). */
export const ROOM_GAMES = ['battle', 'giveaway'] as const satisfies readonly Game[];

export type RoomGame = (typeof ROOM_GAMES)[number];

export function isGame(value: unknown): value is Game {
  return typeof value === 'string' && (GAMES as readonly string[]).includes(value);
}

export function isRoomGame(value: unknown): value is RoomGame {
  return typeof value === 'string' && (ROOM_GAMES as readonly string[]).includes(value);
}
