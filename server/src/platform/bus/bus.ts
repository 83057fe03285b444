/** A message fanned out to every instance: `{channel, event, data}` as the websocket sends it. */
export type BusMessage = { channel: string; event: string; data: unknown };
export type BusHandler = (message: BusMessage) => void;

/** In-process by default; Redis pub/sub when REDIS_URL is set, so every instance sees every message. */
export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(message: BusMessage): Promise<void>;
  subscribe(handler: BusHandler): () => void;
  close(): Promise<void>;
}

export function createHandlers() {
  const handlers = new Set<BusHandler>();
  return {
    add(handler: BusHandler) {
      handlers.add(handler);
      return () => void handlers.delete(handler);
    },
    deliver(message: BusMessage) {
      for (const handler of handlers) {
        try {
          handler(message);
        } catch {
          // One faulty listener must not stop the others.
        }
      }
    },
  };
}
