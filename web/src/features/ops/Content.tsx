import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cx } from '../../components/ui/cx';
import { Icon, type IconName } from '../../components/ui/icons';
import { Broadcast } from './Broadcast';
import { ContentEditor } from './ContentEditor';
import { ContentList } from './ContentList';
import { type ContentKind, KINDS } from './contentModel';
import { ConfirmDialog, ScreenTitle } from './ui';

type Tab = ContentKind | 'broadcast';
const TABS: ReadonlyArray<{ tab: Tab; icon: IconName }> = [
  { tab: 'banner', icon: 'flame' },
  { tab: 'notice', icon: 'announce' },
  { tab: 'page', icon: 'info' },
  { tab: 'article', icon: 'news' },
  { tab: 'broadcast', icon: 'megaphone' },
];

function tabOf(value: string | null): Tab {
  return value === 'broadcast' || (KINDS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'banner';
}

function editOf(value: string | null): number | 'new' | null {
  if (value === 'new') return 'new';
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The console's content (issue 25): banners, announcements, info pages and articles in 12 languages, edited live,
 * and platform notifications to many players. The tab and the open entry live in the address (`?tab=&edit=`);
 * leaving unsaved changes (another tab, the list, another screen of the console, closing the page) asks first.
 */
export function Content() {
  const { t } = useTranslation('ops');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const edit = tab === 'broadcast' ? null : editOf(params.get('edit'));
  const dirty = useRef(false);
  const [isDirty, setIsDirty] = useState(false);
  const [leaving, setLeaving] = useState<(() => void) | null>(null);

  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
    setIsDirty(value);
  }, []);
  const guard = (action: () => void) => {
    if (dirty.current) setLeaving(() => action);
    else action();
  };
  const go = (next: Tab, entry?: number | 'new') =>
    setParams(entry === undefined ? { tab: next } : { tab: next, edit: String(entry) });

  // Closing or reloading the page with unsaved changes: the browser asks.
  useEffect(() => {
    if (!isDirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [isDirty]);

  // A link elsewhere in the console (the menu) with unsaved changes: ask, then follow it.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (!dirty.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) {
        return;
      }
      if (link.closest('[data-testid="ops-content-preview"]')) return;
      if (link.pathname === window.location.pathname && link.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setLeaving(() => () => link.click());
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const discard = () => {
    const action = leaving;
    onDirty(false);
    setLeaving(null);
    action?.();
  };

  return (
    <div data-testid="ops-content" className="space-y-4">
      <ScreenTitle title={t('content.title')} />
      <nav aria-label={t('content.tabs')} className="-mx-3 overflow-x-auto px-3 scrollbar-none sm:mx-0 sm:px-0">
        <ul className="flex w-max gap-1.5 rounded-xl border border-line bg-surface p-1.5 sm:w-auto sm:flex-wrap">
          {TABS.map(({ tab: key, icon }) => (
            <li key={key}>
              <button
                type="button"
                aria-current={key === tab ? 'true' : undefined}
                onClick={() => key !== tab && guard(() => go(key))}
                data-testid={`ops-content-tab-${key}`}
                className={cx(
                  'inline-flex h-9 items-center gap-1.5 rounded-lg px-3.5 text-sm font-bold whitespace-nowrap transition motion-reduce:transition-none',
                  key === tab
                    ? 'bg-gradient-to-b from-accent-2 to-accent text-accent-ink shadow-[0_6px_16px_-10px_var(--color-accent)]'
                    : 'text-muted hover:bg-surface-3 hover:text-text',
                )}
              >
                <Icon name={icon} />
                {t(`content.tab.${key}`)}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'broadcast' ? (
        <Broadcast onDirty={onDirty} />
      ) : edit !== null ? (
        <ContentEditor
          key={`${tab}-${edit}`}
          kind={tab}
          id={edit}
          onBack={() => guard(() => go(tab))}
          onDirty={onDirty}
          onCreated={(id) => {
            onDirty(false);
            setParams({ tab, edit: String(id) }, { replace: true });
          }}
        />
      ) : (
        <ContentList kind={tab} onOpen={(id) => go(tab, id)} onNew={() => go(tab, 'new')} />
      )}
      <ConfirmDialog
        open={leaving !== null}
        onOpenChange={(open) => !open && setLeaving(null)}
        title={t('content.leave.title')}
        body={t('content.leave.body')}
        confirmLabel={t('content.leave.confirm')}
        onConfirm={discard}
      />
    </div>
  );
}
