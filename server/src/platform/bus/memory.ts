import { type Bus, createHandlers } from './bus';

export function createMemoryBus(): Bus {
  const handlers = createHandlers();
  return {
    kind: 'memory',
    async publish(message) {
      // Delivered on the next tick, like a message coming back from Redis.
      queueMicrotask(() => handlers.deliver(message));
    },
    subscribe: (handler) => handlers.add(handler),
    async close() {},
  };
}
