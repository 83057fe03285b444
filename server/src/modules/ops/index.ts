export { createOperators, type Operators } from './operators';
export { opsModule } from './ops.module';
export { stepAt, totpAt } from './totp';
