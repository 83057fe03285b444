export { createUpgradeModule, type UpgradeModule, upgradeModule } from './upgrade.module';
export type { UpgradeService } from './upgrade.service';
export type { UpgradeSettings } from './upgrade.settings';
