import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Icon } from '../../../components/ui/icons';
import { useNoticesQuery } from '../api/notices';
import { setAnnouncementOpen, useAnnouncementOpen } from './announcement-store';

export { NOTICE_DAY_KEY } from './announcement-store';

/**
 * The announcement popup (spec §2, §4), mounted once by the layout. It opens by itself on the home page at most
 * once per day (`AnnouncementAutoOpen`) and whenever the header's announcement button asks.
 */
export function AnnouncementPopup() {
  const { t } = useTranslation('home');
  const { data } = useNoticesQuery();
  const open = useAnnouncementOpen();
  const notice = data?.[0];

  if (!notice) return null;
  const close = () => setAnnouncementOpen(false);
  const external = /^https?:\/\//.test(notice.link);
  return (
    <Dialog
      open={open}
      onOpenChange={setAnnouncementOpen}
      title={notice.title}
      testId="announcement-popup"
      className="sm:w-[min(92vw,520px)]"
      hero={
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-[11px] font-bold uppercase tracking-wider text-accent-2">
          <Icon name="announce" />
          {t('notice.kicker')}
        </p>
      }
    >
      <div
        className="prose-content mt-4 max-h-[50dvh] overflow-y-auto text-sm"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list (platform/html.ts)
        dangerouslySetInnerHTML={{ __html: notice.content }}
      />
      <div className="mt-5 flex justify-end gap-2">
        {notice.link ? (
          external ? (
            <a href={notice.link} target="_blank" rel="noopener noreferrer" className={buttonClass('primary')}>
              {t('notice.open')}
            </a>
          ) : (
            <Link to={notice.link} onClick={close} className={buttonClass('primary')}>
              {t('notice.open')}
            </Link>
          )
        ) : null}
        <button type="button" onClick={close} className={buttonClass('secondary')}>
          {t('notice.close')}
        </button>
      </div>
    </Dialog>
  );
}
