export { createVipModule } from './vip';
