/**
 * The page the Steam callback answers with. The CSP allows only same-origin scripts, so the page
 * carries its data in attributes and loads the static script below; nothing runs inline.
 */

export const DONE_SCRIPT_PATH = '/api/steam_auth/done.js';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c as '&' | '<' | '>' | '"' | "'"],
  );

/** HTML that hands the token to the opener (popup) or goes on to `next`. */
export function donePage(opts: { token: string; origin: string; next: string }): string {
  const token = escapeHtml(opts.token);
  const origin = escapeHtml(opts.origin);
  const next = escapeHtml(opts.next);
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in…</title>
<script src="${DONE_SCRIPT_PATH}" defer></script>
</head>
<body id="steam-done" data-token="${token}" data-origin="${origin}" data-next="${next}">
<noscript><a href="${next}">Continue</a></noscript>
</body>
</html>
`;
}

/**
 * Spec §4: opened as a popup, post `{type: 'login', token}` to the opener (only to our own origin)
 * and close; otherwise (or when closing is refused) go to the account page.
 */
export const DONE_SCRIPT = `(function () {
  'use strict';
  var body = document.getElementById('steam-done');
  if (!body) return;
  var token = body.getAttribute('data-token') || '';
  var origin = body.getAttribute('data-origin') || '';
  var next = body.getAttribute('data-next') || '/my';
  if (next.charAt(0) !== '/' || next.charAt(1) === '/') next = '/my';
  body.removeAttribute('data-token');
  var opener = null;
  try {
    opener = window.opener && !window.opener.closed ? window.opener : null;
  } catch (e) {
    opener = null;
  }
  if (opener && token && origin) {
    try {
      opener.postMessage({ type: 'login', token: token }, origin);
      window.close();
    } catch (e) {}
    setTimeout(function () {
      window.location.replace(next);
    }, 500);
    return;
  }
  window.location.replace(next);
})();
`;
