export { memoizedIdentity, registerAuth } from './auth';
export { langOf, type Ok, ok, registerEnvelope, sendError } from './envelope';
export { AppError, fail } from './errors';
export { answerInTx, noteInTx, registerIdempotencyReplay } from './idempotency';
export { registerSameSite } from './same-site';
export { shared } from './serializer';
