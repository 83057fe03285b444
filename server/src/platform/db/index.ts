export {
  type Database,
  type Db,
  type Executor,
  ensureDatabase,
  isoTime,
  openDatabase,
  readMilli,
  type Tx,
} from './database';
export { deferWrite, flushWrites } from './deferred';
export { type EmbeddedServer, runningPort, startEmbedded } from './embedded';
export { containsPattern } from './like';
export { applyMigrations, migrationsApplied } from './migrate';
export { BET_KINDS, progressCounter } from './progress';
export { currentTxScope, runInTxScope, type TxScope } from './tx-scope';
