import { type Assertion, checkAuthenticationBody, isValidAnswer } from './openid';

const MAX_ANSWER_BYTES = 16 * 1024;

/** Reads at most `limit` bytes of a body; a longer body is cut (and then fails the checks that read it). */
export async function readCapped(res: Response, limit: number): Promise<string> {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => {});
  return Buffer.concat(chunks).subarray(0, limit).toString('utf8');
}

/**
 * Asks the provider whether it issued this assertion: a POST to the FIXED configured endpoint
 * (never to the assertion's op_endpoint), with a timeout and without following redirects.
 */
export async function verifyWithProvider(
  fetcher: typeof fetch,
  endpoint: string,
  assertion: Assertion,
  timeoutMs: number,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  let res: Response;
  try {
    res = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/plain' },
      body: checkAuthenticationBody(assertion).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (e) {
    const name = (e as Error).name;
    return { ok: false, reason: name === 'TimeoutError' ? 'provider timeout' : `provider unreachable (${name})` };
  }
  if (res.status !== 200) {
    await res.body?.cancel().catch(() => {});
    return { ok: false, reason: `provider answered ${res.status}` };
  }
  let text: string;
  try {
    text = await readCapped(res, MAX_ANSWER_BYTES);
  } catch (e) {
    return { ok: false, reason: `provider answer unreadable (${(e as Error).name})` };
  }
  return isValidAnswer(text) ? { ok: true } : { ok: false, reason: 'provider says is_valid:false' };
}
