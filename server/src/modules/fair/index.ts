export { createFairModule, type FairModule, fairModule } from './fair.module';
export type { DrawnRoll, Fair, RollRecord } from './fair.service';
export { type BetTally, drainTally, rtpTotals, type TotalsRow, tally } from './tally';
