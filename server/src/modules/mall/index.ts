export type { MallContent } from './mall.content';
export { createMallModule, type MallModule, mallModule } from './mall.module';
export type { MallService } from './mall.service';
