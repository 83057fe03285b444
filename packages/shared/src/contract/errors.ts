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
  // Identity (spec §5, §8 wording)
  captcha_failed: { status: 422, en: 'Validation failed' },
  terms_required: { status: 400, en: 'Please check the service terms first' },
  email_invalid: { status: 400, en: 'Please enter the correct email address' },
  password_invalid: { status: 400, en: 'Please enter the correct password' },
  password_length: { status: 400, en: 'The password should consist of 6-32 characters' },
  code_invalid: { status: 422, en: 'Please enter the correct verification code' },
  password_mismatch: { status: 400, en: 'Two passwords are inconsistent' },
  login_failed: { status: 422, en: 'Incorrect email or password' },
  sign_in_success: { status: 200, en: 'Sign In Success' },
  send_success: { status: 200, en: 'Send success' },
  send_fail: { status: 502, en: 'Send Fail' },
  code_too_soon: { status: 429, en: 'Please wait {{seconds}} seconds before requesting another code' },
  register_success: { status: 200, en: 'register success' },
  password_changed: { status: 200, en: 'Password changed successfully' },
  email_taken: { status: 409, en: 'This email address is already registered' },
  username_invalid: { status: 400, en: 'The username should consist of 3-20 characters' },
  username_taken: { status: 409, en: 'This username is already taken' },
  trade_url_required: { status: 400, en: 'Trade URL required' },
  trade_url_invalid: { status: 400, en: 'Please enter the correct trade link' },
  saved: { status: 200, en: 'Saved successfully' },
  image_invalid: { status: 400, en: 'Please upload a PNG, JPEG, WebP or GIF image of at most 2 MB' },
  steam_failed: { status: 400, en: 'Steam sign-in failed, please try again' },
  steam_linked_elsewhere: { status: 409, en: 'This Steam account is linked to another user' },
  signed_out: { status: 200, en: 'Signed out' },
} as const satisfies Record<string, { status: number; en: string }>;

export type ErrorCode = keyof typeof ERRORS;
