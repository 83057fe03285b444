export { type BattlesModule, battlesModule, createBattlesModule } from './battles.module';
export type { BattlesService } from './battles.service';
export type { BattleSettings } from './battles.settings';
