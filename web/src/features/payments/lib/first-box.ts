/** The first-recharge offer of the login data (spec §3 first_box; the contract types it loosely). */
export interface FirstBox {
  id: string;
  createdAt: number;
  endTime: number;
  maxValue: number;
}

export function readFirstBox(raw: unknown): FirstBox | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const id = typeof r.id === 'string' || typeof r.id === 'number' ? String(r.id) : '';
  const endTime = Date.parse(String(r.end_time ?? ''));
  if (!id || !Number.isFinite(endTime)) return null;
  const created = Date.parse(String(r.created_at ?? ''));
  const maxValue = Number(r.max_value);
  return {
    id,
    createdAt: Number.isFinite(created) ? created : endTime - 72 * 3_600_000,
    endTime,
    maxValue: Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 100,
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
