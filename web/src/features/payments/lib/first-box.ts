/** The first-recharge offer of the login data (spec §3 first_box; the contract types it loosely). */
export interface FirstBox {
  id: string;
  createdAt: number;
  endTime: number;
  /** The case's dearest item ("a case worth up to …"); null when the server does not know it. */
  maxValue: number | null;
}

export function readFirstBox(raw: unknown): FirstBox | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : '';
  const endTime = Date.parse(String(r.end_time ?? ''));
  if (!id || !Number.isFinite(endTime)) return null;
  // The "up to" figure is the case's dearest item (server); without it the banner names none rather than guess.
  const value = r.max_value === null || r.max_value === undefined ? Number.NaN : Number(r.max_value);
  const maxValue = Number.isFinite(value) && value > 0 ? value : null;
  const created = Date.parse(String(r.created_at ?? ''));
  return {
    id,
    createdAt: Number.isFinite(created) ? created : endTime - 72 * 3_600_000,
    endTime,
    maxValue,
  };
}

/** HH:MM:SS left (hours may pass 24); 00:00:00 once over (spec §4). */
export function clock(msLeft: number): string {
  const total = Math.max(0, Math.floor(msLeft / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Share of the offer's window already gone, 0…1 (the bar fills as the time runs out). */
export function elapsedShare(box: FirstBox, now: number): number {
  const span = box.endTime - box.createdAt;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (now - box.createdAt) / span));
}
