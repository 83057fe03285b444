import { ERRORS, type ErrorCode } from '@dropforge/shared/contract';

/** A failure with a catalogue code; the error handler answers it as an envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
  ) {
    super(code);
    this.status = ERRORS[code].status;
  }
}

export const fail = (code: ErrorCode, params?: Record<string, string | number>, data?: unknown): never => {
  throw new AppError(code, params, data);
};
