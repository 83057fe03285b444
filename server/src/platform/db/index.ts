export { type Database, type Db, type Executor, type Tx, ensureDatabase, openDatabase } from './database';
export { type EmbeddedServer, runningPort, startEmbedded } from './embedded';
export { applyMigrations, migrationsApplied } from './migrate';
