import type { Milli } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import type { PlayGate } from '../../platform/ports';
import type { CasesService, Opening } from '../cases';
import type { CatalogService } from '../catalog';
import type { Fair } from '../fair';
import type { Inventory } from '../inventory';
import type { Drops } from '../realtime';

export type Log = { warn: (obj: unknown, msg?: string) => void; info?: (obj: unknown, msg?: string) => void };

/** What the giveaways module works with (wired in giveaways.module.ts). */
export type GiveawaysDeps = {
  database: Database;
  bus: Bus;
  jobs: Jobs;
  clock: Clock;
  catalog: CatalogService;
  inventory: Inventory;
  fair: Fair;
  drops: Drops;
  cases: CasesService;
  opening: Opening;
  /** The player's VIP level (the `levels` extension point; 0 without VIP). */
  levelOf: (userId: number) => Promise<number>;
  /** Paid deposits of a player in thousandths, since `since` or ever. */
  depositTotal: (userId: number, since?: Date) => Promise<Milli>;
  gate: PlayGate;
  contentDir: string;
  log: Log;
};
