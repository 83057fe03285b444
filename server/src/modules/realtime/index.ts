export type { BoxInfo, DropInput, DropRow, Drops } from './drops.service';
export { createRealtimeModule, type RealtimeModule, realtimeModule } from './realtime.module';
