/**
 * Battle modes and seat layouts as the pages show them (rules: shared/domain/battles.ts). The player picker
 * offers 1v1, 1v1v1, 1v1v1v1 and 2v2; 2v2 is the team mode, so picking one sets the other.
 */
import type { BattleMode } from '@dropforge/shared/domain';

export const MODES = ['standard', 'crazy', 'terminal', 'team'] as const satisfies readonly BattleMode[];

/**
 * `color` paints borders and glows; `text` is the same hue light enough for small text on every surface
 * (AA 4.5:1 up to surface-3): the classified and covert rarities themselves fall short there.
 */
export const MODE_STYLE: Record<
  BattleMode,
  { color: string; text: string; icon: 'swords' | 'dice' | 'target' | 'users' }
> = {
  standard: { color: '#ff8a1f', text: '#ff8a1f', icon: 'swords' },
  crazy: { color: '#d32ce6', text: '#e05cf0', icon: 'dice' },
  terminal: { color: '#eb4b4b', text: '#ff5d5d', icon: 'target' },
  team: { color: '#4ea8ff', text: '#4ea8ff', icon: 'users' },
};

/** Seat layouts of the player picker. */
export const LAYOUTS = ['1v1', '1v1v1', '1v1v1v1', '2v2'] as const;
export type Layout = (typeof LAYOUTS)[number];

export interface Setup {
  players: 2 | 3 | 4;
  mode: BattleMode;
}

export const DEFAULT_SETUP: Setup = { players: 2, mode: 'standard' };

export function layoutOf({ players, mode }: Setup): Layout {
  if (mode === 'team') return '2v2';
  return players === 2 ? '1v1' : players === 3 ? '1v1v1' : '1v1v1v1';
}

/** A layout picked: 2v2 means team mode; leaving 2v2 leaves team mode for standard. */
export function withLayout(setup: Setup, layout: Layout): Setup {
  if (layout === '2v2') return { players: 4, mode: 'team' };
  const players = layout === '1v1' ? 2 : layout === '1v1v1' ? 3 : 4;
  return { players, mode: setup.mode === 'team' ? 'standard' : setup.mode };
}

/** A mode picked: team needs four seats as 2v2; leaving team keeps four free-for-all seats. */
export function withMode(setup: Setup, mode: BattleMode): Setup {
  if (mode === 'team') return { players: 4, mode };
  return { players: setup.players, mode };
}

/** Team of a slot in team mode (slots 0 and 1 against 2 and 3), else null. */
export function teamOf(mode: BattleMode, slot: number): number | null {
  return mode === 'team' ? (slot < 2 ? 0 : 1) : null;
}

export const TEAM_COLORS = ['#4ea8ff', '#ff5d8f'] as const;
