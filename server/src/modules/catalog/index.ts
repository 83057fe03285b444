export type { ImportFilter, ImportSummary } from './catalog.import';
export { buildFromLibrary } from './catalog.import';
export { type CatalogModule, catalogModule, createCatalogModule } from './catalog.module';
export type { PriceSource } from './catalog.prices';
export { estimatePrice, filePriceSource } from './catalog.prices';
export type { GoodsSearch } from './catalog.repo';
export { type CatalogService, type ContainerRow, type GoodsRow, goodsView } from './catalog.service';
export { type CatalogSettings, catalogSettings } from './catalog.settings';
export { CATEGORY_TYPES, type CategoryType, type ContainerItem, type PriceSourceName } from './catalog.types';
