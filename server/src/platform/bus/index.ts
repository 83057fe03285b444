export type { Bus, BusHandler, BusMessage } from './bus';
export { createMemoryBus } from './memory';
export { createMemoryPresence, createRedisPresence, type Presence } from './presence';
export { createRedisBus } from './redis';
