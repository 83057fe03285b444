import type { SupportInfo } from '@dropforge/shared/contract';
import { LANG_TAGS } from '@dropforge/shared/domain';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { Icon } from '../../../components/ui/icons';
import { currentLang } from '../../../lib/locale';
import { useNow } from '../../../lib/useNow';
import { deskStatus, gmtLabel, localWeek, weekdayName } from '../lib/hours';

function dayRange(from: number, to: number, tag: string) {
  return from === to ? weekdayName(from, tag) : `${weekdayName(from, tag)}–${weekdayName(to, tag)}`;
}

/** The desk's hours (spec §1: 9:00–18:00 GMT+8, Monday to Friday, reply within 24 hours) and the same hours in the visitor's zone. */
export function SupportHours({ info }: { info: SupportInfo }) {
  const { t } = useTranslation('support');
  const tag = LANG_TAGS[currentLang()];
  const now = useNow(true, 60_000);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const deskDays = [...info.days].sort((a, b) => a - b);
  const status = deskStatus(info, now);
  const local = localWeek(info, now);
  const nextOpen = status.next
    ? new Intl.DateTimeFormat(tag, { weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        new Date(status.next),
      )
    : '';

  return (
    <section
      aria-labelledby="support-hours-title"
      data-testid="support-hours"
      className="rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="support-hours-title"
          className="flex items-center gap-2 font-display text-lg font-bold uppercase tracking-wide"
        >
          <span className="grid size-8 place-items-center rounded-lg bg-info/15 text-info">
            <Icon name="clock" />
          </span>
          {t('hours.title')}
        </h2>
        <span
          className={cx(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-[11px] font-bold uppercase tracking-wider',
            status.open ? 'bg-money/15 text-money' : 'bg-surface-3 text-muted',
          )}
        >
          <span
            aria-hidden="true"
            className={cx('size-2 rounded-full', status.open ? 'bg-money motion-safe:animate-pulse' : 'bg-subtle')}
          />
          {status.open ? t('hours.openNow') : t('hours.closedNow')}
        </span>
      </div>
      <dl className="mt-4 grid gap-3 text-sm">
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-subtle">{t('hours.deskLabel')}</dt>
          <dd className="mt-0.5 font-semibold text-text" data-testid="support-desk-hours">
            {t('hours.desk', {
              days: dayRange(deskDays[0] ?? 1, deskDays.at(-1) ?? 5, tag),
              open: info.open,
              close: info.close,
              zone: gmtLabel(info.utc_offset_minutes),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold uppercase tracking-wide text-subtle">{t('hours.local', { zone })}</dt>
          {local.map((row) => (
            <dd
              key={`${row.from}-${row.open}`}
              className="mt-0.5 font-semibold text-text"
              data-testid="support-local-hours"
            >
              {dayRange(row.from, row.to, tag)} {row.open}–{row.close}
              {row.nextDay ? <span className="ml-1 text-xs font-normal text-muted">({t('hours.nextDay')})</span> : null}
            </dd>
          ))}
          {!status.open && nextOpen ? (
            <dd className="mt-1 text-xs text-muted">{t('hours.opensAt', { when: nextOpen })}</dd>
          ) : null}
        </div>
      </dl>
      <div className="mt-3 flex items-start gap-2 rounded-lg bg-accent/10 p-3 text-accent-2">
        <Icon name="mail" className="mt-0.5 shrink-0" />
        <p className="text-sm">
          {t('hours.reply', { hours: info.reply_hours })}{' '}
          <a className="font-semibold underline underline-offset-2 hover:text-text" href={`mailto:${info.email}`}>
            {info.email}
          </a>
        </p>
      </div>
    </section>
  );
}
