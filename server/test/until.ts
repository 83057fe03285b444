/**
 * Reads `read()` until `ok` holds or `ms` pass, and answers the last value (the caller asserts it): for effects that
 * follow a commit asynchronously (bus listeners), never a fixed sleep.
 */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}
