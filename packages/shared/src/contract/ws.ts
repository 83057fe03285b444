import { z } from 'zod';

/** Client → server messages on `/ws`. */
export const ZWsClientMessage = z.discriminatedUnion('type', [
  /** Sent once after opening (spec §7): the client's ip as it knows it and its user id (0 for visitors). */
  z.object({
    type: z.literal('connect'),
    ip: z.string().max(64).default(''),
    user_id: z.coerce.number().int().min(0).default(0),
  }),
  z.object({ type: z.literal('ping') }),
  z.object({ type: z.literal('subscribe'), channel: z.string().max(80) }),
  z.object({ type: z.literal('unsubscribe'), channel: z.string().max(80) }),
]);
export type WsClientMessage = z.infer<typeof ZWsClientMessage>;

/** Server → client messages: `{channel, event, data}`; `pong` answers a ping. */
export type WsServerMessage =
  | { channel: 'online'; event: 'online'; data: { online: number } }
  | { channel: string; event: string; data: unknown }
  | { type: 'pong'; online: number }
  | { type: 'error'; msg: string };

export const WS_PATH = '/ws';
export const WS_PING_MS = 10_000;
export const ONLINE_CHANNEL = 'online';
/** Live drop strip channel and event names (spec §7). */
export const DROP_CHANNEL = 'DropKanbanChannel';
export const DROP_EVENT = 'DropKanban';
