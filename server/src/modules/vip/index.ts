export { createVipModule, vipModule } from './vip';
