import { Redis } from 'ioredis';
import { type Bus, type BusMessage, createHandlers } from './bus';

/** Publishes through Redis and delivers what Redis sends back, own messages included. */
export async function createRedisBus(url: string, prefix: string, onError: (e: unknown) => void): Promise<Bus> {
  const CHANNEL = `${prefix}bus`;
  const handlers = createHandlers();
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  pub.on('error', onError);
  sub.on('error', onError);
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL);
  sub.on('message', (_channel, raw) => {
    try {
      handlers.deliver(JSON.parse(raw) as BusMessage);
    } catch (e) {
      onError(e);
    }
  });
  return {
    kind: 'redis',
    async publish(message) {
      await pub.publish(CHANNEL, JSON.stringify(message));
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {
      await Promise.allSettled([sub.quit(), pub.quit()]);
    },
  };
}
