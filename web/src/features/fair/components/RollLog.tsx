import { LANG_TAGS } from '@dropforge/shared/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Icon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/Pager';
import { Skeleton } from '../../../components/ui/Skeleton';
import { currentLang } from '../../../lib/locale';
import { type PfvLogEntry, useCaseNames, useRollLog } from '../api/fair';
import { logEntryHref } from '../lib/verifier';
import { SignInPrompt } from './SignInPrompt';

/** Mirror of the server's PFV_LOG_PAGE_SIZE. */
const LOG_PAGE_SIZE = 10;
const SKELETONS = ['a', 'b', 'c', 'd', 'e'];
const COLS = 'md:grid md:grid-cols-[8.5rem_minmax(0,1fr)_5rem_7.5rem_10rem_6.5rem] md:items-center md:gap-x-4';
const spaced = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

function Row({ entry, name, localeTag }: { entry: PfvLogEntry; name: string; localeTag: string }) {
  const { t } = useTranslation('fair');
  const revealed = Boolean(entry.serverSeed);
  const date = new Date(entry.created_at);
  const time = Number.isNaN(date.getTime())
    ? entry.created_at
    : date.toLocaleString(localeTag, { dateStyle: 'short', timeStyle: 'short' });
  const nonce = `#${entry.nonce}${entry.round > 0 ? `·${entry.round}` : ''}`;
  const seed = (
    <span className={cx('inline-flex min-w-0 items-center gap-1.5 text-xs', revealed ? 'text-money' : 'text-subtle')}>
      <Icon name={revealed ? 'eye' : 'lock'} className="shrink-0" />
      <span className="truncate" title={entry.serverSeedHash}>
        {revealed ? t('log.revealed') : t('log.hidden')}
      </span>
    </span>
  );
  return (
    <li className={cx(COLS, 'flex items-center gap-3 px-4 py-2.5 text-sm transition hover:bg-surface-2')}>
      <span className="hidden text-xs text-muted tabular md:block">{time}</span>
      <span className="flex min-w-0 flex-1 flex-col gap-1 md:flex-row md:items-center md:gap-2">
        <span className="flex min-w-0 items-center gap-2">
          <span className="shrink-0 rounded bg-surface-3 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-muted">
            {t(`games.${entry.game}`, { defaultValue: entry.game })}
          </span>
          <span className="truncate font-semibold" title={entry.box_id ?? undefined}>
            {name}
          </span>
        </span>
        {/* Phones: the other columns as one line. */}
        <span className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted md:hidden">
          <span className="tabular">{time}</span>
          <span className="font-mono">{nonce}</span>
          <span className="font-bold text-accent-2 tabular">{spaced(entry.ticket)}</span>
          {seed}
        </span>
      </span>
      <span className="hidden font-mono text-xs text-muted tabular md:block">{nonce}</span>
      <span className="hidden font-display text-base font-bold text-accent-2 tabular md:block">
        {spaced(entry.ticket)}
      </span>
      <span className="hidden min-w-0 md:flex">{seed}</span>
      <Link
        to={logEntryHref(entry)}
        className="inline-flex h-8 shrink-0 items-center gap-1.5 justify-self-end rounded-lg border border-line-strong bg-surface-3 px-3 text-xs font-bold uppercase tracking-wide text-text transition hover:border-accent/60 hover:text-accent-2"
        aria-label={t('log.verifyLabel', { nonce: entry.nonce })}
      >
        <Icon name="shield" />
        {t('log.verify')}
      </Link>
    </li>
  );
}

/** The player's rolls, newest first; each row fills the verifier (the seed once revealed by a rotation). */
export function RollLog({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('fair');
  const [page, setPage] = useState(1);
  const log = useRollLog(signedIn, page);
  const names = useCaseNames(signedIn);
  const data = log.data;
  const pages = data ? Math.ceil(data.total / LOG_PAGE_SIZE) : 0;
  const localeTag = LANG_TAGS[currentLang()];
  return (
    <section
      aria-labelledby="fair-log-title"
      data-testid="fair-log"
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <h2
          id="fair-log-title"
          className="flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide"
        >
          <Icon name="history" className="text-accent-2" />
          {t('log.title')}
        </h2>
        {data ? (
          <span className="text-xs font-bold uppercase tracking-wider text-subtle tabular">
            {t('log.total', { count: data.total })}
          </span>
        ) : null}
      </header>
      {signedIn && data && data.list.length > 0 ? (
        <div
          aria-hidden="true"
          className={cx(
            COLS,
            'hidden border-b border-line px-4 py-2 text-[10px] font-bold uppercase tracking-wider text-subtle',
          )}
        >
          <span>{t('log.time')}</span>
          <span>{t('log.case')}</span>
          <span>{t('log.nonce')}</span>
          <span>{t('log.ticket')}</span>
          <span>{t('log.seed')}</span>
          <span />
        </div>
      ) : null}
      {!signedIn ? (
        <SignInPrompt body={t('log.signIn')} />
      ) : log.isPending ? (
        <div className="space-y-2 p-4" role="status" aria-label={t('common:loading')}>
          {SKELETONS.map((key) => (
            <Skeleton key={key} className="h-9" />
          ))}
        </div>
      ) : data && data.list.length > 0 ? (
        <ul className={cx('divide-y divide-line', log.isPlaceholderData && 'opacity-60')}>
          {data.list.map((entry) => (
            <Row
              key={`${entry.serverSeedHash}:${entry.nonce}:${entry.round}:${entry.game}`}
              entry={entry}
              name={(entry.box_id && names.data?.get(entry.box_id)) || entry.box_id || '—'}
              localeTag={localeTag}
            />
          ))}
        </ul>
      ) : (
        <EmptyState
          icon="dice"
          title={log.isError ? t('log.error') : t('log.empty')}
          body={log.isError ? undefined : t('log.emptyBody')}
        />
      )}
      <Pager className="border-t border-line py-3" page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
