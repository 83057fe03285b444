import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { dayStamp, storage } from '../../../lib/storage';
import { useNoticesQuery } from '../api/notices';

export const NOTICE_DAY_KEY = 'notice_day';

/** Announcement popup: opens by itself on the home page at most once per day (day stamp in localStorage). */
export function AnnouncementPopup() {
  const { t } = useTranslation('home');
  const { data } = useNoticesQuery();
  const [open, setOpen] = useState(false);
  const notice = data?.[0];

  useEffect(() => {
    if (!notice) return;
    const today = dayStamp();
    if (storage.get(NOTICE_DAY_KEY) === today) return;
    storage.set(NOTICE_DAY_KEY, today);
    setOpen(true);
  }, [notice]);

  if (!notice) return null;
  const external = /^https?:\/\//.test(notice.link);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={notice.title}
      className="sm:w-[min(92vw,520px)]"
      hero={
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-[11px] font-bold uppercase tracking-wider text-accent-2">
          <Icon name="megaphone" />
          {t('notice.kicker')}
        </p>
      }
    >
      <div
        className="prose-content mt-4 max-h-[50dvh] overflow-y-auto text-sm"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: announcements are operator-written trusted HTML
        dangerouslySetInnerHTML={{ __html: notice.content }}
      />
      <div className="mt-5 flex justify-end gap-2">
        {notice.link ? (
          external ? (
            <a href={notice.link} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              {t('notice.open')}
            </a>
          ) : (
            <Link to={notice.link} onClick={() => setOpen(false)} className={buttonClass('primary')}>
              {t('notice.open')}
            </Link>
          )
        ) : null}
        <button type="button" onClick={() => setOpen(false)} className={buttonClass('secondary')}>
          {t('notice.close')}
        </button>
      </div>
    </Dialog>
  );
}
