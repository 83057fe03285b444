import type { ContentFields, ContentKind } from '@dropforge/shared/contract/ops-content';
import { isLang, LANG_NAMES, LANG_TAGS, type Lang } from '@dropforge/shared/domain';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClass } from '../../components/ui/Button';
import { Icon, type IconName } from '../../components/ui/icons';
import { Pill } from '../../components/ui/Pill';
import { SafeImage } from '../../components/ui/SafeImage';
import { Spinner } from '../../components/ui/Spinner';
import type { OpsResult } from './api';
import { useOpsMutation } from './hooks';
import { ErrorText, Panel } from './ui';

type Preview = OpsResult<'previewContent'>;
const DEBOUNCE_MS = 600;

/**
 * What a player reading `lang` would see, as the server renders it (texts picked for the language, HTML sanitised).
 * It follows the draft by itself a moment after the last change, at once on a new language, and on "Preview".
 * `blocked`: why the draft cannot be previewed yet (then `fields` is null).
 */
export function ContentPreview({
  kind,
  lang,
  fields,
  blocked,
}: {
  kind: ContentKind;
  lang: Lang;
  fields: ContentFields | null;
  blocked: string | null;
}) {
  const { t } = useTranslation('ops');
  const preview = useOpsMutation('previewContent', { refresh: [] });
  const [shown, setShown] = useState<{ preview: Preview; sent: string } | null>(null);
  const { mutate } = preview;
  const body = fields ? JSON.stringify({ kind, lang, fields }) : null;
  const lastLang = useRef(lang);

  const run = (sent: string) =>
    mutate({ body: JSON.parse(sent) }, { onSuccess: (data) => setShown({ preview: data, sent }) });
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (!body) return;
    const delay = lastLang.current === lang ? DEBOUNCE_MS : 0;
    lastLang.current = lang;
    const timer = setTimeout(() => runRef.current(body), delay);
    return () => clearTimeout(timer);
  }, [body, lang]);

  const current = shown !== null && shown.sent === body;
  const data = shown?.preview;
  const tagOf = (code: string) => (isLang(code) ? LANG_TAGS[code] : undefined);

  return (
    <Panel
      title={t('content.preview.title')}
      testId="ops-content-preview"
      className="xl:sticky xl:top-4"
      actions={
        <div className="flex items-center gap-2">
          {preview.isPending ? <Spinner label={t('content.preview.loading')} /> : null}
          <Button
            size="sm"
            variant="secondary"
            disabled={!body || preview.isPending}
            onClick={() => body && run(body)}
            data-testid="ops-content-preview-run"
          >
            <Icon name="eye" />
            {t('content.preview.run')}
          </Button>
        </div>
      }
    >
      <p className="mb-3 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span>{t('content.preview.as', { language: LANG_NAMES[lang] })}</span>
        {data?.fallback && current ? (
          <Pill tone="info" data-testid="ops-content-fallback">
            {t('content.preview.fallback')}
          </Pill>
        ) : null}
        {data && !current ? <Pill tone="soon">{t('content.preview.outdated')}</Pill> : null}
      </p>
      {blocked ? (
        <p className="mb-3 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm text-warning">
          {blocked}
        </p>
      ) : null}
      <ErrorText error={preview.error} />
      {data && fields ? (
        <div lang={tagOf(data.lang)} className="mt-2">
          <Sample kind={kind} preview={data} fields={fields} />
        </div>
      ) : !blocked && !preview.error ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner label={t('content.preview.loading')} />
        </div>
      ) : null}
    </Panel>
  );
}

/**
 * Stand-in art where there is no picture (the player site draws its own; a feature of the console does not import
 * the player's features).
 */
function Art({ icon }: { icon: IconName }) {
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      <div className="absolute inset-0 bg-[linear-gradient(115deg,#0b0f17_20%,rgb(136_71_255/0.35)_65%,rgb(255_138_31/0.65)_100%)]" />
      <div className="grid-noise absolute inset-0 opacity-70" />
      <Icon name={icon} className="absolute right-6 bottom-4 text-[120px] text-white/15" />
    </div>
  );
}

/** Links of the sample do nothing: a click must not leave the editor. */
const stay = (event: MouseEvent) => {
  if (event.target instanceof Element && event.target.closest('a')) event.preventDefault();
};

