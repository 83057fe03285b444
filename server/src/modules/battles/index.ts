export { type BattlesModule, createBattlesModule } from './battles.module';
export type { BattlesService } from './battles.service';
