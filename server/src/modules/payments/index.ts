export { createGiftCards, giftCardBatches } from './giftcards';
export { createPaymentsModule, type PaymentsModule, paymentsModule } from './payments.module';
export type { PaymentProvider, WebhookEvent } from './providers/provider';
export { SANDBOX_SIGNATURE_HEADER, sandboxEvent, sandboxSecret, signSandbox } from './providers/sandbox';
export { createStripeProvider, STRIPE_SIGNATURE_HEADER, type StripeProviderOptions } from './providers/stripe';
export { refundOrder } from './refunds';
