/**
 * A read shared for `ttlMs` by everyone asking for the same key (and one load in flight per key): for answers that
 * may be a second old (live counters, the first page of the drop feed). `clear` drops every entry at once.
 */
export function memoFor<V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { value: Promise<V>; until: number }>();
  let generation = 0;
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const at = now();
      const found = entries.get(key);
      if (found && found.until > at) return found.value;
      const mark = generation;
      const value = load();
      entries.set(key, { value, until: at + ttlMs });
      value.catch(() => {
        if (mark === generation && entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > 1000) entries.delete(entries.keys().next().value as string);
      return value;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}
