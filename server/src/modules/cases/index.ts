export { officialEntries, type ResolvedCase, resolveCases } from './cases.catalog';
export { loadCaseContent, slugOf, ZSiteCaseFile } from './cases.content';
export { type CasesModule, casesModule, createCasesModule } from './cases.module';
export type { CasesService } from './cases.service';
export type { DesignedCases } from './designed.service';
export { freeCaseFacts } from './free.facts';
export type { FirstRechargeGrants, FreeBoxes } from './free.service';
export type { Opened, Opening } from './opening';
