export { adjustBalance } from './adjust';
export { auditLedger, type Violation } from './audit.repo';
export type { HistorySource, ItemViews } from './history';
export { type Balances, balancesOf, CURRENCIES, type Currency, HOUSE_ACCOUNTS, type HouseAccount } from './ledger';
export { walletModule } from './wallet.module';
export { type Wallet, wallet } from './wallet.service';
