import { DROP_CHANNEL, ONLINE_CHANNEL, WS_PATH, WS_PING_MS, ZWsClientMessage } from '@dropforge/shared/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import type { Bus, BusMessage, Presence } from '../bus';

type Client = {
  socket: WebSocket;
  channels: Set<string>;
  alive: boolean;
  ip: string;
  userId: number;
  /** The session the socket was opened with (0 for visitors). */
  sessionId: number;
};

/**
 * Bus channel (never a websocket channel: no client may follow it) on which the auth module announces revoked
 * sessions: one session (`sessionIds`) or every session of a player (`userId`).
 */
export const SESSIONS_REVOKED_CHANNEL = 'internal.sessions_revoked';
export type SessionsRevoked = { sessionIds?: number[]; userId?: number };

/** What a slow client may have waiting in its socket before it is disconnected. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Channels anyone may follow; private channels (`FallingGoods.{id}`, `notifications.{id}`) need a session. */
const PUBLIC_CHANNEL = /^(online|DropKanbanChannel|battles|battle\.[\w-]{1,64}|gift\.\d{1,12})$/;
const PRIVATE_CHANNEL = /^(notifications|FallingGoods)\.(\d{1,12})$/;
const MAX_CHANNELS = 20;
const MAX_MESSAGE_BYTES = 4096;

export type Gateway = {
  localCount: () => number;
  online: () => Promise<number>;
  close: () => Promise<void>;
};

/**
 * The `/ws` endpoint: clients get the online count on connect and whenever it changes (at most
 * once a second), answer pings, and receive bus messages of the channels they follow.
 */
export function registerGateway(
  app: FastifyInstance,
  bus: Bus,
  presence: Presence,
  /** The signed-in player and session of an upgrade request (its authsk cookie), for private channels. */
  userOf: (req: FastifyRequest) => Promise<{ id: number; sessionId: number } | undefined> = async () => undefined,
): Gateway {
  const clients = new Set<Client>();
  let lastOnline = -1;
  let online = 0;
  let dirty = false;

  const send = (client: Client, payload: unknown) => {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(payload));
  };

  const refreshOnline = async () => {
    await presence.report(clients.size);
    online = await presence.total();
    if (online !== lastOnline) {
      lastOnline = online;
      await bus.publish({ channel: ONLINE_CHANNEL, event: 'online', data: { online } });
    }
  };
  const safeRefresh = () => refreshOnline().catch((e) => app.log.warn({ err: e }, 'online count refresh failed'));

  /** A revoked session's sockets become visitors' at once: their private channels are dropped. */
  const signOut = (revoked: SessionsRevoked) => {
    const sessions = new Set(revoked.sessionIds ?? []);
    for (const client of clients) {
      if (client.userId === 0) continue;
      if (client.userId !== revoked.userId && !sessions.has(client.sessionId)) continue;
      client.userId = 0;
      client.sessionId = 0;
      for (const channel of client.channels) if (PRIVATE_CHANNEL.test(channel)) client.channels.delete(channel);
    }
  };

  const unsubscribe = bus.subscribe((message: BusMessage) => {
    if (message.channel === SESSIONS_REVOKED_CHANNEL) return signOut(message.data as SessionsRevoked);
    if (message.channel === ONLINE_CHANNEL) online = (message.data as { online: number }).online;
    // Serialised and encoded once per message, not once per client (a drop or a battle round goes to thousands).
    let frame: Buffer | undefined;
    for (const client of clients) {
      if (!client.channels.has(message.channel) || client.socket.readyState !== client.socket.OPEN) continue;
      // A client that stopped reading is cut off rather than buffered for without end; it reconnects and re-reads.
      if (client.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
        client.socket.terminate();
        continue;
      }
      frame ??= Buffer.from(JSON.stringify(message));
      client.socket.send(frame, { binary: false });
    }
  });

  // Heartbeat: drop connections that stopped answering, and keep the shared count fresh.
  const beat = setInterval(() => {
    for (const client of clients) {
      if (!client.alive) {
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      client.socket.ping();
    }
    safeRefresh();
  }, WS_PING_MS);
  const flush = setInterval(() => {
    if (dirty) {
      dirty = false;
      safeRefresh();
    }
  }, 1000);

  app.get(WS_PATH, { websocket: true }, (socket, req) => {
    const client: Client = {
      socket,
      channels: new Set([ONLINE_CHANNEL, DROP_CHANNEL]),
      alive: true,
      ip: req.ip,
      userId: 0,
      sessionId: 0,
    };
    clients.add(client);
    dirty = true;
    // Signed-in players follow their own notifications (deposits, level-ups) from the start.
    const identified = userOf(req)
      .then((user) => {
        if (user) {
          client.userId = user.id;
          client.sessionId = user.sessionId;
          client.channels.add(`notifications.${user.id}`);
        }
      })
      .catch(() => {});
    send(client, { channel: ONLINE_CHANNEL, event: 'online', data: { online: Math.max(online, clients.size) } });
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (raw: Buffer, isBinary: boolean) => {
      client.alive = true;
      if (isBinary || raw.length > MAX_MESSAGE_BYTES) return send(client, { type: 'error', msg: 'bad message' });
      let parsed: ReturnType<typeof ZWsClientMessage.safeParse>;
      try {
        parsed = ZWsClientMessage.safeParse(JSON.parse(raw.toString('utf8')));
      } catch {
        return send(client, { type: 'error', msg: 'bad message' });
      }
      if (!parsed.success) return send(client, { type: 'error', msg: 'bad message' });
      const msg = parsed.data;
      switch (msg.type) {
        case 'connect':
          // The client's claims are informational only; identity comes from the session.
          client.ip = req.ip;
          return send(client, { channel: ONLINE_CHANNEL, event: 'online', data: { online } });
        case 'ping':
          return send(client, { type: 'pong', online });
        case 'subscribe':
          return void identified.then(() => {
            const own = PRIVATE_CHANNEL.exec(msg.channel);
            const allowed =
              PUBLIC_CHANNEL.test(msg.channel) || (own && client.userId > 0 && Number(own[2]) === client.userId);
            if (!allowed || client.channels.size >= MAX_CHANNELS) {
              return send(client, { type: 'error', msg: 'channel not allowed' });
            }
            client.channels.add(msg.channel);
          });
        case 'unsubscribe':
          client.channels.delete(msg.channel);
          return;
      }
    });
    socket.on('close', () => {
      clients.delete(client);
      dirty = true;
    });
  });

  return {
    localCount: () => clients.size,
    online: async () => {
      await refreshOnline().catch(() => {});
      return online;
    },
    async close() {
      clearInterval(beat);
      clearInterval(flush);
      unsubscribe();
      for (const client of clients) client.socket.close(1001, 'server shutting down');
      clients.clear();
    },
  };
}
