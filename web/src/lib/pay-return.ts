/**
 * Spec §5: a top-up started from the mall, the sell dialog or an item page (`od=1`) remembers the
 * address it came from; the result page offers "Back" to it. Any feature may build the /pay link.
 */
export const PAY_RETURN_KEY = 'pay_return';

/** Only same-site paths are accepted as return targets (no `//host` or `javascript:`). */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.length <= 500 ? value : null;
}

export function storePayReturn(path: string | null): void {
  const safe = safeReturnPath(path);
  try {
    if (safe) sessionStorage.setItem(PAY_RETURN_KEY, safe);
    else sessionStorage.removeItem(PAY_RETURN_KEY);
  } catch {
    /* storage unavailable: the result page offers the home page instead */
  }
}

export function payReturn(): string | null {
  try {
    return safeReturnPath(sessionStorage.getItem(PAY_RETURN_KEY));
  } catch {
    return null;
  }
}

/** `/pay` link: `amount` prefills the custom amount (`p`), `shopScore` credits shop score (`od=1`). */
export function payHref(options: { amount?: number; shopScore?: boolean; returnTo?: string } = {}): string {
  const params = new URLSearchParams();
  if (options.amount && options.amount > 0) params.set('p', String(options.amount));
  if (options.shopScore) params.set('od', '1');
  const back = safeReturnPath(options.returnTo);
  if (back) params.set('return', back);
  const qs = params.toString();
  return qs ? `/pay?${qs}` : '/pay';
}
