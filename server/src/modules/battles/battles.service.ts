import type {
  BattleCopyBody,
  BattleCreateBody,
  BattleDetail,
  BattleJoinBody,
  BattleLeaveResult,
} from '@dropforge/shared/contract';
import type { Lang } from '@dropforge/shared/domain';
import type { Bus } from '../../platform/bus';
import type { Database } from '../../platform/db';
import type { Jobs } from '../../platform/jobs';
import type { BetHook, PlayerRef, PlayGate } from '../../platform/ports';
import type { CasesService } from '../cases';
import type { CatalogService } from '../catalog';
import type { Fair } from '../fair';
import type { Inventory } from '../inventory';
import type { Drops } from '../realtime';
import { createBattleBoxes } from './battles.boxes';
import { createBattleEvents } from './battles.events';
import { createBattleJobs } from './battles.jobs';
import { createBattleLobby } from './battles.lobby';
import { createBattleQueries } from './battles.queries';
import { createBattleRunner } from './battles.runner';
import type { BattleSettings } from './battles.settings';

export type BattlesDeps = {
  database: Database;
  bus: Bus;
  jobs: Jobs;
  cases: CasesService;
  catalog: CatalogService;
  inventory: Inventory;
  fair: Fair;
  drops: Drops;
  settings: BattleSettings;
  log: { warn: (obj: unknown, msg?: string) => void };
  /** Work of modules above inside each start's transaction, per human entry (extension point `bets`). */
  bets?: () => readonly BetHook[];
  /** Responsible gaming inside each create's, join's and bots' transaction (extension point `playGate`). */
  gate?: PlayGate;
};

/**
 * Case battles (issue 7, docs/architecture.md "battles"), split by use case: the lobby (create, join, leave,
 * bots, copy), the runner (reveal each round, settle at the end) on the clock of `battles.jobs.ts`, and the
 * queries. Every answer about one battle is its detail, read after the change committed.
 */
export function createBattlesService(deps: BattlesDeps) {
  const boxes = createBattleBoxes(deps);
  const events = createBattleEvents(deps.bus, deps.log);
  const runner = createBattleRunner({ ...deps, boxes, events });
  const jobs = createBattleJobs({ database: deps.database, jobs: deps.jobs, runner, log: deps.log });
  const lobby = createBattleLobby({ ...deps, boxes, events, jobs });
  const queries = createBattleQueries({ ...deps, boxes });

  return {
    queries,
    runner,
    jobs,
    async create(player: PlayerRef, body: BattleCreateBody, lang: Lang): Promise<BattleDetail> {
      return queries.detail(await lobby.create(player, body), player.id, undefined, lang);
    },
    async join(player: PlayerRef, id: number, body: BattleJoinBody, lang: Lang): Promise<BattleDetail> {
      await lobby.join(player, id, body);
      return queries.detail(id, player.id, body.code, lang);
    },
    async bots(player: PlayerRef, id: number, lang: Lang): Promise<BattleDetail> {
      await lobby.bots(player, id);
      return queries.detail(id, player.id, undefined, lang);
    },
    leave: (player: PlayerRef, id: number): Promise<BattleLeaveResult> => lobby.leave(player, id),
    expireWaiting: () => lobby.expireWaiting(),
    async copy(player: PlayerRef, id: number, body: BattleCopyBody, lang: Lang): Promise<BattleDetail> {
      return queries.detail(await lobby.copy(player, id, body.code), player.id, undefined, lang);
    },
  };
}

export type BattlesService = ReturnType<typeof createBattlesService>;
