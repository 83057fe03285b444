import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type SocialKey = 'discord' | 'twitter' | 'instagram' | 'telegram' | 'reddit' | 'facebook';

const GLYPHS: Record<SocialKey, ReactNode> = {
  discord: (
    <path
      fill="currentColor"
      d="M19.3 5.3A16.6 16.6 0 0 0 15.2 4l-.5 1a15.4 15.4 0 0 0-5.4 0l-.5-1a16.6 16.6 0 0 0-4.1 1.3C2.1 9.2 1.4 13 1.7 16.7a16.7 16.7 0 0 0 5.1 2.6l1.1-1.8c-.6-.2-1.2-.5-1.7-.8l.4-.3a11.9 11.9 0 0 0 10.8 0l.4.3c-.5.3-1.1.6-1.7.8l1.1 1.8a16.6 16.6 0 0 0 5.1-2.6c.4-4.3-.7-8-3-11.4zM8.5 14.5c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2zm7 0c-1 0-1.8-.9-1.8-2s.8-2 1.8-2 1.8.9 1.8 2-.8 2-1.8 2z"
    />
  ),
  twitter: (
    <path
      fill="currentColor"
      d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z"
    />
  ),
  instagram: (
    <g fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r=".6" fill="currentColor" />
    </g>
  ),
  telegram: (
    <path
      fill="currentColor"
      d="M21.5 3.5 2.6 10.8c-1.3.5-1.3 1.2-.2 1.6l4.8 1.5 1.9 5.7c.2.6.4.8.9.8.4 0 .6-.2.9-.5l2.3-2.2 4.8 3.5c.9.5 1.5.2 1.7-.8l3.2-15c.3-1.3-.5-1.9-1.4-1.4zM8.4 13.6l9.4-5.9c.5-.3.9-.1.5.2l-8 7.2-.3 3.3z"
    />
  ),
  reddit: (
    <g>
      <ellipse cx="12" cy="14" rx="8" ry="5.8" fill="currentColor" />
      <circle cx="19" cy="4.5" r="1.8" fill="currentColor" />
      <path d="M12 8.3 13.2 3l5.8 1.5" fill="none" stroke="currentColor" strokeWidth="1.4" />
      <circle cx="9" cy="13.3" r="1.3" fill="#0e131d" />
      <circle cx="15" cy="13.3" r="1.3" fill="#0e131d" />
      <path d="M9 16.4c1.8 1.2 4.2 1.2 6 0" fill="none" stroke="#0e131d" strokeWidth="1.2" strokeLinecap="round" />
    </g>
  ),
  facebook: (
    <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v8h4v-8h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />
  ),
};

const HOVER: Record<SocialKey, string> = {
  discord: 'hover:bg-[#5865f2] hover:border-[#5865f2]',
  twitter: 'hover:bg-[#1d2733] hover:border-[#8b98a5]',
  instagram: 'hover:bg-[#c13584] hover:border-[#c13584]',
  telegram: 'hover:bg-[#229ed9] hover:border-[#229ed9]',
  reddit: 'hover:bg-[#ff4500] hover:border-[#ff4500]',
  facebook: 'hover:bg-[#1877f2] hover:border-[#1877f2]',
};

/**
 * The six social icons; hrefs come from the config's `flw_*` entries (missing ones are left out). `onFollow` hears
 * which page a visitor opened (the layout records it for signed-in players).
 */
export function SocialLinks({
  links,
  onFollow,
}: {
  links: Array<{ key: SocialKey; href: string | undefined }>;
  onFollow?: (href: string) => void;
}) {
  const { t } = useTranslation('footer');
  return (
    <ul aria-label={t('social.label')} className="flex flex-wrap gap-2">
      {links
        .filter((link) => link.href)
        .map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              title={t(`social.${link.key}`)}
              data-social={link.key}
              onClick={() => (link.href ? onFollow?.(link.href) : undefined)}
              className={`grid size-10 place-items-center rounded-lg border border-line-strong bg-surface-2 text-muted transition hover:text-white ${HOVER[link.key]}`}
            >
              <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
                {GLYPHS[link.key]}
              </svg>
              <span className="sr-only">{t(`social.${link.key}`)}</span>
            </a>
          </li>
        ))}
    </ul>
  );
}
