/**
 * OpenID 2.0 as Steam speaks it, as pure functions: the checkid_setup redirect, the strict
 * reading of the id_res callback and the check_authentication request. No I/O here.
 */

export const OPENID_NS = 'http://specs.openid.net/auth/2.0';
export const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select';
export const STEAM_CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/(7656119\d{10})$/;
export const CALLBACK_PATH = '/api/steam_auth/callback';

/** The 10 `openid.*` fields a Steam assertion carries; nothing else is accepted. */
export const ASSERTION_FIELDS = [
  'ns',
  'mode',
  'op_endpoint',
  'claimed_id',
  'identity',
  'return_to',
  'response_nonce',
  'assoc_handle',
  'signed',
  'sig',
] as const;
export type AssertionField = (typeof ASSERTION_FIELDS)[number];
export type Assertion = Record<AssertionField, string>;

/** Fields the signature must cover, or an attacker could swap them. */
export const REQUIRED_SIGNED = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle'];

const STATE = /^[A-Za-z0-9_-]{32}$/;
const NONCE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)[\x21-\x7e]{0,200}$/;
const MAX_VALUE = 2048;

export type Refusal = { ok: false; reason: string };
const refuse = (reason: string): Refusal => ({ ok: false, reason });

/** The site's public base URL without a trailing slash. */
export const publicBase = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

export const returnToFor = (publicUrl: string, state: string) =>
  `${publicBase(publicUrl)}${CALLBACK_PATH}?state=${encodeURIComponent(state)}`;

export const isState = (value: string) => STATE.test(value);

/** Where the browser goes to sign in: `checkid_setup` with identifier_select, our exact return_to and realm. */
export function authRedirectUrl(endpoint: string, publicUrl: string, state: string): string {
  const url = new URL(endpoint);
  const params = new URLSearchParams({
    'openid.ns': OPENID_NS,
    'openid.mode': 'checkid_setup',
    'openid.return_to': returnToFor(publicUrl, state),
    'openid.realm': publicBase(publicUrl),
    'openid.identity': IDENTIFIER_SELECT,
    'openid.claimed_id': IDENTIFIER_SELECT,
  });
  url.search = params.toString();
  return url.toString();
}

/**
 * Reads the raw query of the callback: exactly the 10 assertion fields plus `state`, each once.
 * Parsing the raw string (not a framework's parsed object) is what makes duplicates visible.
 */
export function parseCallbackQuery(rawQuery: string): { ok: true; assertion: Assertion; state: string } | Refusal {
  const seen = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    if (seen.has(key)) return refuse(`duplicated parameter ${key.slice(0, 40)}`);
    const field = key.startsWith('openid.') ? key.slice(7) : undefined;
    if (key !== 'state' && !(field && (ASSERTION_FIELDS as readonly string[]).includes(field))) {
      return refuse(`unexpected parameter ${key.slice(0, 40)}`);
    }
    if (value.length > MAX_VALUE) return refuse(`oversized parameter ${key}`);
    seen.set(key, value);
  }
  const state = seen.get('state');
  if (!state || !isState(state)) return refuse('missing or malformed state');
  const assertion = {} as Assertion;
  for (const field of ASSERTION_FIELDS) {
    const value = seen.get(`openid.${field}`);
    if (value === undefined) return refuse(`missing openid.${field}`);
    assertion[field] = value;
  }
  return { ok: true, assertion, state };
}

/** The timestamp of a response_nonce in ms, or undefined when it is not an OpenID nonce. */
export function nonceTime(nonce: string): number | undefined {
  const m = NONCE.exec(nonce);
  if (!m) return undefined;
  const t = Date.parse(m[1]!);
  return Number.isFinite(t) ? t : undefined;
}

export type AssertionRules = {
  endpoint: string;
  returnTo: string;
  now: number;
  /** How old a response_nonce may be. */
  maxAgeMs: number;
  /** How far in the future a response_nonce may be (clock skew). */
  skewMs: number;
};

/** Every local check of a positive assertion; the provider's own check_authentication comes after. */
export function checkAssertion(a: Assertion, rules: AssertionRules): { ok: true; steamId: string } | Refusal {
  if (a.ns !== OPENID_NS) return refuse('wrong ns');
  if (a.mode !== 'id_res') return refuse(`mode ${a.mode.slice(0, 40)}`);
  if (a.op_endpoint !== rules.endpoint) return refuse('foreign op_endpoint');
  if (a.claimed_id !== a.identity) return refuse('claimed_id differs from identity');
  const m = STEAM_CLAIMED_ID.exec(a.claimed_id);
  if (!m) return refuse('malformed claimed_id');
  if (a.return_to !== rules.returnTo) return refuse('foreign return_to');
  const signed = a.signed.split(',');
  if (new Set(signed).size !== signed.length) return refuse('signed list repeats a field');
  for (const field of signed) {
    if (!(ASSERTION_FIELDS as readonly string[]).includes(field)) return refuse('signed list names an unknown field');
  }
  for (const field of REQUIRED_SIGNED) if (!signed.includes(field)) return refuse(`${field} is not signed`);
  if (!a.sig || !a.assoc_handle) return refuse('empty sig or assoc_handle');
  const t = nonceTime(a.response_nonce);
  if (t === undefined) return refuse('malformed response_nonce');
  if (rules.now - t > rules.maxAgeMs) return refuse('stale response_nonce');
  if (t - rules.now > rules.skewMs) return refuse('response_nonce from the future');
  return { ok: true, steamId: m[1]! };
}

/** The direct verification request: the same fields with mode check_authentication. */
export function checkAuthenticationBody(a: Assertion): URLSearchParams {
  const body = new URLSearchParams();
  for (const field of ASSERTION_FIELDS) {
    body.append(`openid.${field}`, field === 'mode' ? 'check_authentication' : a[field]);
  }
  return body;
}

/** A key-value form answer is positive only with exactly one `is_valid` line, and that line is `is_valid:true`. */
export function isValidAnswer(text: string): boolean {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  const verdicts = lines.filter((line) => line.startsWith('is_valid:'));
  return verdicts.length === 1 && verdicts[0] === 'is_valid:true';
}
