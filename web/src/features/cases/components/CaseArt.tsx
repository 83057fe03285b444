/** A CS2-style weapon case drawn in SVG, tinted with a rarity colour. */
export function CaseArt({ color, id, className }: { color: string; id: string; className?: string }) {
  return (
    <svg viewBox="0 0 160 120" className={className} aria-hidden="true">
      <defs>
        <linearGradient id={`ca-${id}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={color} stopOpacity=".95" />
          <stop offset="1" stopColor={color} stopOpacity=".45" />
        </linearGradient>
        <linearGradient id={`cs-${id}`} x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fff" stopOpacity=".35" />
          <stop offset=".5" stopColor="#fff" stopOpacity="0" />
        </linearGradient>
      </defs>
      <ellipse cx="80" cy="108" rx="54" ry="6" fill="#000" opacity=".5" />
      <rect x="22" y="34" width="116" height="70" rx="8" fill={`url(#ca-${id})`} />
      <rect x="22" y="34" width="116" height="70" rx="8" fill={`url(#cs-${id})`} />
      <rect x="18" y="26" width="124" height="20" rx="6" fill={color} />
      <rect x="18" y="26" width="124" height="20" rx="6" fill="#000" opacity=".25" />
      <rect x="66" y="20" width="28" height="10" rx="3" fill="#0b0f17" opacity=".7" />
      <rect x="30" y="58" width="100" height="4" rx="2" fill="#0b0f17" opacity=".35" />
      <path d="M80 64l9 6v11l-9 6-9-6V70z" fill="#0b0f17" opacity=".55" />
      <path d="M80 68l5 3.5v7L80 82l-5-3.5v-7z" fill="#fff" opacity=".7" />
      <rect x="30" y="90" width="16" height="6" rx="2" fill="#0b0f17" opacity=".4" />
      <rect x="114" y="90" width="16" height="6" rx="2" fill="#0b0f17" opacity=".4" />
    </svg>
  );
}
