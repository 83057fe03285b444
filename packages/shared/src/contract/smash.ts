import { z } from 'zod';
import { envelope, paged } from './envelope';
import { ZEventTokens, ZGrant, ZPrizeOdds, ZPrizeView } from './events';
import { smashRoutes } from './routes';

const ZKey = z.object({ key: z.string().max(64).optional() });

export const ZWindow = z.object({
  index: z.number().int(),
  state: z.enum(['intact', 'smashed']),
  prize: ZPrizeView.nullable(),
});
export type SmashWindow = z.infer<typeof ZWindow>;

/** `GET /api/smashing_windows`: the player's board (a new one once every window is smashed) and hammers. */
export const ZWindowsBoard = z.object({
  key: z.string(),
  board: z.number().int(),
  windows: z.array(ZWindow),
  hammers: ZEventTokens,
  /** Hammers one smash takes. */
  cost: z.number().int(),
});
export type WindowsBoard = z.infer<typeof ZWindowsBoard>;

/** `GET /api/smashing_windows_config`: the event, its board size, what a smash costs and the prize table. */
export const ZWindowsConfig = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  windows: z.number().int(),
  cost: z.number().int(),
  hammer: z.object({
    name: z.string(),
    picture: z.string().nullable(),
    per_stake: z.number().nullable(),
    per_deposit: z.number().nullable(),
  }),
  prizes: z.array(ZPrizeOdds),
  ends_at: z.string().nullable(),
});
export type WindowsConfig = z.infer<typeof ZWindowsConfig>;

export const ZWindowsLogEntry = z.object({
  id: z.number().int(),
  board: z.number().int(),
  index: z.number().int(),
  prize: ZPrizeView,
  created_at: z.string(),
});
export type WindowsLogEntry = z.infer<typeof ZWindowsLogEntry>;
export const ZWindowsLogQuery = ZKey.extend({
  limit: z.coerce.number().int().min(1).max(50).default(20),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const ZSmashResult = ZGrant.extend({
  index: z.number().int(),
  board: z.number().int(),
  hammers_left: z.number().int(),
  /** The smash broke the board's last window: the next GET shows a new board. */
  board_done: z.boolean(),
});
export type SmashResult = z.infer<typeof ZSmashResult>;

/** `GET /api/snowball`: the seasonal event's window, the player's snowballs, the targets and the prize table. */
export const ZSnowballInfo = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  targets: z.number().int(),
  snowballs: ZEventTokens,
  prizes: z.array(ZPrizeOdds),
});
export type SnowballInfo = z.infer<typeof ZSnowballInfo>;

export const ZThrowResult = ZGrant.extend({ target: z.number().int(), snowballs_left: z.number().int() });
export type ThrowResult = z.infer<typeof ZThrowResult>;

export const smashApi = {
  windows: { ...smashRoutes.windows, query: ZKey, result: envelope(ZWindowsBoard) },
  windowsConfig: { ...smashRoutes.windowsConfig, query: ZKey, result: envelope(ZWindowsConfig) },
  windowsLog: { ...smashRoutes.windowsLog, query: ZWindowsLogQuery, result: envelope(paged(ZWindowsLogEntry)) },
  smash: {
    ...smashRoutes.smash,
    params: z.object({ index: z.coerce.number().int().min(0).max(63) }),
    body: ZKey,
    result: envelope(ZSmashResult),
  },
  snowball: { ...smashRoutes.snowball, query: ZKey, result: envelope(ZSnowballInfo) },
  snowballThrow: {
    ...smashRoutes.snowballThrow,
    params: z.object({ target: z.coerce.number().int().min(0).max(15) }),
    body: ZKey,
    result: envelope(ZThrowResult),
  },
} as const;
