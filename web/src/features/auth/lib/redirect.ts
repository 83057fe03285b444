/**
 * Where `/login` sends a player once signed in: the page that sent them there (`?redirect=` or the
 * router state RequireLogin leaves), as a path of this site. Anything else — another host, a
 * scheme, `//host`, a back-slash trick, a control character, or `/login` itself — falls back to home.
 */
export const LOGIN_PATH = '/login';
const MAX_LENGTH = 500;

export function safeLoginReturn(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return '/';
  // Browsers drop tabs and newlines inside URLs ("/\t/evil" is "//evil"), so refuse any control character.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  if (!raw.startsWith('/') || raw.startsWith('//')) return '/';
  const base = 'https://dropforge.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  if (url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/login?redirect=<path>` for a page that asks the visitor to sign in. */
export function loginHref(from: string): string {
  const back = safeLoginReturn(from);
  return back === '/' ? LOGIN_PATH : `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`;
}
