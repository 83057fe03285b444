export { createInventoryModule, type InventoryModule } from './inventory.module';
export type { GrantedItem, Inventory } from './inventory.service';
