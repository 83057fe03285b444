/**
 * Generated item pictures: a silhouette of the item's family tinted by its rarity, shown whenever the
 * real picture is missing or its host cannot be reached, so item cards never show a broken image.
 */
const SHAPES: Record<string, string> = {
  rifle: 'M6 21 24 18l3 3h40l2-4h6l1 3h36v4H78l-2 3H60l4 14-9 2-5-16H40l-3 9h-7l2-9-6 1-2 9-17 3z',
  sniper: 'M4 22 22 19l3 2h22l2-7h26l2 7h39v3H76l-2 3H58l2 10-7 1-3-11H40l-3 8h-7l2-8-6 1-3 8-16 2zM49 12h24v2H49z',
  smg: 'M14 20h16l2-3h34l2 3h24v4H68l-3 2H50l3 14h-8l-4-14h-5l-3 8h-7l1-8-6 1-1 7H14l2-7-2-2z',
  heavy: 'M6 22 24 19l3 2h72v4H64v5H44l-3 8h-7l1-8-6 1-3 7H10l2-8-6-1z',
  pistol: 'M34 14h54v3h4v8H56l-2 3h-6l-2 3h-6l-3 12H26l6-15-4-1v-6l6-1z',
  equipment: 'M34 14h54v3h4v8H56l-2 3h-6l-2 3h-6l-3 12H26l6-15-4-1v-6l6-1z',
  knife: 'M6 24h26l4-3 6 1h16l38-5 10 3-10 5-34 6H42l-6 1-4-2H6z',
  gloves: 'M46 42V22l-4-8 3-2 6 8V8h5v12l2-14h5l-1 14 4-12 5 1-3 13 6-7 4 3-8 12v12z',
  sticker: 'M40 6h30l14 14v22H40zM70 6v14h14',
  patch: 'M60 6 84 14v12c0 9-10 15-24 18-14-3-24-9-24-18V14z',
  charm: 'M60 4a6 6 0 1 1 0 12 6 6 0 0 1 0-12zM58 16h4v6h-4zM48 22h24l-4 20H52z',
  agent: 'M60 6a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM40 44c0-12 8-18 20-18s20 6 20 18z',
  musickit: 'M52 10 78 6v26a6 6 0 1 1-4-6V14l-18 3v19a6 6 0 1 1-4-6z',
  container: 'M36 14h48l4 6v22H32V20zM32 20h56M54 26h12v6H54z',
};

export function ItemArt({ category, color, className }: { category: string; color: string; className?: string }) {
  const shape = SHAPES[category] ?? SHAPES.container;
  return (
    <svg viewBox="0 0 120 48" className={className} aria-hidden="true" preserveAspectRatio="xMidYMid meet">
      <path d={shape} fill={color} fillOpacity=".22" stroke={color} strokeWidth="1.4" strokeLinejoin="round" />
      <path d={shape} fill="none" stroke="#fff" strokeOpacity=".18" strokeWidth=".6" transform="translate(0 -1)" />
    </svg>
  );
}
