export { createLiabilities, type Liabilities } from './liabilities';
export { trustModule } from './trust.module';
