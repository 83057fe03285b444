import { cx } from '../../../components/ui/cx';

/** Generated banner art (pictures may be missing or unreachable): gradient, grid, glow and a floating case. */
const THEMES = [
  { a: '#ff8a1f', b: '#8847ff', c: '#e4ae39' },
  { a: '#4b69ff', b: '#d32ce6', c: '#5e98d9' },
  { a: '#eb4b4b', b: '#ff8a1f', c: '#e4ae39' },
  { a: '#1fb86a', b: '#4b69ff', c: '#3ee089' },
  { a: '#d32ce6', b: '#4b69ff', c: '#8847ff' },
];

export function bannerTheme(index: number) {
  return THEMES[index % THEMES.length] ?? THEMES[0]!;
}

/** `active`: the slide on screen; hidden slides keep their case still instead of animating unseen. */
export function BannerArt({ index, active = true }: { index: number; active?: boolean }) {
  const { a, b, c } = bannerTheme(index);
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      <div
        className="absolute inset-0"
        style={{ background: `linear-gradient(115deg, #0b0f17 20%, ${b}55 65%, ${a}aa 100%)` }}
      />
      <div className="grid-noise absolute inset-0 opacity-70 [mask-image:linear-gradient(90deg,transparent,black_60%)]" />
      <div
        className="absolute -right-16 -bottom-24 size-[420px] rounded-full blur-3xl"
        style={{ background: `${a}66` }}
      />
      <div className="absolute top-[-30%] right-[20%] size-72 rounded-full blur-3xl" style={{ background: `${b}55` }} />
      <svg
        aria-hidden="true"
        viewBox="0 0 200 200"
        className={cx(
          'absolute -right-[6%] bottom-[22%] h-[52%] max-h-72 opacity-90 sm:right-[8%] sm:bottom-[8%] sm:h-[78%] sm:opacity-100',
          active && 'motion-safe:animate-float',
        )}
      >
        <defs>
          <linearGradient id={`ba-f-${index}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={c} />
            <stop offset="1" stopColor={a} />
          </linearGradient>
          <linearGradient id={`ba-s-${index}`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffffff" stopOpacity=".55" />
            <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
          </linearGradient>
        </defs>
        <ellipse cx="100" cy="182" rx="62" ry="9" fill="#000" opacity=".45" />
        <path d="M36 78 100 52l64 26v74l-64 26-64-26z" fill={`url(#ba-f-${index})`} />
        <path d="M36 78 100 104l64-26" fill="none" stroke="#0b0f17" strokeOpacity=".5" strokeWidth="3" />
        <path d="M100 104v74" stroke="#0b0f17" strokeOpacity=".45" strokeWidth="3" />
        <path d="M36 78 100 52l64 26-64 26z" fill="#fff" opacity=".18" />
        <path d="M60 68l64 26v20l-10 4V98L50 72z" fill="#0b0f17" opacity=".35" />
        <path d="M100 120l10 6v14l-10 6-10-6v-14z" fill="#0b0f17" opacity=".55" />
        <path d="M36 78 100 52l16 6-64 26z" fill={`url(#ba-s-${index})`} />
        <g fill="#fff">
          <path d="M168 34l3 8 8 3-8 3-3 8-3-8-8-3 8-3z" opacity=".9" />
          <path d="M30 40l2 5 5 2-5 2-2 5-2-5-5-2 5-2z" opacity=".7" />
          <path d="M182 120l2 4 4 2-4 2-2 4-2-4-4-2 4-2z" opacity=".6" />
        </g>
      </svg>
    </div>
  );
}
