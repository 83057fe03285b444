export { type Bus, type BusMessage, createMemoryBus, createRedisBus, type Presence } from './bus';
export { type Config, ConfigError, loadConfig } from './config';
export type { Database, Db, Executor, Tx } from './db';
export { AppError, fail, langOf, ok } from './http';
export type { Jobs } from './jobs';
