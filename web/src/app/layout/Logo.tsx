import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      <defs>
        <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffc24a" />
          <stop offset="1" stopColor="#ff5a1f" />
        </linearGradient>
      </defs>
      <path d="M24 3 42 13.5v21L24 45 6 34.5v-21z" fill="url(#logo-g)" />
      <path d="M24 12 33 17v14l-9 5-9-5V17z" fill="#0b0f17" />
      <path
        d="M24 17v14M19 26l5 5 5-5"
        stroke="#ffb02e"
        strokeWidth="3.2"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** `compact`: the header's mark, with the wordmark only where the row has room (`dense`, signed in: never from lg). */
export function Logo({
  compact = false,
  dense = false,
  onNavigate,
}: {
  compact?: boolean;
  dense?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Link to="/" onClick={onNavigate} className="group flex shrink-0 items-center gap-2" aria-label={t('brand.home')}>
      <LogoMark className="size-9 transition-transform duration-300 group-hover:rotate-[30deg]" />
      <span
        className={
          compact
            ? `hidden font-display text-xl font-bold tracking-wider sm:inline xl:hidden ${dense ? '' : '2xl:inline'}`
            : 'font-display text-xl font-bold tracking-wider'
        }
      >
        <span className="text-text">{t('brand.first')}</span>
        <span className="text-gradient-accent">{t('brand.second')}</span>
      </span>
    </Link>
  );
}
