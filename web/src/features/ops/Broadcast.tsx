import { LANG_NAMES, type Lang } from '@dropforge/shared/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import type { OpsResult } from './api';
import { TEXTAREA } from './ContentFields';
import { LangTabs } from './ContentLangs';
import { allLangs, EDIT_LANGS, LINK, type Texts } from './contentModel';
import { useOpsMutation } from './hooks';
import { ConfirmDialog, DoneBanner, Field, INPUT, Input, Panel } from './ui';

const AUDIENCES = ['all', 'vip', 'new'] as const;
type Audience = (typeof AUDIENCES)[number];
const TITLE_MAX = 120;
const TEXT_MAX = 1000;

const has = (value: string | undefined) => (value ?? '').trim() !== '';
const whole = (value: string, min: number, max: number) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/**
 * A platform notification to many players at once: a title and a text per language (English required), an optional
 * link, and who gets it (everyone, VIPs from a level, or players who joined in the last days). Asks before sending.
 */
export function Broadcast({ onDirty }: { onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('ops');
  const [lang, setLang] = useState<Lang>('en');
  const [title, setTitle] = useState<Texts>({});
  const [text, setText] = useState<Texts>({});
  const [link, setLink] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [minLevel, setMinLevel] = useState('1');
  const [newDays, setNewDays] = useState('7');
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<OpsResult<'broadcast'> | null>(null);

  const dirty = Object.values(title).some(has) || Object.values(text).some(has) || has(link);
  useEffect(() => {
    onDirty(dirty);
  }, [dirty, onDirty]);
  useEffect(() => () => onDirty(false), [onDirty]);

  const linkOk = LINK.test(link.trim());
  const levelOk = audience !== 'vip' || whole(minLevel, 0, 10);
  const daysOk = audience !== 'new' || whole(newDays, 1, 3650);
  const valid = has(title.en) && has(text.en) && linkOk && levelOk && daysOk;

  const send = useOpsMutation('broadcast', {
    refresh: [],
    onSuccess: (data) => {
      setResult(data);
      setConfirming(false);
      setTitle({});
      setText({});
      setLink('');
      setLang('en');
    },
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    send.reset();
    setResult(null);
    setConfirming(true);
  };
  const confirm = () =>
    send.mutate({
      body: {
        title: allLangs(title),
        text: allLangs(text),
        link: link.trim(),
        audience,
        min_level: audience === 'vip' ? Number(minLevel) : 0,
        new_days: audience === 'new' ? Number(newDays) : 0,
      },
    });

  const filled = new Set(EDIT_LANGS.filter((l) => has(title[l]) || has(text[l])));
  const audienceText =
    audience === 'vip'
      ? t('content.broadcast.toVip', { level: minLevel })
      : audience === 'new'
        ? t('content.broadcast.toNew', { days: newDays })
        : t('content.broadcast.toAll');

  return (
    <div className="space-y-4" data-testid="ops-broadcast">
      {result ? (
        <DoneBanner testId="ops-broadcast-result" onDismiss={() => setResult(null)}>
          {t('content.broadcast.sent', { id: result.id, key: result.source_key })}
        </DoneBanner>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid items-start gap-4 xl:grid-cols-2">
        <div className="min-w-0 space-y-4">
          <Panel title={t('content.broadcast.title')}>
            <p className="mb-3 text-xs text-muted">{t('content.broadcast.about')}</p>
            <LangTabs lang={lang} onLang={setLang} filled={filled} label={t('content.langs.label')}>
              <div className="grid gap-3">
                <Field
                  label={t('content.field.inLang', { field: t('content.field.title'), language: LANG_NAMES[lang] })}
                  hint={lang === 'en' ? t('content.broadcast.requiredEn') : t('content.hint.fallback')}
                >
                  <Input
                    lang={lang}
                    value={title[lang] ?? ''}
                    onChange={(e) => setTitle((v) => ({ ...v, [lang]: e.target.value }))}
                    maxLength={TITLE_MAX}
                    placeholder={lang === 'en' ? undefined : title.en}
                    data-testid="ops-broadcast-title"
                  />
                </Field>
                <Field
                  label={t('content.field.inLang', { field: t('content.broadcast.text'), language: LANG_NAMES[lang] })}
                  hint={t('content.broadcast.textHint', { max: TEXT_MAX })}
                >
                  <textarea
                    lang={lang}
                    value={text[lang] ?? ''}
                    onChange={(e) => setText((v) => ({ ...v, [lang]: e.target.value }))}
                    maxLength={TEXT_MAX}
                    rows={5}
                    placeholder={lang === 'en' ? undefined : text.en?.slice(0, 120)}
                    className={TEXTAREA}
                    data-testid="ops-broadcast-text"
                  />
                </Field>
              </div>
            </LangTabs>
          </Panel>
          <Panel title={t('content.broadcast.target')}>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field label={t('content.field.link')} hint={t('content.hint.link')} className="sm:col-span-2">
                <Input
                  value={link}
                  onChange={(e) => setLink(e.target.value)}
                  maxLength={500}
                  aria-invalid={!linkOk || undefined}
                  className="font-mono"
                  spellCheck={false}
                  data-testid="ops-broadcast-link"
                />
              </Field>
              <Field label={t('content.broadcast.audience')}>
                <select
                  className={INPUT}
                  value={audience}
                  onChange={(e) => setAudience(e.target.value as Audience)}
                  data-testid="ops-broadcast-audience"
                >
                  {AUDIENCES.map((a) => (
                    <option key={a} value={a}>
                      {t(`content.broadcast.audiences.${a}`)}
                    </option>
                  ))}
                </select>
              </Field>
              {audience === 'vip' ? (
                <Field label={t('content.broadcast.minLevel')} hint={t('content.broadcast.minLevelHint')}>
                  <Input
                    type="number"
                    min={0}
                    max={10}
                    step={1}
                    value={minLevel}
                    onChange={(e) => setMinLevel(e.target.value)}
                    aria-invalid={!levelOk || undefined}
                    data-testid="ops-broadcast-level"
                  />
                </Field>
              ) : null}
              {audience === 'new' ? (
                <Field label={t('content.broadcast.newDays')} hint={t('content.broadcast.newDaysHint')}>
                  <Input
                    type="number"
                    min={1}
                    max={3650}
                    step={1}
                    value={newDays}
                    onChange={(e) => setNewDays(e.target.value)}
                    aria-invalid={!daysOk || undefined}
                    data-testid="ops-broadcast-days"
                  />
                </Field>
              ) : null}
            </div>
            <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">{audienceText}</p>
              <Button type="submit" disabled={!valid} data-testid="ops-broadcast-send">
                <Icon name="megaphone" />
                {t('content.broadcast.send')}
              </Button>
            </div>
          </Panel>
        </div>
        <NotificationSample
          title={has(title[lang]) ? (title[lang] ?? '') : (title.en ?? '')}
          text={has(text[lang]) ? (text[lang] ?? '') : (text.en ?? '')}
          fallback={lang !== 'en' && (!has(title[lang]) || !has(text[lang]))}
          link={link.trim()}
          lang={lang}
        />
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && setConfirming(false)}
        title={t('content.broadcast.confirmTitle')}
        body={t('content.broadcast.confirmBody')}
        confirmLabel={t('content.broadcast.send')}
        pending={send.isPending}
        error={send.error}
        onConfirm={confirm}
      >
        <dl className="mt-4 grid gap-2 rounded-xl border border-line bg-bg/50 p-3 text-sm">
          <div>
            <dt className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('content.field.title')}</dt>
            <dd className="font-bold break-words text-text">{title.en}</dd>
          </div>
          <div>
            <dt className="text-[11px] font-bold uppercase tracking-wider text-subtle">
              {t('content.broadcast.audience')}
            </dt>
            <dd className="text-text">{audienceText}</dd>
          </div>
          <div>
            <dt className="text-[11px] font-bold uppercase tracking-wider text-subtle">{t('content.col.langs')}</dt>
            <dd className="text-text">
              {t('content.broadcast.langCount', { n: filled.size, total: EDIT_LANGS.length })}
            </dd>
          </div>
        </dl>
      </ConfirmDialog>
    </div>
  );
}

/** The notification as a player's list shows it, in the selected language (or English where it is empty). */
function NotificationSample({
  title,
  text,
  fallback,
  link,
  lang,
}: {
  title: string;
  text: string;
  fallback: boolean;
  link: string;
  lang: Lang;
}) {
  const { t } = useTranslation('ops');
  return (
    <Panel title={t('content.preview.title')} className="xl:sticky xl:top-4" testId="ops-broadcast-preview">
      <p className="mb-3 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>{t('content.preview.as', { language: LANG_NAMES[lang] })}</span>
        {fallback && (title || text) ? <Pill tone="info">{t('content.preview.fallback')}</Pill> : null}
      </p>
      {title || text ? (
        <article className="relative flex gap-3 rounded-xl border border-accent/35 bg-accent/[0.07] p-3">
          <div
            aria-hidden="true"
            className="grid size-11 shrink-0 place-items-center rounded-lg border border-info/30 bg-info/10 text-xl text-info"
          >
            <Icon name="megaphone" />
          </div>
          <div className="min-w-0 flex-1">
            <h3 className="text-sm leading-snug font-bold break-words text-text">
              <span className="mr-1.5 inline-block size-2 translate-y-[-1px] rounded-full bg-accent align-middle" />
              {title}
            </h3>
            <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-muted">{text}</p>
            {link ? (
              <span className="mt-2.5 inline-flex h-8 items-center gap-1.5 rounded-lg bg-accent/15 px-3 text-xs font-bold uppercase text-accent-2">
                {t('content.broadcast.go')}
                <Icon name="arrowRight" />
              </span>
            ) : null}
          </div>
        </article>
      ) : (
        <p className="rounded-xl border border-dashed border-line px-3 py-8 text-center text-sm text-subtle">
          {t('content.broadcast.emptyPreview')}
        </p>
      )}
    </Panel>
  );
}
