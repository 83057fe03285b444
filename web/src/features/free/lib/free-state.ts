import type { FreeBox } from '@dropforge/shared/contract';
import { FREE_STATE } from '@dropforge/shared/domain';

/** What a free-box card shows, from the server's `state` (contract FREE_STATE). */
export type CardState = 'open' | 'openedToday' | 'levelLocked' | 'needsDeposit' | 'signIn';

const BY_CODE = new Map<number, CardState>(
  (Object.entries(FREE_STATE) as Array<[CardState, number]>).map(([name, code]) => [code, name]),
);

export function cardState(box: Pick<FreeBox, 'state'>): CardState {
  return BY_CODE.get(box.state) ?? 'signIn';
}

/** HH:MM:SS until `target` (ms since epoch); 00:00:00 once reached. */
export function countdown(target: number, now: number): string {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** A safe CSS colour from the catalogue (rarity colours are hex); grey otherwise. */
export function rarityColor(color: string | undefined): string {
  return color && /^#[0-9a-f]{3,8}$/i.test(color) ? color : '#b0c3d9';
}
