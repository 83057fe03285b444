export { createInventoryModule, type InventoryModule, inventoryModule } from './inventory.module';
export type { GrantedItem, Inventory } from './inventory.service';
