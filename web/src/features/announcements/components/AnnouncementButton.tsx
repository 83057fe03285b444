import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons';
import { useNoticesQuery } from '../api/notices';
import { seenToday, setAnnouncementOpen, useAnnouncementOpen } from './announcement-store';

/**
 * The header's announcement button (spec §2): reopens today's announcement. Hidden when there is none or when
 * the operator turns it off (`hidden`); a dot marks an announcement not yet seen today.
 */
export function AnnouncementButton({ hidden = false, className = 'grid' }: { hidden?: boolean; className?: string }) {
  const { t } = useTranslation('home');
  const { data } = useNoticesQuery();
  // Re-read the day stamp whenever the popup opens or closes.
  const open = useAnnouncementOpen();
  const notice = data?.[0];
  if (hidden || !notice) return null;
  const unseen = !open && !seenToday();
  return (
    <button
      type="button"
      data-testid="announcement-button"
      onClick={() => setAnnouncementOpen(true)}
      aria-label={t('notice.button')}
      title={t('notice.button')}
      aria-haspopup="dialog"
      className={`relative ${className} size-9 place-items-center rounded-lg border border-line-strong bg-surface-2 text-lg text-text transition hover:bg-surface-3 sm:size-10`}
    >
      <Icon name="announce" />
      {unseen ? (
        <span
          aria-hidden="true"
          className="absolute top-1.5 right-1.5 size-2 rounded-full bg-accent ring-2 ring-surface-2 motion-safe:animate-pulse"
        />
      ) : null}
    </button>
  );
}
