export { createFairModule, type FairModule } from './fair.module';
export type { DrawnRoll, Fair, RollRecord } from './fair.service';
