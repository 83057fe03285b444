export { createUpgradeModule, type UpgradeModule } from './upgrade.module';
export type { UpgradeService } from './upgrade.service';
