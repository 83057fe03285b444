import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { currentLang } from '../../../lib/locale';

/** The invitation poster the server draws in the player's language (a QR of the link and the code), to download. */
export function PosterCard({ code }: { code: string }) {
  const { t } = useTranslation('promotion');
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The code is in the URL so a changed code loads a new poster (the answer is cached for 5 minutes).
  const src = `/api/user/spread/poster?lang=${currentLang()}&code=${encodeURIComponent(code)}`;
  return (
    <section className="rounded-[var(--radius-card)] border border-line bg-surface p-5" aria-labelledby="poster-title">
      <h2 id="poster-title" className="font-display text-lg font-bold uppercase tracking-wide">
        {t('poster.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('poster.hint')}</p>
      <div className="relative mx-auto mt-4 aspect-[2/3] w-full max-w-[240px] overflow-hidden rounded-xl border border-line-strong">
        {state === 'loading' ? <Skeleton className="absolute inset-0" /> : null}
        {state === 'failed' ? (
          <p className="absolute inset-0 grid place-items-center p-4 text-center text-sm text-muted">
            {t('poster.failed')}
          </p>
        ) : null}
        <img
          src={src}
          alt={t('poster.alt', { code })}
          data-testid="spread-poster"
          className="size-full object-cover"
          onLoad={() => setState('ready')}
          onError={() => setState('failed')}
        />
      </div>
      <a
        href={src}
        download={`dropforge-${code}.png`}
        className="mt-4 inline-flex h-10 w-full items-center justify-center gap-2 rounded-lg border border-accent/70 text-sm font-bold uppercase tracking-wide text-accent-2 transition hover:bg-accent/10"
      >
        <Icon name="external" />
        {t('poster.download')}
      </a>
    </section>
  );
}