function Html({ html, className }: { html: string; className?: string }) {
  return (
    <div
      onClickCapture={stay}
      className={className ?? 'prose-content'}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server's allow-list (platform/html.ts)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function LinkNote({ link }: { link: string | undefined }) {
  const { t } = useTranslation('ops');
  if (!link) return null;
  return (
    <span className={buttonClass('primary', 'md', 'pointer-events-none mt-2 w-fit max-w-full')}>
      <span className="truncate">{t('content.preview.linkTo', { link })}</span>
      <Icon name="arrowRight" />
    </span>
  );
}

function Sample({ kind, preview, fields }: { kind: ContentKind; preview: Preview; fields: ContentFields }) {
  const { t } = useTranslation('ops');
  if (kind === 'banner') {
    return (
      <section
        className="relative grid min-h-[240px] overflow-hidden rounded-2xl border border-line bg-surface"
        data-testid="ops-preview-banner"
      >
        <SafeImage
          src={fields.picture || undefined}
          alt=""
          className="absolute inset-0 size-full object-cover"
          fallback={<Art icon="box" />}
        />
        <div className="relative flex max-w-[85%] flex-col justify-center gap-3 p-5 sm:p-8">
          <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-bg/75 px-2.5 py-1 text-[11px] font-bold uppercase tracking-wider text-accent-2">
            <Icon name="flame" />
            {t('content.preview.bannerKicker')}
          </p>
          <h3 className="font-display text-[26px] leading-[0.95] font-bold uppercase tracking-wide text-balance break-words drop-shadow-lg sm:text-4xl">
            {preview.title}
          </h3>
          {preview.subtitle ? <p className="text-sm text-[#d5dceb] sm:text-base">{preview.subtitle}</p> : null}
          <LinkNote link={fields.link} />
          {fields.video ? (
            <p className="text-[11px] text-muted">{t('content.preview.video', { video: fields.video })}</p>
          ) : null}
        </div>
      </section>
    );
  }
  if (kind === 'notice') {
    return (
      <section
        className="rounded-2xl border border-line-strong bg-surface p-5 shadow-2xl"
        data-testid="ops-preview-notice"
      >
        <p className="mb-3 inline-flex items-center gap-1.5 rounded-full bg-accent/15 px-2.5 py-1 text-[11px] font-bold uppercase tracking-wider text-accent-2">
          <Icon name="announce" />
          {t('content.preview.noticeKicker')}
        </p>
        <h3 className="font-display text-2xl font-bold uppercase tracking-wide break-words">{preview.title}</h3>
        {fields.picture ? (
          <SafeImage
            src={fields.picture}
            alt=""
            className="mt-3 max-h-48 w-full rounded-lg object-cover"
            fallback={null}
          />
        ) : null}
        <Html html={preview.html} className="prose-content mt-4 max-h-[50dvh] overflow-y-auto text-sm" />
        <div className="flex justify-end">
          <LinkNote link={fields.link} />
        </div>
      </section>
    );
  }
  if (kind === 'article') {
    return (
      <article className="overflow-hidden rounded-2xl border border-line bg-surface" data-testid="ops-preview-article">
        <div className="relative aspect-[21/9] overflow-hidden bg-surface-2">
          <SafeImage
            src={fields.picture || undefined}
            alt=""
            className="absolute inset-0 size-full object-cover"
            fallback={<Art icon="news" />}
          />
        </div>
        <div className="p-5 sm:p-8">
          <h3 className="font-display text-3xl leading-tight font-bold break-words">{preview.title}</h3>
          {preview.summary ? <p className="mt-3 text-lg text-muted">{preview.summary}</p> : null}
          <Html html={preview.html} className="prose-content mt-6 border-t border-line pt-6" />
        </div>
      </article>
    );
  }
  return (
    <article className="rounded-2xl border border-line bg-bg/40 p-5 sm:p-8" data-testid="ops-preview-page">
      <header className="mb-6 border-b border-line pb-5">
        <h3 className="font-display text-3xl font-bold uppercase tracking-wide break-words">{preview.title}</h3>
        {fields.slug ? <p className="mt-2 font-mono text-xs text-subtle">/remark/{fields.slug}</p> : null}
      </header>
      <Html html={preview.html} />
    </article>
  );
}
