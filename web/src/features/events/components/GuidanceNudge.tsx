import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icons';
import { parseLocalePath } from '../../../lib/locale';
import { useGuidance, useGuidanceOpened } from '../api/onboarding';

/**
 * The new-player card: while the guide was never opened and steps remain, a small card in the corner of the home page
 * leads to the checklist on `/event`; closing it (or opening the checklist) records `guidance_open`, so it does not
 * come back. Only on the home page and from tablets up: a card floating over a form or a phone's screen covers its
 * buttons (a battle's Create, once).
 */
const isHome = (pathname: string) => parseLocalePath(pathname).path === '/';

export default function GuidanceNudge() {
  const { t } = useTranslation('onboarding');
  const { pathname } = useLocation();
  const info = useGuidance(true, 60_000);
  const opened = useGuidanceOpened();
  const data = info.data;
  if (!data || data.opened_at !== null || opened.isSuccess || !isHome(pathname)) return null;
  const left = data.steps.filter((s) => s.state !== 'received').length;
  if (left === 0) return null;
  return (
    <aside
      aria-labelledby="guidance-nudge-title"
      data-testid="guidance-nudge"
      className="fixed right-4 bottom-4 z-40 hidden w-[22rem] rounded-[var(--radius-card)] border border-accent/50 bg-surface-2 p-3 shadow-2xl motion-safe:animate-fade-up md:block"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent/15 text-lg text-accent-2">
          <Icon name="sparkle" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="guidance-nudge-title" className="text-sm font-bold">
            {t('nudge.title')}
          </h2>
          <p className="text-xs text-muted">{t('nudge.body', { left, total: data.total })}</p>
          <Link
            to="/event#guidance"
            onClick={() => opened.mutate()}
            className="mt-2 inline-flex items-center gap-1 text-xs font-bold text-accent-2 uppercase hover:underline"
          >
            {t('nudge.open')}
            <Icon name="arrowRight" />
          </Link>
        </div>
        <button
          type="button"
          onClick={() => opened.mutate()}
          aria-label={t('nudge.close')}
          className="grid size-7 place-items-center rounded-md text-muted hover:bg-surface-3 hover:text-text"
        >
          <Icon name="close" />
        </button>
      </div>
    </aside>
  );
}
