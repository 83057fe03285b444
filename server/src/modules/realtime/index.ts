export type { BoxInfo, DropInput, DropRow, Drops } from './drops.service';
export { createRealtimeModule, type RealtimeModule } from './realtime.module';
