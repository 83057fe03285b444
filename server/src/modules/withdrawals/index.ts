export { type DeliveryFigure, deliveryFigures } from './figures';
export type { MarketStatus, Purchase, PurchaseOrder, WithdrawProvider } from './providers/provider';
export { MarketUnavailable, PurchaseRefused } from './providers/provider';
export { createSandboxMarket } from './providers/sandbox';
export { createWaxpeerMarket, type WaxpeerSettings } from './providers/waxpeer';
export {
  createWithdrawalsModule,
  type WithdrawalsModule,
  withdrawalsModule,
  withdrawProviders,
} from './withdrawals.module';
export type { WithdrawalsService } from './withdrawals.service';
export type { WithdrawalSettings } from './withdrawals.settings';
