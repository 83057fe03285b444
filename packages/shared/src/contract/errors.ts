/**
 * Error codes of the message catalogue. Each code is an i18n key; the server answers with the
 * message in the request's language, and the web client can show the same key.
 * `status` is the HTTP status (and the envelope `code`) the error answers with.
 */
export const ERRORS = {
  success: { status: 200, en: 'Success' },
  bad_request: { status: 400, en: 'Bad request' },
  malformed_json: { status: 400, en: 'The request body is not valid JSON' },
  validation_failed: { status: 400, en: 'Invalid value for {{field}}' },
  not_logged_in: { status: 401, en: 'Please log in first' },
  login_expired: { status: 401, en: 'Login has expired' },
  forbidden: { status: 403, en: 'Forbidden' },
  not_found: { status: 404, en: 'Not found' },
  page_not_found: { status: 404, en: 'This page does not exist' },
  article_not_found: { status: 404, en: 'This article does not exist' },
  conflict: { status: 409, en: 'This request was already handled' },
  idempotency_conflict: { status: 409, en: 'This Idempotency-Key was used for a different request' },
  payload_too_large: { status: 413, en: 'The request is too large' },
  unsupported_media_type: { status: 415, en: 'Unsupported content type' },
  rate_limited: { status: 429, en: 'Too many requests, please try again in {{seconds}} seconds' },
  internal_error: { status: 500, en: 'Something went wrong on our side, please try again' },
  maintenance: { status: 500, en: 'The site is undergoing maintenance!' },
  not_ready: { status: 503, en: 'The service is starting, please try again shortly' },
} as const satisfies Record<string, { status: number; en: string }>;

export type ErrorCode = keyof typeof ERRORS;
