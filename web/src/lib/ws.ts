import type { WsClientMessage, WsServerMessage } from '@dropforge/shared/contract';

// Mirrors of the contract constants (imported as types only, so zod stays out of the bundle).
export const WS_PATH = '/ws';
export const WS_PING_MS = 10_000;
export const ONLINE_CHANNEL = 'online';
export const DROP_CHANNEL = 'DropKanbanChannel';

type Handler = (event: string, data: unknown) => void;
type OnlineHandler = (online: number) => void;
export type WsStatus = 'connecting' | 'open' | 'closed';

const MIN_BACKOFF = 1000;
const MAX_BACKOFF = 30_000;

/**
 * One shared websocket for the whole page: sends `connect` after opening, pings every 10 s,
 * reconnects with exponential backoff (1 s … 30 s, jittered), and re-subscribes channels.
 */
class SiteSocket {
  private socket: WebSocket | null = null;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;
  private backoff = MIN_BACKOFF;
  private readonly channels = new Map<string, Set<Handler>>();
  private readonly onlineHandlers = new Set<OnlineHandler>();
  private readonly statusHandlers = new Set<(status: WsStatus) => void>();
  private users = 0;
  status: WsStatus = 'closed';

  /** Starts the connection while at least one user holds it; returns the release function. */
  retain(): () => void {
    this.users += 1;
    clearTimeout(this.idleTimer);
    if (this.users === 1) this.open();
    return () => {
      this.users -= 1;
      // Deferred so a quick release/retain (remounts, StrictMode) keeps the same socket.
      if (this.users === 0) {
        clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => {
          if (this.users === 0) this.close();
        }, 1000);
      }
    };
  }

  onOnline(handler: OnlineHandler): () => void {
    this.onlineHandlers.add(handler);
    return () => this.onlineHandlers.delete(handler);
  }

  onStatus(handler: (status: WsStatus) => void): () => void {
    this.statusHandlers.add(handler);
    return () => this.statusHandlers.delete(handler);
  }

  /** Listens to a channel (e.g. DropKanbanChannel); the server is told to subscribe while someone listens. */
  subscribe(channel: string, handler: Handler): () => void {
    let set = this.channels.get(channel);
    if (!set) {
      set = new Set();
      this.channels.set(channel, set);
      if (channel !== ONLINE_CHANNEL) this.send({ type: 'subscribe', channel });
    }
    set.add(handler);
    return () => {
      const handlers = this.channels.get(channel);
      handlers?.delete(handler);
      if (handlers && handlers.size === 0) {
        this.channels.delete(channel);
        if (channel !== ONLINE_CHANNEL) this.send({ type: 'unsubscribe', channel });
      }
    };
  }

  private setStatus(status: WsStatus): void {
    this.status = status;
    for (const handler of this.statusHandlers) handler(status);
  }

  private send(message: WsClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private open(): void {
    if (typeof WebSocket === 'undefined' || this.socket) return;
    const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
    let socket: WebSocket;
    try {
      socket = new WebSocket(`${scheme}://${location.host}${WS_PATH}`);
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.setStatus('connecting');
    socket.onopen = () => {
      this.backoff = MIN_BACKOFF;
      this.setStatus('open');
      this.send({ type: 'connect', ip: '', user_id: 0 });
      for (const channel of this.channels.keys()) {
        if (channel !== ONLINE_CHANNEL) this.send({ type: 'subscribe', channel });
      }
      this.pingTimer = setInterval(() => this.send({ type: 'ping' }), WS_PING_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = () => {
      clearInterval(this.pingTimer);
      this.socket = null;
      this.setStatus('closed');
      if (this.users > 0) this.scheduleRetry();
    };
    socket.onerror = () => socket.close();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const delay = Math.min(MAX_BACKOFF, this.backoff) * (0.75 + Math.random() * 0.5);
    this.backoff = Math.min(MAX_BACKOFF, this.backoff * 2);
    this.retryTimer = setTimeout(() => this.open(), delay);
  }

  private close(): void {
    clearTimeout(this.retryTimer);
    clearInterval(this.pingTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
    this.setStatus('closed');
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let message: WsServerMessage;
    try {
      message = JSON.parse(raw) as WsServerMessage;
    } catch {
      return;
    }
    if ('type' in message) {
      if (message.type === 'pong' && typeof message.online === 'number') this.emitOnline(message.online);
      return;
    }
    if (message.channel === ONLINE_CHANNEL && message.event === 'online') {
      const online = (message.data as { online?: unknown } | null)?.online;
      if (typeof online === 'number') this.emitOnline(online);
    }
    const handlers = this.channels.get(message.channel);
    if (handlers) for (const handler of handlers) handler(message.event, message.data);
  }

  private emitOnline(online: number): void {
    for (const handler of this.onlineHandlers) handler(online);
  }
}

export const siteSocket = new SiteSocket();
