export { officialEntries, type ResolvedCase, resolveCases } from './cases.catalog';
export { loadCaseContent, slugOf, ZSiteCaseFile } from './cases.content';
export { type CasesModule, createCasesModule } from './cases.module';
export type { CasesService, Player } from './cases.service';
export { freeCaseFacts } from './free.facts';
export type { FirstRechargeGrants, FreeBoxes } from './free.service';
